// What an artist tripped over, each at the width where it failed: the phone menu's Sign Out out of
// reach, screens scrolling sideways at 360 px (every dashboard and admin route, with an artist's
// data), the dashboard's 404 page and /signout, the auth screen's Google button and sign-up
// links, unsaved forms left without asking, and the smaller layout defects.
import { expect, test, type Page } from '@playwright/test';
import { ADMIN } from '../../playwright.config.ts';
import { signIn, signedInArtist } from './support/users.ts';
import { sql } from './support/db.ts';
import { choose } from './support/select.ts';

/**
 * An artist with a full account, as the demo artists have: a release in every status (long titles,
 * tracks, streams and earnings, 30 days of sales on the distributed one, an admin's notes on the
 * rejected one) and a support ticket with a conversation. Returns the artist's email.
 */
async function artistWithReleases(page: Page): Promise<string> {
  const email = await signedInArtist(page, 'Asha Rao Featuring The Lowland Echo Orchestra');
  const [user] = await sql<{ id: string }>('select id from users where email = $1', [email]);
  const releases = [
    { title: 'Monsoon Letters From The Old Terrace (Deluxe Anniversary Edition)', type: 'album', status: 'distributed', streams: 145733 },
    { title: 'City of Lights', type: 'single', status: 'approved', streams: 0 },
    { title: 'Saffron Skies', type: 'ep', status: 'pending', streams: 0 },
    { title: 'Fault Lines', type: 'single', status: 'rejected', streams: 0 },
    { title: 'Untitled Sketch', type: 'single', status: 'draft', streams: 0 },
  ];
  for (const [i, r] of releases.entries()) {
    const [row] = await sql<{ id: string }>(
      `insert into music_releases (user_id, title, artist_name, genre, release_type, status, audio_url, release_date,
         streams_count, revenue_earned, admin_notes, created_at)
       values ($1, $2, 'Asha Rao Featuring The Lowland Echo Orchestra', 'Electronic', $3, $4, 'https://drive.google.com/file/d/e2e/view',
         current_date - 20, $5, $6, $7, now() - make_interval(days => $8)) returning id`,
      [
        user!.id,
        r.title,
        r.type,
        r.status,
        r.streams,
        (r.streams * 0.0045).toFixed(2),
        r.status === 'rejected' ? 'The cover art contains a website address. Please upload artwork without URLs.' : null,
        40 - i,
      ],
    );
    await sql(
      `insert into release_tracks (release_id, position, title, audio_url)
       select $1, n, $2 || ' ' || n, 'https://drive.google.com/file/d/e2e/view' from generate_series(1, $3::int) n`,
      [row!.id, r.title, r.type === 'single' ? 1 : 3],
    );
    if (r.streams)
      await sql(
        `insert into release_analytics (release_id, user_id, platform, country, streams_count, revenue, net_revenue, date)
         select $1, $2, p, c, 1600, 7.2, 6.48, current_date - d
         from generate_series(1, 30) d, unnest(array['Spotify', 'Apple Music', 'YouTube Music']) p, unnest(array['IN', 'US']) c`,
        [row!.id, user!.id],
      );
  }
  const [ticket] = await sql<{ id: string }>(
    `insert into support_tickets (user_id, subject, message, category, priority, status, admin_response)
     values ($1, 'My royalties for the Monsoon Letters deluxe edition have not arrived yet', $2, 'royalties', 'high', 'in_progress',
       'We are looking into it with the store.') returning id`,
    [user!.id, 'The statement for last month shows streams but no earnings. '.repeat(4)],
  );
  await sql(
    `insert into support_ticket_replies (ticket_id, author_id, from_role, message) values
       ($1, null, 'support', 'We are looking into it with the store.'), ($1, $2, 'artist', 'Thank you, I will wait.')`,
    [ticket!.id, user!.id],
  );
  return email;
}

async function signInAs(page: Page, email: string, password: string) {
  await signIn(page, email, password);
  await expect(page).toHaveURL(/\/(dashboard|admin)/); // an admin lands on the console
}

