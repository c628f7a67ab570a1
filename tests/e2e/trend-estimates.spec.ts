// Estimates apart from statements: the admin uploads a daily trend report (counts without money)
// in the console, which reads it as estimates, and confirms it; the artist's analytics show its
// 300 streams as estimated (the badge, the chart's estimated bars and legend, the footnote saying
// the monthly statement replaces them), apart from the reported total (0) and with no revenue, and
// so does the console's analytics.
// Then the monthly statement of the same store and days is imported: the reported figures are the
// statement's, and the estimates, their label and their bars are gone. At 1280 px and on a 360 px phone.
import { expect, test, type Browser, type BrowserContextOptions } from '@playwright/test';
import { daysAgo, distributedRelease, importReport, PHONE, REPORT_HEADER, stat } from './support/money.ts';
import { signedInAdmin, signedInArtist } from './support/users.ts';
import { shot } from './support/shot.ts';

test.describe.configure({ timeout: 150_000 });

async function journey(browser: Browser, device: BrowserContextOptions, name: string) {
  const stamp = `${Date.now()}`;
  const isrc = `USTR${name === 'desktop' ? 'D' : 'M'}26${stamp.slice(-5)}`;
  const upc = `08${stamp.slice(-10)}`;
  const days = [daysAgo(5), daysAgo(4), daysAgo(3)];
  // a statement retires its store's estimates for every artist: a store no other journey reports
  const store = name === 'desktop' ? 'Audiomack' : 'Boomplay';
  const page = await (await browser.newContext(device)).newPage();
  const email = await signedInArtist(page, 'Trend Artist');
  await distributedRelease(email, `Trending ${stamp}`, upc, isrc);

  // The admin uploads the trend report in the console: read as estimates, then confirmed.
  const admin = await signedInAdmin(browser, device);
  await admin.goto('/admin/revenue');
  await admin.getByRole('button', { name: 'Import sales report' }).click();
  const dialog = admin.getByRole('dialog');
  const trend = `date,store,country,isrc,upc,quantity\n${days.map((d) => `${d},${store},US,${isrc},,100`).join('\n')}\n`;
  await dialog
    .getByLabel('Report file')
    .setInputFiles({ name: `e2e-trend-${stamp}.csv`, mimeType: 'text/csv', buffer: Buffer.from(trend) });
  await expect(dialog.getByText('Detect: a file without amounts is a trend report')).toBeVisible();
  await shot(admin, `trend-upload-${name}`);
  await dialog.getByRole('button', { name: 'Upload and preview' }).click();
  await expect(dialog.locator('[data-count="Matched"]')).toContainText('3');
  await expect(dialog.locator('[data-kind="estimate"]')).toBeVisible();
  await expect(dialog.locator('[data-alert="estimates"]')).toContainText('never booked');
  await shot(admin, `trend-preview-${name}`);
  await dialog.getByRole('button', { name: 'Confirm import' }).click();
  await expect(dialog).toBeHidden();

  // The artist sees the estimated streams, labelled as estimates, apart from the reported ones.
  await page.goto('/dashboard/analytics');
  const estimates = page.getByTestId('estimates');
  await expect(estimates).toBeVisible();
  await expect(estimates.getByTestId('estimated-total')).toHaveText('300');
  await expect(estimates.locator('[data-estimated]').first()).toContainText('Estimated');
  await expect(estimates.getByRole('list', { name: 'Estimated streams by store' })).toContainText(store);
  await expect(page.getByTestId('estimates-note')).toContainText('monthly statement replaces them');
  await expect(stat(page, 'Total Streams')).toContainText('0');
  await expect(stat(page, 'Total Streams')).toContainText('+ 300 estimated');
  await expect(stat(page, 'Total Revenue')).toContainText('$0.00');
  await expect(page.locator('rect[data-estimated]')).toHaveCount(3);
  await expect(page.locator('[data-legend="estimated"]')).toBeVisible();
  await shot(page, `analytics-estimates-${name}`);

  // The console's analytics show them apart too.
  await admin.goto('/admin/analytics');
  await expect(admin.getByTestId('estimates')).toContainText(store);
  await expect(admin.getByTestId('estimates-note')).toContainText('confirmed statement replaces its estimates');
  await shot(admin, `admin-analytics-estimates-${name}`);

  // The monthly statement of the same store and days replaces them.
  await importReport(
    admin,
    `e2e-month-${stamp}.csv`,
    `${REPORT_HEADER}\nE2E Monthly,TREND-MONTH-${stamp},1,${daysAgo(10).slice(0, 7)},${daysAgo(10)},${daysAgo(1)},${store},stream,US,${isrc},,Trending,Trend Artist,280,2.80,USD\n`,
  );
  await page.reload();
  await expect(stat(page, 'Total Streams')).toContainText('280');
  await expect(stat(page, 'Total Streams')).not.toContainText('estimated');
  await expect(page.getByTestId('estimates')).toHaveCount(0);
  await expect(page.locator('rect[data-estimated]')).toHaveCount(0);
  await expect(page.locator('[data-legend="estimated"]')).toHaveCount(0);
  await shot(page, `analytics-replaced-${name}`);
  await admin.reload();
  await expect(admin.getByTestId('estimates')).toHaveCount(0);
}

test('a trend report shows as estimated streams on the artist’s analytics until the monthly statement replaces them, at 1280 px', async ({
  browser,
}) => {
  await journey(browser, { viewport: { width: 1280, height: 900 } }, 'desktop');
});

test('the same on a 360 px phone', async ({ browser }) => {
  await journey(browser, PHONE, 'phone');
});
