// A monthly sales report reads as a period, not a one-day spike: the admin imports a line reported
// for 26 days (2,600 streams, $26.00, 100 streams and $0.80 of the artist's share a day); the
// artist's last 7 days hold its last 6 days (600 streams, $4.80) on analytics and revenue, the
// chart and totals name the period and the peak names the period, not a day; the console's
// analytics names it too and says how far reports reach. At 1280 px and on a 360 px phone.
import { expect, test, type Browser, type BrowserContextOptions } from '@playwright/test';
import { ADMIN } from '../../playwright.config.ts';
import { sql } from './support/db.ts';
import { signIn, signedInArtist } from './support/users.ts';
import { daysAgo, REPORT_HEADER, stat } from './support/money.ts';
import { shot } from './support/shot.ts';

/** "Nov 1 – Nov 26, 2026" as the screens write a period (formatDays). */
const formatDays = (from: string, to: string) => {
  const f = (d: string, year: boolean) =>
    new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', ...(year ? { year: 'numeric' } : {}), timeZone: 'UTC' }).format(
      new Date(`${d}T00:00:00Z`),
    );
  return `${f(from, from.slice(0, 4) !== to.slice(0, 4))} – ${f(to, true)}`;
};

test.describe.configure({ timeout: 150_000 });

async function journey(browser: Browser, device: BrowserContextOptions, name: string) {
  const stamp = `${Date.now()}`;
  const isrc = `USRP${name === 'desktop' ? 'D' : 'M'}26${stamp.slice(-5)}`;
  const [first, last] = [daysAgo(26), daysAgo(1)];
  const period = formatDays(first, last);
  const page = await (await browser.newContext(device)).newPage();
  const email = await signedInArtist(page, 'Period Artist');
  const [release] = await sql<{ id: string }>(
    `insert into music_releases (user_id, title, artist_name, status, audio_url, release_date)
     select id, $2, 'Period Artist', 'distributed', 'https://drive.google.com/file/d/e2e/view', current_date - 90 from users where email = $1
     returning id`,
    [email, `Month Long ${stamp}`],
  );
  await sql(
    `insert into release_tracks (release_id, position, title, audio_url, isrc) values ($1, 1, 'Month Long', 'https://drive.google.com/file/d/e2e/view', $2)`,
    [release!.id, isrc],
  );

  // The admin imports the monthly report through the console.
  const admin = await (await browser.newContext(device)).newPage();
  await signIn(admin, ADMIN.email, ADMIN.password);
  await expect(admin).not.toHaveURL(/\/auth/);
  await admin.goto('/admin/revenue');
  await admin.getByRole('button', { name: 'Import sales report' }).click();
  const dialog = admin.getByRole('dialog');
  const report = `${REPORT_HEADER}\nE2E Monthly,MONTH-${stamp},1,${first.slice(0, 7)},${first},${last},Spotify,stream,US,${isrc},,Month Long,Period Artist,2600,26.00,USD\n`;
  await dialog
    .getByLabel('Report file')
    .setInputFiles({ name: `e2e-month-${stamp}.csv`, mimeType: 'text/csv', buffer: Buffer.from(report) });
  await dialog.getByRole('button', { name: 'Upload and preview' }).click();
  await expect(dialog.locator('[data-count="Matched"]')).toContainText('1');
  await dialog.getByRole('button', { name: 'Confirm import' }).click();
  await expect(dialog).toBeHidden();

  // The artist's last 7 days: the period's last 6 days, not 0, and no spike on its first day.
  await page.goto('/dashboard/analytics');
  await expect(stat(page, 'Total Streams')).toContainText('2,600');
  await page.getByRole('radio', { name: 'Last 7 days' }).click();
  await expect(stat(page, 'Total Streams')).toContainText('600');
  await expect(stat(page, 'Total Revenue')).toContainText('$4.80');
  const note = page.getByTestId('reported-periods');
  await expect(note).toContainText(`Reported for ${period}: its streams and earnings are spread evenly over its days`);
  await expect(note).toContainText('6 of its 26 days are in this range');
  await expect(page.getByText(`Peak 100 streams a day, reported for ${period}`)).toBeVisible();
  await expect(page.getByText(/Peak [\d,]+ streams on/)).toHaveCount(0);
  await expect(page.locator(`[data-period="${first}/${last}"]`)).toHaveCount(1);
  await shot(page, `analytics-${name}`);

  await page.goto('/dashboard/revenue');
  await page.getByRole('radio', { name: 'Last 7 days' }).click();
  await expect(stat(page, 'Total Earned')).toContainText('$4.80');
  await expect(page.getByTestId('reported-periods')).toContainText(`Reported for ${period}`);
  await shot(page, `revenue-${name}`);

  // The console's analytics names the period and how far reports reach.
  await admin.goto('/admin/analytics');
  await admin.getByRole('radio', { name: 'Last 7 days' }).click();
  await expect(admin.getByText(/reported through [A-Z][a-z]{2} \d{1,2}, \d{4}/)).toBeVisible();
  await expect(admin.getByTestId('reported-periods')).toContainText(`Reported for ${period}`);
  await shot(admin, `admin-analytics-${name}`);
}

test('a monthly report is shown as its period on the artist’s analytics and revenue and the console’s analytics, at 1280 px', async ({
  browser,
}) => {
  await journey(browser, { viewport: { width: 1280, height: 900 } }, 'desktop');
});

test('the same on a 360 px phone', async ({ browser }) => {
  await journey(browser, { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true }, 'phone');
});
