// Money as people meet it: the admin imports a store's sales report (preview, then confirm); the
// artist's analytics and revenue follow it, and the period selector changes them; the artist asks
// for a payout; the admin approves it and marks it paid (each asked first, the payment's reference
// given); the artist's history follows each step; rolled back, the import takes its figures away
// again. An artist upgraded mid-period sees which plan and share paid which days, each total says
// the time it covers, and the balance is the earnings shown less the claims shown, to the cent.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { formatDate } from '../../src/domain/dates.ts';
import { gs1CheckDigit } from '../../src/domain/identifiers.ts';
import { signedInAdmin, signedInArtist } from './support/users.ts';
import { sql } from './support/db.ts';
import { distributedRelease, importReport, toast } from './support/money.ts';
import { choose } from './support/select.ts';

const daysAgo = (n: number) => {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() - n);
  return d.toISOString().slice(0, 10);
};

/** The fixture with this run's codes and dates: two days ago, and sixty days ago (outside 30 days, inside 90). */
function salesReport(upc: string, isrc: string, stamp: string): string {
  const recent = daysAgo(2);
  const text = fs
    .readFileSync(path.join(import.meta.dirname, 'fixtures', 'sales-report.csv'), 'utf8')
    .replaceAll('{{STATEMENT}}', `E2E-${stamp}`)
    .replaceAll('{{MONTH}}', recent.slice(0, 7))
    .replaceAll('{{RECENT}}', recent)
    .replaceAll('{{OLDER}}', daysAgo(60))
    .replaceAll('{{UPC}}', upc)
    .replaceAll('{{ISRC}}', isrc);
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'tunelane-e2e-')), `e2e-sales-${stamp}.csv`);
  fs.writeFileSync(file, text);
  return file;
}

const stat = (page: Page, label: string) =>
  page
    .getByRole('region', { name: /statistics/i })
    .getByText(label)
    .locator('xpath=..');

test.describe.configure({ timeout: 150_000 });