/** The page's width beyond the viewport, after the screen has settled. */
async function sidewaysOverflow(page: Page): Promise<number> {
  await page.waitForLoadState('networkidle');
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

async function shot(page: Page, name: string) {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
}

test.describe('the phone dashboard menu', () => {
  for (const viewport of [
    { width: 360, height: 640 },
    { width: 375, height: 667 },
    { width: 390, height: 844 },
    { width: 640, height: 360 }, // a phone on its side: the links alone are taller than the screen
  ]) {
    test(`scrolls, and Sign Out is reachable at ${viewport.width} x ${viewport.height}`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await signedInArtist(page, 'Menu Artist');
      await page.getByRole('button', { name: 'Toggle sidebar' }).click();
      const menu = page.getByRole('dialog', { name: 'Dashboard menu' });
      await expect(menu).toBeVisible();
      const signOut = menu.getByRole('button', { name: 'Sign Out' });
      if (viewport.height === 360) {
        const nav = menu.getByRole('navigation', { name: 'Dashboard' });
        const scrollable = await nav.evaluate(
          (el) => el.scrollHeight > el.clientHeight || el.closest('[role=dialog]')!.scrollHeight > innerHeight,
        );
        expect(scrollable, 'the menu scrolls').toBe(true);
        await menu.getByRole('link', { name: 'Settings' }).scrollIntoViewIfNeeded();
        await expect(menu.getByRole('link', { name: 'Settings' })).toBeInViewport();
      }
      await signOut.scrollIntoViewIfNeeded();
      const box = await signOut.boundingBox();
      expect(box, 'Sign Out has a box').not.toBeNull();
      expect(box!.y).toBeGreaterThanOrEqual(0);
      expect(box!.y + box!.height).toBeLessThanOrEqual(viewport.height);
      if (viewport.height === 640) await shot(page, 'menu-360x640');
      await signOut.click();
      await expect(page).toHaveURL(/\/$/);
    });
  }
});

test.describe('at 360 px nothing scrolls sideways', () => {
  test.use({ viewport: { width: 360, height: 740 } });
  test('every dashboard route of an artist with releases', async ({ page }) => {
    await artistWithReleases(page);
    const releases = (await (await page.request.get('/api/releases')).json()) as { items: { id: string }[] };
    const id = releases.items[0]!.id;
    const routes = [
      '/dashboard',
      '/dashboard/create-release',
      '/dashboard/my-releases',
      `/dashboard/releases/${id}`,
      `/dashboard/releases/${id}/edit`,
      '/dashboard/analytics',
      '/dashboard/revenue',
      '/dashboard/claim-request',
      '/dashboard/support',
      '/dashboard/pricing',
      '/dashboard/billing',
      '/dashboard/settings',
      '/dashboard/no-such-screen',
    ];
    const wide: string[] = [];
    for (const route of routes) {
      await page.goto(route);
      await expect(page.locator('main h1').first()).toBeVisible();
      const over = await sidewaysOverflow(page);
      await shot(page, `360${route.replaceAll('/', '_')}`);
      if (over > 0) wide.push(`${route} (+${over} px)`);
    }
    expect(wide, 'routes wider than the screen').toEqual([]);
  });

  test("every admin route, with artists' data", async ({ page }) => {
    await signInAs(page, ADMIN.email, ADMIN.password);
    const routes = [
      '/admin',
      '/admin/users',
      '/admin/releases',
      '/admin/analytics',
      '/admin/revenue',
      '/admin/support',
      '/admin/settings',
      '/admin/audit',
    ];
    const wide: string[] = [];
    for (const route of routes) {
      await page.goto(route);
      await expect(page.locator('main h1, main h2').first()).toBeVisible();
      const over = await sidewaysOverflow(page);
      await shot(page, `360${route.replaceAll('/', '_')}`);
      if (over > 0) wide.push(`${route} (+${over} px)`);
    }
    expect(wide, 'routes wider than the screen').toEqual([]);
  });
});

