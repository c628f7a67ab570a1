// Money in from the real world: the admin imports a DSR report in euros, entering its rate to USD
// at upload; the preview names the rate and the total in both currencies; confirmed, the artist
// sees the money in dollars on analytics (€20.00 at 1.1 is $22.00, of which the Free plan's 80 %
// is $17.60), finds the filters locked on the Free plan (they are the Small Label plan's Analytics
// Dashboard), and once on that plan filters by tier (Free: 20 streams, $3.52), and reads the rate on the month's
// statement. At 1280 px and on a 360 px phone.
import { expect, test, type Browser, type BrowserContextOptions } from '@playwright/test';
import { ADMIN } from '../../playwright.config.ts';
import { sql } from './support/db.ts';
import { signIn, signedInArtist } from './support/users.ts';
import { choose } from './support/select.ts';
import { daysAgo, stat } from './support/money.ts';
import { shot } from './support/shot.ts';

/** A DSR in EUR of StreamCo: Premium 80 streams for €16.00, Free 20 streams for €4.00, of one recording. */
function eurReport(messageId: string, isrc: string): string {
  const [start, end] = [daysAgo(10), daysAgo(3)];
  const records = [
    [
      'HEAD',
      'dsrf/1.1.2/1.6/1.0',
      'BasicAudioProfile',
      '1.3',
      messageId,
      `${end}T10:00:00Z`,
      '1',
      '1',
      start,
      end,
      'PADPIDA0000000001',
      'StreamCo',
    ],
    ['SY02.03', 'S1', 'StreamCo', '', 'SubscriptionModel', 'OnDemandStream', 'DE', 'Premium', '80', '1', 'EUR', '16.00'],
    ['SY02.03', 'S2', 'StreamCo', '', 'AdvertisementSupportedModel', 'OnDemandStream', 'DE', 'Free', '20', '1', 'EUR', '4.00'],
    ['RE01', 'B1', 'R1', '', '', '', '', 'Euro Artist', '', 'Euro Song'],
    ['AS02', 'B1', 'A1', '', isrc, 'Euro Song', '', 'Euro Artist'],
    ['SU02', 'B1', 'S1', 'T1', '', 'A1', 'true', '80'],
    ['SU02', 'B1', 'S2', 'T2', '', 'A1', 'true', '20'],
  ];
  return [...records, ['FOOT', String(records.length + 1), '', '2', '1', '']].map((r) => r.join('\t')).join('\n') + '\n';
}

test.describe.configure({ timeout: 150_000 });

async function journey(browser: Browser, device: BrowserContextOptions, name: string) {
  const stamp = `${Date.now()}`;
  const isrc = `USEU${name === 'desktop' ? 'D' : 'M'}26${stamp.slice(-5)}`;
  const page = await (await browser.newContext(device)).newPage();
  const email = await signedInArtist(page, 'Euro Artist');
  const [release] = await sql<{ id: string }>(
    `insert into music_releases (user_id, title, artist_name, status, audio_url, release_date)
     select id, $2, 'Euro Artist', 'distributed', 'https://drive.google.com/file/d/e2e/view', current_date - 90 from users where email = $1
     returning id`,
    [email, `Euro Song ${stamp}`],
  );
  await sql(
    `insert into release_tracks (release_id, position, title, audio_url, isrc) values ($1, 1, 'Euro Song', 'https://drive.google.com/file/d/e2e/view', $2)`,
    [release!.id, isrc],
  );

  // The admin uploads the report with its currency and rate, sees them in the preview and confirms.
  const admin = await (await browser.newContext(device)).newPage();
  await signIn(admin, ADMIN.email, ADMIN.password);
  await expect(admin).not.toHaveURL(/\/auth/);
  await admin.goto('/admin/revenue');
  await admin.getByRole('button', { name: 'Import sales report' }).click();
  const dialog = admin.getByRole('dialog');
  await dialog.getByLabel('Report file').setInputFiles({
    name: `DSR_e2e_StreamCo_${stamp}.tsv`,
    mimeType: 'text/tab-separated-values',
    buffer: Buffer.from(eurReport(`EUR-${stamp}`, isrc)),
  });
  await dialog.getByLabel('Report currency').fill('eur');
  await dialog.getByLabel('Rate to USD').fill('1.1');
  await dialog.getByRole('button', { name: 'Upload and preview' }).click();
  await expect(dialog.locator('[data-count="Matched"]')).toContainText('2');
  const rate = dialog.locator('[data-rate="EUR"]');
  await expect(rate).toContainText('1 EUR = 1.1 USD');
  await expect(rate).toContainText('(entered by the admin)');
  await expect(rate).toContainText('€20.00 = $22.00');
  await expect(dialog.locator('[data-alert="rate-needed"]')).toHaveCount(0);
  await shot(admin, `preview-${name}`);
  await dialog.getByRole('button', { name: 'Confirm import' }).click();
  await expect(dialog).toBeHidden();

  // The artist sees the money in dollars, one store, and the Free tier alone when filtered.
  await page.goto('/dashboard/analytics');
  await expect(stat(page, 'Total Streams')).toContainText('100');
  await expect(stat(page, 'Total Revenue')).toContainText('$17.60');
  // The filters are the Analytics Dashboard: locked on the Free plan, with the way to the plans.
  const locked = page.locator('[data-locked="filters"]');
  await expect(locked).toContainText('Analytics Dashboard is available on the Small Label or Enterprise Label plan.');
  await expect(locked.getByRole('link', { name: 'See plans' })).toHaveAttribute('href', '/dashboard/pricing');
  await expect(page.getByRole('combobox', { name: 'Tier' })).toHaveCount(0);
  await shot(page, `analytics-locked-${name}`);
  await sql(
    `update profiles set plan_type = 'small_label', subscription_status = 'active', subscription_expires_at = now() + interval '1 year'
      where id = (select id from users where email = $1)`,
    [email],
  );
  await page.reload();
  await expect(locked).toHaveCount(0);
  await choose(page, 'Tier', 'Free');
  await expect(stat(page, 'Total Streams')).toContainText('20');
  await expect(stat(page, 'Total Revenue')).toContainText('$3.52');
  await shot(page, `analytics-${name}`);

  // The console's analytics filters by tier too.
  await admin.goto('/admin/analytics');
  await choose(admin, 'Tier', 'Free');
  await expect(admin.getByRole('heading', { name: 'Analytics' })).toBeVisible();
  await shot(admin, `admin-analytics-${name}`);

  // The month's statement names the rate.
  await page.goto(`/dashboard/statements/${daysAgo(10).slice(0, 7)}`);
  const rates = page.getByRole('list', { name: 'Exchange rates' });
  await expect(rates).toContainText('1 EUR = 1.1 USD');
  await expect(rates).toContainText(`entered by the admin, DSR_e2e_StreamCo_${stamp}.tsv`);
  await shot(page, `statement-${name}`);
}

test('a report in euros imported at the rate the admin entered reaches the artist in dollars, at 1280 px', async ({ browser }) => {
  await journey(browser, { viewport: { width: 1280, height: 900 } }, 'desktop');
});

test('the same on a 360 px phone', async ({ browser }) => {
  await journey(browser, { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true }, 'phone');
});