test('a sales report becomes the artist’s figures and balance; a payout is claimed, approved and paid; rolling the import back is then refused', async ({
  page,
  browser,
}) => {
  const stamp = `${Date.now()}`;
  const upc = `19${stamp.slice(-10)}`;
  const fullUpc = `${upc}${gs1CheckDigit(upc)}`;
  const isrc = `USE2E26${stamp.slice(-5)}`;
  const email = await signedInArtist(page, 'Money Artist');
  await distributedRelease(email, `Tidal Lines ${stamp}`, fullUpc, isrc);

  // A new artist: no sales yet.
  await page.goto('/dashboard/analytics');
  await expect(page.getByText('No streams or sales in this period')).toBeVisible();

  // The admin imports the report: a preview first, then the confirmation.
  const admin = await signedInAdmin(browser);
  await admin.goto('/admin/revenue');
  await admin.getByRole('button', { name: 'Import sales report' }).click();
  const dialog = admin.getByRole('dialog');
  await dialog.getByLabel('Report file').setInputFiles(salesReport(fullUpc, isrc, stamp));
  await dialog.getByRole('button', { name: 'Upload and preview' }).click();
  await expect(dialog.getByText('Check the preview, then confirm the import or discard it.')).toBeVisible();
  await expect(dialog.locator('[data-count="Matched"]')).toContainText('3');
  await expect(dialog.locator('[data-count="Unmatched"]')).toContainText('1');
  await dialog.getByRole('tab', { name: 'Unmatched' }).click();
  await expect(dialog.getByText('Somebody Else')).toBeVisible();
  await dialog.getByRole('button', { name: 'Confirm import' }).click();
  await toast(admin, 'Sales report imported');
  await admin.getByRole('tab', { name: 'Sales Reports' }).click();
  await expect(admin.getByRole('list', { name: 'Sales report imports' }).getByText(`e2e-sales-${stamp}.csv`)).toBeVisible();

  // The artist's analytics: the last 30 days hold the recent rows (free plan: 80 % of 7.00);
  // 90 days take in the older one too (80 % of 15.00).
  await page.reload();
  await expect(stat(page, 'Total Streams')).toContainText('1,500');
  await expect(stat(page, 'Total Revenue')).toContainText('$5.60');
  await expect(page.getByRole('list', { name: 'Platform performance' })).toContainText('Spotify');
  await expect(page.getByRole('list', { name: 'Top 5 releases by streams' })).toContainText(`Tidal Lines ${stamp}`);
  await page.getByRole('radio', { name: 'Last 90 days' }).click();
  await expect(stat(page, 'Total Streams')).toContainText('3,500');
  await expect(stat(page, 'Total Revenue')).toContainText('$12.00');
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Export CSV' }).click();
  const csv = fs.readFileSync((await (await download).path())!, 'utf8');
  expect(csv).toContain('Spotify');
  expect(csv).toContain(`Tidal Lines ${stamp}`);
  await page.getByRole('radio', { name: 'Last 7 days' }).click();
  await expect(stat(page, 'Total Streams')).toContainText('1,500');

  // Revenue and the claim: more than the balance is refused in the spec's words; then $10.00 by PayPal.
  await page.goto('/dashboard/revenue');
  await expect(stat(page, 'Available Balance')).toContainText('$12.00');
  // This month's statement, printable.
  await page.getByRole('link', { name: 'Printable statement' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^Statement for / })).toBeVisible();
  await expect(page.getByRole('cell', { name: `Tidal Lines ${stamp}` }).first()).toBeVisible();
  await page.getByRole('link', { name: 'Back to Revenue' }).click();
  await page.getByRole('link', { name: 'Request Payout' }).first().click();
  await expect(page).toHaveURL(/\/dashboard\/claim-request/);
  // Each refusal in the spec's words, in its order.
  const form = page.getByRole('form', { name: 'Payout request' });
  const submit = page.getByRole('button', { name: 'Submit Request' });
  await submit.click();
  await expect(form.getByText('Invalid amount: Please enter a valid amount')).toBeVisible();
  await page.getByLabel('Amount (USD)').fill('5');
  await submit.click();
  await expect(form.getByText('Minimum payout amount is $10.00')).toBeVisible();
  await page.getByLabel('Amount (USD)').fill('50');
  await submit.click();
  await expect(form.getByText('Insufficient balance: You can only claim up to $12.00')).toBeVisible();
  await page.getByLabel('Amount (USD)').fill('10');
  await submit.click();
  await expect(form.getByText('Payment method required: Please select a payment method.')).toBeVisible();
  await choose(page, 'Payment Method', 'Crypto (USDC on Ethereum)');
  await submit.click();
  await expect(form.getByText('Payment details required: Please fill in all required payment details.')).toBeVisible();
  await page.getByLabel('USDC Wallet Address (Ethereum)').fill('0x1234');
  await submit.click();
  await expect(form.getByText('Please enter a valid Ethereum address for USDC (0x followed by 40 hexadecimal characters).')).toBeVisible();
  await choose(page, 'Payment Method', 'PayPal');
  await page.getByLabel('PayPal Email').fill('money.artist@example.com');
  await page.getByLabel('Amount (USD)').fill('10');
  // No fee set for PayPal: all of it arrives.
  const costs = form.getByRole('region', { name: 'What you will receive' });
  await expect(costs).toContainText('Fee for PayPalNo fee');
  await expect(costs).toContainText('You will receive $10.00');
  await page.getByRole('button', { name: 'Submit Request' }).click();
  await toast(page, "Payout request submitted! We'll review your request and process it within 3-5 business days");
  await expect(page).toHaveURL(/\/dashboard\/revenue$/);
  const history = page.getByRole('list', { name: 'Payout history' });
  await expect(history).toContainText('$10.00');
  await expect(history).toContainText('Fee $0.00 · Net $10.00');
  await expect(history).toContainText('Pending');
  await expect(history).toContainText('mo•••@example.com');
  await expect(stat(page, 'Available Balance')).toContainText('$2.00');

  // The admin finds the claim, sees the details in full, approves it, then marks it paid.
  await admin.getByRole('tab', { name: 'Payout Claims' }).click();
  await admin.getByLabel('Search claims').fill(email);
  await admin.getByRole('button', { name: /Review the claim of Money Artist/ }).click();
  await expect(dialog.getByText('money.artist@example.com')).toBeVisible();
  await dialog.getByLabel('Notes').fill('Sent by PayPal');
  // Each is asked first, naming the artist, the amount and the method; Mark Paid takes the PayPal transaction ID.
  await dialog.getByRole('button', { name: 'Approve' }).click();
  const ask = admin.getByRole('alertdialog');
  await expect(ask).toContainText('Money Artist');
  await expect(ask).toContainText('$10.00');
  await expect(ask).toContainText('PayPal');
  await ask.getByRole('button', { name: 'Approve claim' }).click();
  await toast(admin, 'Claim approved successfully');
  await expect(dialog.getByText('Approved', { exact: true })).toBeVisible();
  await dialog.getByRole('button', { name: 'Mark Paid' }).click();
  await ask.getByLabel('PayPal transaction ID').fill('7MB12345XY6789012');
  await ask.getByRole('button', { name: 'Mark paid' }).click();
  await toast(admin, 'Claim completed successfully');
  await expect(dialog.getByText('Paid', { exact: true })).toBeVisible();

  // The artist's history follows.
  await page.reload();
  await expect(history).toContainText('Paid');
  await expect(history).toContainText('Note: Sent by PayPal');
  await expect(history).toContainText('PayPal transaction ID: 7MB12345XY6789012');
  await expect(stat(page, 'Paid Out')).toContainText('$10.00');
  await expect(stat(page, 'Available Balance')).toContainText('$2.00');

  // On a 360 px phone, with figures in them, the money screens never scroll sideways.
  await page.setViewportSize({ width: 360, height: 780 });
  for (const [url, text] of [
    ['/dashboard/analytics', 'Streams and revenue'],
    ['/dashboard/revenue', 'Payout History'],
    ['/dashboard/claim-request', 'Payout Request'],
  ] as const) {
    await page.goto(url);
    await expect(page.getByText(text, { exact: true })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth), url).toBe(0);
  }

  // The admin tries to roll the import back: refused, as $10.00 of its $12.00 is paid out; the artist's figures stay.
  await admin.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await admin.getByRole('tab', { name: 'Sales Reports' }).click();
  const imports = admin.getByRole('list', { name: 'Sales report imports' });
  await imports
    .getByRole('listitem')
    .filter({ hasText: `e2e-sales-${stamp}.csv` })
    .getByRole('button', { name: 'Roll back' })
    .click();
  await admin.getByRole('alertdialog').getByRole('button', { name: 'Roll back' }).click();
  await toast(
    admin,
    'This import cannot be rolled back: Money Artist has claimed $10.00 in payouts, more than the $0.00 of earnings that would be left.',
  );
  await expect(imports.getByRole('listitem').filter({ hasText: `e2e-sales-${stamp}.csv` })).toContainText('Imported');
  await page.goto('/dashboard/revenue');
  await expect(stat(page, 'Available Balance')).toContainText('$2.00');
  await expect(stat(page, 'Paid Out')).toContainText('$10.00');
});