test.describe('inside the dashboard', () => {
  test('the 404 page leads back to the dashboard (and the console to its overview)', async ({ page }) => {
    await signedInArtist(page);
    await page.goto('/dashboard/no-such-screen');
    await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
    await expect(page).toHaveTitle('Page not found · Tunelane');
    await expect(page.getByRole('link', { name: 'Return to Home' })).toHaveCount(0);
    await page.getByRole('link', { name: 'Back to Dashboard' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { name: /^Welcome/ })).toBeVisible();
  });

  test('/signout visited while signed in signs the session out', async ({ page }) => {
    await signedInArtist(page);
    await page.goto('/signout');
    await expect(page.getByText('You have been signed out.')).toBeVisible();
    expect(await (await page.request.get('/api/auth/get-session')).json()).toBeNull();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Get Started' })).toBeVisible();
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/auth\?redirect=%2Fdashboard$/);
  });

  test('each screen names itself in the title; the collapsed sidebar keeps the logo', async ({ page }) => {
    await signedInArtist(page);
    await expect(page).toHaveTitle('Dashboard · Tunelane');
    const sidebar = page.getByRole('complementary');
    for (const [link, title] of [
      ['Create Release', 'Create Release'],
      ['My Releases', 'My Releases'],
      ['Support', 'Support'],
      ['Billing', 'Billing'],
      ['Settings', 'Account settings'],
    ]) {
      await sidebar.getByRole('link', { name: link, exact: true }).click();
      await expect(page).toHaveTitle(`${title} · Tunelane`);
    }
    await page.keyboard.press('Control+b');
    await expect(sidebar).toHaveAttribute('data-state', 'collapsed');
    const logo = sidebar.getByRole('link', { name: 'Tunelane home' });
    await expect(logo).toBeVisible();
    expect((await logo.boundingBox())!.width).toBeLessThanOrEqual(48);
    await shot(page, 'collapsed-sidebar-1280');
    await page.keyboard.press('Control+b');
  });
});

test.describe('the auth screen', () => {
  test('no Google button when Google sign-in is not configured', async ({ page }) => {
    await page.goto('/auth');
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
    await expect(page.getByRole('button', { name: /Google/ })).toHaveCount(0);
    await expect(page.getByText(/not configured/)).toHaveCount(0);
    await shot(page, 'auth-1280');
  });

  test('the header and service-page Get Started open the sign-up side', async ({ page }) => {
    await page.goto('/features');
    await page.getByRole('banner').getByRole('link', { name: 'Get Started' }).click();
    await expect(page).toHaveURL(/\/auth\?mode=signup$/);
    await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
    await expect(page.getByLabel('Full Name')).toBeVisible();

    await page.goto('/artist-services');
    await page.getByRole('main').getByRole('link', { name: 'Get Started' }).first().click();
    await expect(page).toHaveURL(/\/auth\?mode=signup$/);
    await expect(page.getByLabel('Full Name')).toBeVisible();
  });
});

test.describe('leaving a form with unsaved changes asks first', () => {
  const dismissNext = (page: Page) =>
    new Promise<string>((resolve) =>
      page.once('dialog', (d) => {
        resolve(d.message());
        void d.dismiss();
      }),
    );

  test('a sidebar link, Cancel, Back to Dashboard and the browser Back; a clean form asks nothing', async ({ page }) => {
    await signedInArtist(page);
    // nothing typed: leaving asks nothing
    let asked = 0;
    const count = () => asked++;
    page.on('dialog', count);
    await page.getByRole('complementary').getByRole('link', { name: 'Create Release' }).click();
    await page.getByRole('complementary').getByRole('link', { name: 'My Releases' }).click();
    await expect(page).toHaveURL(/\/my-releases$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/create-release$/);
    expect(asked).toBe(0);
    page.off('dialog', count);

    const title = page.getByLabel('Title');
    await title.fill('Half-typed Title');
    const message = 'You have unsaved changes. Leave this page and lose them?';

    let dialog = dismissNext(page);
    await page.getByRole('complementary').getByRole('link', { name: 'My Releases' }).click();
    expect(await dialog).toBe(message);
    await expect(page).toHaveURL(/\/create-release$/);

    dialog = dismissNext(page);
    await page.getByRole('button', { name: 'Cancel' }).click();
    expect(await dialog).toBe(message);
    await expect(page).toHaveURL(/\/create-release$/);

    dialog = dismissNext(page);
    await page.getByRole('link', { name: 'Back to Dashboard' }).click();
    expect(await dialog).toBe(message);
    await expect(page).toHaveURL(/\/create-release$/);

    dialog = dismissNext(page);
    await page.evaluate(() => history.back());
    expect(await dialog).toBe(message);
    await page.waitForTimeout(300); // the step back to the form, if any, has landed
    await expect(page).toHaveURL(/\/create-release$/);
    await expect(title).toHaveValue('Half-typed Title');

    // agreeing leaves
    page.once('dialog', (d) => void d.accept());
    await page.getByRole('complementary').getByRole('link', { name: 'My Releases' }).click();
    await expect(page).toHaveURL(/\/my-releases$/);
    await expect(page.getByRole('heading', { name: 'My Releases', level: 1 })).toBeVisible();
  });

  test('closing the tab asks the browser to confirm', async ({ page }) => {
    await signedInArtist(page);
    await page.goto('/dashboard/create-release');
    await page.getByLabel('Title').fill('Unsaved');
    const dialog = page.waitForEvent('dialog');
    await page.close({ runBeforeUnload: true });
    const d = await dialog;
    expect(d.type()).toBe('beforeunload');
    await d.dismiss();
    expect(page.isClosed()).toBe(false);
  });
});

