// The public site (issue 3): every public page renders its words (also without JavaScript),
// hydrates without errors, links only to pages that exist, fits a 360 px phone; the
// calculator, the contact form and the help search work. Axe over them: public-axe.spec.ts.
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { E2E_DATA_DIR } from '../../playwright.config.ts';
import { open, PAGES } from './support/public-pages.ts';
import { signedInArtist } from './support/users.ts';

const FOOTER_TEXTS = [
  'About Us',
  'How It Works',
  'Success Stories',
  'Careers',
  'Terms of Service',
  'Sign Up',
  'Distribute Music',
  'Artist Services',
  'Pricing',
  'Revenue Split',
  'Privacy Policy',
  'Cookie Policy',
  'Instagram',
  'support@tunelane.local',
  '+91 11 4000 1234',
  'Delhi, India',
  'YouTube Music',
  'Amazon Music',
  'TikTok',
];

/** Collects console errors (a hydration mismatch is one) and failed page requests. */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
}

// One test per page: each gets its own time budget, so a slow machine cannot time out the last pages.
for (const p of PAGES) {
  test(`${p.path} renders its words, footer and canonical link, and hydrates without errors`, async ({ page, baseURL }) => {
    const errors = watchErrors(page);
    await page.goto(p.path);
    const main = page.locator('main');
    for (const text of p.texts) await expect(main.getByText(text, { exact: false }).first(), `${p.path}: ${text}`).toBeVisible();
    const footer = page.getByRole('contentinfo');
    for (const text of FOOTER_TEXTS) await expect(footer.getByText(text).first(), `${p.path} footer: ${text}`).toBeVisible();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}${p.path}`);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', await page.title());
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    expect(errors).toEqual([]);
  });
}

test('a crawler without JavaScript gets each page with its words, real contact values and absolute links', async ({ request, baseURL }) => {
  const titles = new Set<string>();
  for (const p of PAGES) {
    const res = await request.get(p.path);
    expect(res.status()).toBe(200);
    const html = await res.text();
    titles.add(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '');
    const text = html
      .replace(/<!--.*?-->/g, '')
      .replace(/<[^>]+>/g, ' ')
      .replace(/&#x27;|&#39;/g, "'")
      .replace(/&amp;/g, '&');
    for (const t of p.texts) expect(text, `${p.path}: ${t}`).toContain(t);
    expect(html).toContain(`<link rel="canonical" href="${baseURL}${p.path}"`);
    expect(html).toContain('mailto:support@tunelane.local');
    expect(html).not.toContain('__TUNELANE_');
  }
  titles.delete('');
  expect(titles.size, 'each page has its own title').toBe(PAGES.length);
  const image = await request.get('/og-image.jpg');
  expect(image.headers()['content-type']).toBe('image/jpeg');
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  const sitemap = await (await request.get('/sitemap.xml')).text();
  for (const p of PAGES.filter((x) => x.path !== '/signout')) expect(sitemap).toContain(`<loc>${baseURL}${p.path}</loc>`);
});

test('every internal link on every public page leads to a page that exists, and every #anchor to its section', async ({ page }) => {
  test.setTimeout(180_000);
  // Each page linked to (path and query) with the #anchors linked on it and where each link was found:
  // a page is loaded once, and each of its anchors looked for in it.
  const links = new Map<string, Map<string, string>>();
  for (const p of PAGES) {
    await page.goto(p.path);
    const hrefs = await page.locator('a[href]').evaluateAll((as) => as.map((a) => (a as HTMLAnchorElement).href));
    for (const href of hrefs) {
      const url = new URL(href);
      if (url.origin !== new URL(page.url()).origin) continue;
      const anchors = links.get(url.pathname + url.search) ?? new Map<string, string>();
      links.set(url.pathname + url.search, anchors);
      if (!anchors.has(url.hash)) anchors.set(url.hash, p.path);
    }
  }
  expect([...links.values()].reduce((n, anchors) => n + anchors.size, 0)).toBeGreaterThan(20);
  for (const [target, anchors] of links) {
    const from = [...new Set(anchors.values())].join(', ');
    await page.goto(target);
    await expect(page.locator('#content'), `${target} (linked from ${from})`).not.toBeEmpty();
    await expect(page.getByRole('heading', { name: 'Oops! Page not found' }), `${target} (linked from ${from})`).toHaveCount(0);
    for (const [hash, where] of anchors) {
      if (hash) await expect(page.locator(hash), `${target}${hash} (linked from ${where})`).toHaveCount(1);
    }
  }
});

test('footer anchors and header links work as a visitor clicks them', async ({ page }) => {
  await open(page, '/pricing');
  await page.getByRole('contentinfo').getByRole('link', { name: 'How It Works' }).click();
  await expect(page).toHaveURL('/#how-it-works');
  await expect(page.getByRole('heading', { name: 'How it works' })).toBeInViewport();
  await expect(page).toHaveTitle('Tunelane: Sell Your Music Online');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Cookie Policy' }).click();
  await expect(page).toHaveURL('/privacy#cookies');
  await expect(page.getByRole('heading', { name: '4. Cookies' })).toBeInViewport();
  await expect(page).toHaveTitle('Privacy Policy | Tunelane');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Sign Up' }).click();
  await expect(page).toHaveURL('/auth?mode=signup');
  await expect(page.getByRole('button', { name: 'Create Account' })).toBeVisible();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Stores' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your music, everywhere people listen');
});

test('"Start Distributing Today" opens the sign-up page in a new tab', async ({ page, context }) => {
  await open(page, '/');
  const link = page.getByRole('link', { name: /Start Distributing Today/ });
  await expect(link).toHaveAttribute('target', '_blank');
  const [tab] = await Promise.all([context.waitForEvent('page'), link.click()]);
  await expect(tab).toHaveURL(/\/auth\?mode=signup$/);
});

test('pricing: the Free card links to /free, paid cards ask visitors to log in, Contact Sales opens the form on Sales', async ({
  page,
}) => {
  await open(page, '/pricing');
  await expect(page.getByRole('article')).toHaveCount(4);
  await page.getByRole('article', { name: 'Free' }).getByRole('link', { name: 'Start Free' }).click();
  await expect(page).toHaveURL('/free');
  await page.goBack();
  const login = page.getByRole('article', { name: 'Small Label' }).getByRole('link', { name: 'Login to Subscribe' });
  await expect(login).toHaveAttribute('href', '/auth?redirect=%2Fpricing');
  await expect(page.getByRole('region', { name: 'Plan comparison' }).getByRole('row', { name: /API Access/ })).toContainText(
    'Not included',
  );
  await page.getByRole('link', { name: 'Contact Sales' }).click();
  await expect(page).toHaveURL('/contact-support?category=sales');
  await expect(page.getByLabel('Category')).toHaveValue('sales');
});

test('pricing: the test checkout is said from the first paint, and nothing moves when the page hydrates', async ({ page, request }) => {
  // The journeys' server runs on loopback without Razorpay keys: the sandbox checkout.
  const html = await (await request.get('/pricing')).text();
  expect(html).toMatch(/<html data-payments="sandbox"/);
  expect(html).toMatch(/Test payments(<!-- -->)?\./);
  await page.addInitScript(() => {
    const w = window as unknown as { shifts: number[] };
    w.shifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) w.shifts.push((entry as unknown as { value: number }).value);
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await open(page, '/pricing');
  const notices = page.getByRole('status').filter({ hasText: 'Test payments.' });
  await expect(notices).toHaveCount(1);
  await expect(notices).toBeVisible();
  await expect(page.getByText('Payments are not configured')).toBeHidden();
  expect(await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts)).toEqual([]);
});

test('the revenue-split calculator computes the spec examples and any amount typed', async ({ page }) => {
  await open(page, '/revenue-split');
  const table = page.getByRole('region', { name: 'What you keep on each plan' });
  const row = (amount: number) => table.locator(`tr[data-amount="${amount}"]`).first();
  const expected: Record<number, string[]> = {
    100: ['$80.00', '$90.00', '$92.00', '$95.00'],
    500: ['$400.00', '$450.00', '$460.00', '$475.00'],
    1000: ['$800.00', '$900.00', '$920.00', '$950.00'],
    5000: ['$4,000.00', '$4,500.00', '$4,600.00', '$4,750.00'],
  };
  for (const [amount, keeps] of Object.entries(expected)) {
    const cells = row(Number(amount)).locator('td');
    for (let i = 0; i < 4; i++) await expect(cells.nth(i)).toContainText(keeps[i]!);
  }
  const input = page.getByLabel('Your monthly earnings from stores (USD)');
  await input.fill('2,500');
  await expect(row(2500)).toContainText('Your amount');
  await expect(row(2500).locator('td')).toHaveText([/\$2,000\.00/, /\$2,250\.00/, /\$2,300\.00/, /\$2,375\.00/]);
  await input.fill('12.345');
  await expect(page.getByText('Enter an amount in dollars')).toBeVisible();
  await expect(input).toHaveAttribute('aria-invalid', 'true');
});

test('the contact form checks its fields, stores the message and mails support, and confirms with a reference', async ({ page }) => {
  await open(page, '/contact-support');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('First name is required')).toBeVisible();
  await expect(page.getByLabel('First name')).toBeFocused();

  const body = `My royalties for March are missing ${Date.now()}`;
  await page.getByLabel('First name').fill('Ravi');
  await page.getByLabel('Last name').fill('Menon');
  await page.getByLabel('Email', { exact: true }).fill('ravi.menon@example.com');
  await page.getByLabel('Category').selectOption({ label: 'Royalties and payouts' });
  await page.getByLabel('Message', { exact: true }).fill(body);
  await page.getByRole('button', { name: 'Send Message' }).click();
  const confirmation = page.getByRole('status').filter({ hasText: 'Your message has been sent' });
  await expect(confirmation).toBeVisible();
  const reference = (await confirmation.locator('strong').textContent())!;
  expect(reference).toMatch(/^[0-9A-F]{8}$/);

  // Mailed to support (the outbox holds the .eml files when no SMTP server is set).
  const outbox = path.join(E2E_DATA_DIR, 'outbox');
  await expect
    .poll(
      () =>
        // the folder is made with the first mail
        (fs.existsSync(outbox) ? fs.readdirSync(outbox) : [])
          .map((f) => fs.readFileSync(path.join(outbox, f), 'utf8'))
          .find((m) => m.includes(`[${reference}]`)),
      { message: 'mailed by its job', timeout: 15_000 },
    )
    .toBeTruthy();
  const mail = fs
    .readdirSync(outbox)
    .map((f) => fs.readFileSync(path.join(outbox, f), 'utf8'))
    .find((m) => m.includes(`[${reference}]`))!;
  expect(mail).toContain('To: support@tunelane.local');
  expect(mail).toContain('Reply-To: ravi.menon@example.com');
  expect(mail).toContain(body);
});

test('help search finds articles and says when nothing matches', async ({ page }) => {
  await open(page, '/help-centre');
  const search = page.getByRole('searchbox', { name: 'Search help articles' });
  await search.fill('payout');
  const results = page.getByRole('list', { name: 'Search results' });
  await expect(results.getByText('When do I get paid?')).toBeVisible();
  await results.getByText('When do I get paid?').click();
  await expect(results.getByText('Request a payout from the Claim Request page')).toBeVisible();
  await search.fill('cover art size');
  await expect(results.getByText('Cover art guidelines')).toBeVisible();
  await search.fill('zebra crossing');
  await expect(page.getByText('No articles match “zebra crossing”')).toBeVisible();
});

test('phones: no sideways scrolling at 360 px, and the header links are in a menu', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  for (const p of PAGES) {
    await page.goto(p.path);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, p.path).toBeLessThanOrEqual(0);
  }
  await open(page, '/');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await menu.getByRole('link', { name: 'Pricing' }).click();
  await expect(page).toHaveURL('/pricing');
  await expect(menu).toBeHidden();
});

test('a signed-in visitor sees the dashboard link on public pages, and the chat widget gets their details', async ({ page }) => {
  const email = await signedInArtist(page, 'Chat Person');
  // Pretend a chat provider is configured: add it to the settings the server embedded.
  await page.route('**/pricing', async (route) => {
    const res = await route.fetch();
    const html = (await res.text()).replace(/"chat":null/, '"chat":{"src":"https://chat.example.test/widget.js","widgetId":"w-1"}');
    const headers = { ...res.headers() };
    delete headers['content-security-policy']; // the fake origin is not in the server's policy
    delete headers['content-encoding'];
    delete headers['content-length'];
    await route.fulfill({ status: res.status(), headers, body: html });
  });
  await page.route('https://chat.example.test/widget.js', (route) =>
    route.fulfill({ contentType: 'text/javascript', body: 'window.__chatLoadedWith = JSON.stringify(window.TunelaneChat);' }),
  );
  await page.goto('/pricing');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Dashboard' })).toBeVisible();
  await expect.poll(() => page.evaluate(() => (window as unknown as { __chatLoadedWith?: string }).__chatLoadedWith)).toBeTruthy();
  const chat = JSON.parse((await page.evaluate(() => (window as unknown as { __chatLoadedWith: string }).__chatLoadedWith)) as string);
  expect(chat).toMatchObject({ widgetId: 'w-1', user: { email, name: 'Chat Person', planType: 'free' } });
  expect(chat.user.id).toMatch(/^[0-9a-f-]{36}$/);
  await expect(page.locator('#tunelane-chat-widget')).toHaveAttribute('data-user-email', email);
});

test('without a configured chat provider no chat script is added', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await page.waitForLoadState('networkidle');
  await expect(page.locator('#tunelane-chat-widget')).toHaveCount(0);
});