/** An artist who paid for Individual Artist `days` ago (a year from then), as a checkout leaves it. */
async function upgradedDaysAgo(email: string, stamp: string, days: number): Promise<void> {
  await sql(
    `insert into payment_orders (id, user_id, plan_type, amount, currency, provider, status)
     select $2, id, 'individual_artist', 500, 'USD', 'sandbox', 'paid' from users where email = $1`,
    [email, `order_sbx_e2e_${stamp}`],
  );
  await sql(
    `insert into payments (razorpay_payment_id, order_id, user_id, plan_type, amount, currency, source, period_start, period_end, kind)
     select $2, $3, id, 'individual_artist', 500, 'USD', 'verify', current_date - $4::int, current_date - $4::int + 365, 'new'
       from users where email = $1`,
    [email, `pay_sbx_e2e_${stamp}`, `order_sbx_e2e_${stamp}`, days],
  );
  await sql(
    `update profiles set plan_type = 'individual_artist', subscription_status = 'active', subscription_expires_at = current_date - $2::int + 365
      where id = (select id from users where email = $1)`,
    [email, days],
  );
}

const figure = (page: Page, region: string | RegExp, label: string) =>
  page.getByRole('region', { name: region }).getByText(label, { exact: true }).locator('xpath=..');

test('an artist upgraded mid-period sees which plan and share paid which days; each total names its period and adds up to the cent', async ({
  page,
  browser,
}) => {
  const stamp = `${Date.now()}`;
  const upc = `29${stamp.slice(-10)}`;
  const fullUpc = `${upc}${gs1CheckDigit(upc)}`;
  const isrc = `USE2F26${stamp.slice(-5)}`;
  const email = await signedInArtist(page, 'Share Artist');
  await distributedRelease(email, `Upgrade Days ${stamp}`, fullUpc, isrc);
  await upgradedDaysAgo(email, stamp, 10);

  // Sales on Free (20 days ago: 80 % of 10.00625 is 8.005) and on Individual Artist (5 days ago: 90 % of 10.00 is 9.00).
  const onFree = daysAgo(20);
  const onPaid = daysAgo(5);
  const line = (n: number, day: string, amount: string) =>
    `E2E Distributor,E2E-SHARE-${stamp},${n},${day.slice(0, 7)},${day},${day},Spotify,stream,US,${isrc},,Upgrade Days,Share Artist,1000,${amount},USD,,,,false`;
  const header = fs.readFileSync(path.join(import.meta.dirname, 'fixtures', 'sales-report.csv'), 'utf8').split('\n')[0];
  const admin = await signedInAdmin(browser);
  await importReport(admin, `e2e-share-${stamp}.csv`, [header, line(1, onFree, '10.00625'), line(2, onPaid, '10.00'), ''].join('\n'));
  // A $10.00 payout claimed: 17.005 earned, 7.005 left.
  const claim = await page.request.post('/api/payouts/claims', {
    data: { amount: '10.00', payment_method: 'paypal', payment_details: { paypal_email: 'share.artist@example.com' } },
    headers: { Origin: new URL(page.url()).origin },
  });
  expect(claim.status(), await claim.text()).toBe(201);

  // Revenue: each card says the time it covers; the balance is the earnings shown less the claims shown.
  await page.goto('/dashboard/revenue');
  await expect(stat(page, 'Total Earned')).toContainText('$17.01');
  await expect(stat(page, 'Total Earned')).toContainText('Last 30 days');
  await expect(stat(page, 'Available Balance')).toContainText('$7.01');
  await expect(stat(page, 'Available Balance')).toContainText('All time: $17.01 earned − $10.00 claimed · up to $7.00 can be claimed');
  await expect(stat(page, 'Pending Payouts')).toContainText('All time');
  // Your share: the plan and share of each day's sales, as they were booked.
  const shares = page.getByRole('list', { name: 'Your share by usage dates' });
  await expect(shares.getByRole('listitem')).toHaveText([
    `${formatDate(onFree, 'short')}: Free plan, 80%`,
    `${formatDate(onPaid, 'short')}: Individual Artist plan, 90%`,
  ]);
  await page.getByRole('radio', { name: 'Last 7 days' }).click();
  await expect(stat(page, 'Total Earned')).toContainText('Last 7 days');
  await expect(stat(page, 'Total Earned')).toContainText('$9.00');
  await expect(shares.getByRole('listitem')).toHaveText([`${formatDate(onPaid, 'short')}: Individual Artist plan, 90%`]);

  // The statement of the upgraded days' month says the same for its days.
  await page.goto(`/dashboard/statements/${onPaid.slice(0, 7)}`);
  await expect(page.getByRole('heading', { name: 'Your share' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Your share by usage dates' }).getByRole('listitem')).toHaveText(
    [onFree, onPaid]
      .filter((d) => d.startsWith(onPaid.slice(0, 7)))
      .map((d) => (d === onFree ? `${formatDate(d, 'short')}: Free plan, 80%` : `${formatDate(d, 'short')}: Individual Artist plan, 90%`)),
  );
  await expect(page.getByRole('cell', { name: '90%', exact: true })).toBeVisible();

  // The dashboard's total earnings: all time, the same exact sum.
  await page.goto('/dashboard');
  await expect(figure(page, 'Your figures', 'Total Earnings')).toContainText('$17.01');
  await expect(figure(page, 'Your figures', 'Total Earnings')).toContainText('All time');

  // Analytics: the days no report has reached yet are not drawn as days of 0.
  await page.goto('/dashboard/analytics');
  const { reportedThrough } = (await (await page.request.get('/api/earnings/analytics?period=30')).json()) as { reportedThrough: string };
  expect(reportedThrough < daysAgo(0)).toBe(true);
  await expect(page.getByText('Not reported yet', { exact: true })).toBeVisible();
  await expect(page.getByText(`Reported through ${formatDate(reportedThrough, 'short')}`)).toBeVisible();

  // On a 360 px phone the cards' period lines fit: no sideways scroll.
  await page.setViewportSize({ width: 360, height: 780 });
  for (const url of ['/dashboard/revenue', `/dashboard/statements/${onPaid.slice(0, 7)}`, '/dashboard']) {
    await page.goto(url);
    await expect(page.getByText(url === '/dashboard' ? 'All time' : 'Your share', { exact: true }).first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth), url).toBe(0);
  }
});