test.describe('the chat bubble', () => {
  test('is promised on /contact-support only when a chat widget is configured', async ({ page }) => {
    await page.goto('/contact-support');
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    await expect(page.getByRole('heading', { name: 'Email', exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Live chat' })).toHaveCount(0);
    await expect(page.getByText(/chat bubble/)).toHaveCount(0);
    await shot(page, 'contact-support-no-chat-1280');

    // A chat provider configured: the settings the server embeds name it.
    await page.route('**/contact-support', async (route) => {
      const res = await route.fetch();
      const html = (await res.text()).replace(/"chat":null/, '"chat":{"src":"https://chat.example.test/widget.js","widgetId":"w-1"}');
      const headers = { ...res.headers() };
      delete headers['content-encoding'];
      delete headers['content-length'];
      await route.fulfill({ status: res.status(), headers, body: html });
    });
    await page.route('https://chat.example.test/widget.js', (route) => route.fulfill({ contentType: 'text/javascript', body: '' }));
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Live chat' })).toBeVisible();
    await expect(page.getByText(/Open the chat bubble/)).toBeVisible();
  });
});

test.describe('release cards and dates', () => {
  for (const width of [1280, 360]) {
    test(`cards line up and the Draft badge is solid at ${width} px; release dates read like every other date`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await artistWithReleases(page);
      await page.goto('/dashboard/my-releases');
      const cards = page.getByTestId('release-card');
      await expect(cards).toHaveCount(5);
      // the Draft badge has a filled background like the others
      const draft = cards.filter({ hasText: 'Untitled Sketch' }).getByText('Draft', { exact: true });
      const bg = await draft.evaluate((el) => getComputedStyle(el).backgroundColor);
      expect(bg).not.toMatch(/rgba\(0, 0, 0, 0\)|transparent/);
      if (width === 1280) {
        // cards of one row are equally tall, and their View buttons sit on one line
        const boxes = await cards.evaluateAll((els) =>
          els.map((el) => {
            const r = el.getBoundingClientRect();
            const view = el.querySelector('a[aria-label^="View"]')!.getBoundingClientRect();
            return { top: Math.round(r.top), height: Math.round(r.height), viewBottom: Math.round(view.bottom) };
          }),
        );
        const firstRow = boxes.filter((b) => b.top === boxes[0]!.top);
        expect(firstRow.length).toBeGreaterThan(1);
        expect(new Set(firstRow.map((b) => b.height)).size).toBe(1);
        expect(new Set(firstRow.map((b) => b.viewBottom)).size).toBe(1);
      }
      await shot(page, `my-releases-${width}`);

      await cards.filter({ hasText: 'Untitled Sketch' }).getByRole('link', { name: /^View/ }).click();
      const details = page.locator('dl').filter({ hasText: 'Release Date' });
      const releaseDate = details.locator('div').filter({ hasText: 'Release Date' }).locator('dd');
      await expect(releaseDate).toHaveText(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/);
      await expect(page.getByText(/The release date [A-Z][a-z]+ \d{1,2}, \d{4} has passed\./)).toBeVisible();
      await shot(page, `release-${width}`);
    });
  }
});

test("My Releases' search and status filter live in the address", async ({ page }) => {
  await signedInArtist(page);
  await page.goto('/dashboard/my-releases');
  await page.getByRole('searchbox', { name: 'Search releases' }).fill('night');
  await expect(page).toHaveURL(/\/dashboard\/my-releases\?q=night$/);
  await page.reload();
  await expect(page.getByRole('searchbox', { name: 'Search releases' })).toHaveValue('night');
  await expect(page.getByRole('heading', { name: 'No releases match' })).toBeVisible();
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page).toHaveURL(/\/dashboard\/my-releases$/);
  await page.goto('/dashboard/my-releases?status=draft');
  await expect(page.getByRole('combobox', { name: 'Filter by status' })).toHaveText('Draft');
});

test.describe('tables wider than a phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  for (const [route, region] of [
    ['/pricing', 'Plan comparison'],
    ['/revenue-split', 'What you keep on each plan'],
    ['/revenue-split', 'Tunelane compared with other ways to release music'],
  ] as const) {
    test(`${region} (${route}) says it scrolls, keeps its first column and never widens the page`, async ({ page }) => {
      await page.goto(route);
      const table = page.getByRole('region', { name: region });
      await table.scrollIntoViewIfNeeded();
      const frame = table.locator('..');
      await expect(frame.getByText(/^Scroll the table sideways/)).toBeVisible();
      const [scrollWidth, clientWidth] = await table.evaluate((el) => [el.scrollWidth, el.clientWidth]);
      expect(scrollWidth).toBeGreaterThan(clientWidth);
      // the row labels stay in view when the table is scrolled to its last column
      await table.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
      const label = table.locator('tbody tr').first().locator('> :first-child');
      await expect(label).toBeInViewport();
      expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
      await shot(page, `table${route.replace('/', '-')}-${region.slice(0, 12).replaceAll(' ', '-')}-360`);
    });
  }

  test('at 1280 px the tables fit and say nothing about scrolling', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/pricing');
    await expect(page.getByRole('region', { name: 'Plan comparison' })).toBeVisible();
    await expect(page.getByText(/^Scroll the table sideways/)).toBeHidden();
  });
});

test("an EP's track uploads say once what they accept", async ({ page }) => {
  await signedInArtist(page);
  await page.goto('/dashboard/create-release');
  await choose(page, 'Release Type', 'EP');
  await page.getByRole('button', { name: 'Add Track' }).click();
  await expect(page.getByRole('button', { name: 'Upload audio for track 2' }).first()).toBeVisible();
  await expect(page.getByText(/WAV, FLAC or MP3/)).toHaveCount(1);
  await expect(page.getByText(/square, at least 3000 x 3000/)).toHaveCount(1);
});

test('help-centre topics and videos do not pose as links or players; the stores count is plain text', async ({ page }) => {
  await page.goto('/help-centre');
  const topics = page.locator('#categories');
  await expect(topics.getByRole('heading', { name: 'Getting Started' })).toBeVisible();
  await expect(topics.getByRole('link')).toHaveCount(0);
  const topicCard = topics.locator('li').first();
  expect(await topicCard.evaluate((el) => getComputedStyle(el).boxShadow)).toBe('none');
  const videos = page.locator('#videos li');
  await expect(videos).toHaveCount(4);
  await expect(videos.getByText('Coming soon')).toHaveCount(4);
  await expect(videos.getByRole('link')).toHaveCount(0);
  await expect(videos.getByText(/^\d+:\d{2}$/)).toHaveCount(0);
  await shot(page, 'help-centre-1280');

  // /stores names every store it counts: no "+130 more" standing for stores we do not deliver to
  await page.goto('/stores');
  await expect(page.getByRole('heading', { name: /^And \d+ more$/ })).toBeVisible();
  await expect(page.getByText(/^\+\d+ more$/)).toHaveCount(0);
});

test('two-column rows of the release form line up', async ({ page }) => {
  await signedInArtist(page);
  await page.goto('/dashboard/create-release');
  const top = async (label: string) => (await page.getByRole('textbox', { name: label, exact: true }).boundingBox())!.y;
  // a field with a hint under it beside one without: the inputs still start on one line
  expect(await top('Featuring Artists')).toBe(await top('Writer/Composer'));
  expect(await top('Producer')).toBe(await top('Copyright Holder'));
});
