// Payout costs before confirming (issue 23, item 8), on a desktop and on a 360 px phone: the admin
// gives PayPal a minimum and a fee in Settings (a percentage above 100 is refused on its field);
// the artist picks PayPal and sees its minimum, its fee and "You will receive" follow the amount
// typed, is refused under the minimum, and sends a valid claim; the history and the admin's review
// show the amount, the fee and the net. The settings are put back whatever happens (other
// journeys claim by PayPal without a fee).
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type BrowserContextOptions, type Page } from '@playwright/test';
import { gs1CheckDigit } from '../../src/domain/identifiers.ts';
import { signedInAdmin, signedInArtist } from './support/users.ts';
import { distributedRelease, importReport, PHONE, toast } from './support/money.ts';
import { choose } from './support/select.ts';
import { shot } from './support/shot.ts';

const DESKTOP: BrowserContextOptions = { viewport: { width: 1280, height: 900 } };

const noSideways = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);

/** Every payout method back to no fee and the payout minimum. */
async function restoreMethods(admin: Page) {
  const current = (await (await admin.request.get('/api/admin/settings')).json()) as { version: string };
  const res = await admin.request.put('/api/admin/settings', {
    headers: { Origin: new URL(admin.url()).origin },
    data: { values: { payoutMethods: null }, version: current.version },
  });
  expect(res.ok(), await res.text()).toBe(true);
}

for (const [device, options] of [
  ['desktop', DESKTOP],
  ['phone', PHONE],
] as const) {
  test.describe(`on a ${device}`, () => {
    test.use(options);
    test.describe.configure({ timeout: 120_000 });

    test('the admin sets a fee and a minimum; the artist sees what arrives, is refused under the minimum and claims; both see the net', async ({
      page,
      browser,
    }) => {
      const stamp = `${Date.now()}`;
      const upc = `49${stamp.slice(-10)}`;
      const isrc = `USE2F26${stamp.slice(-5)}`;
      const email = await signedInArtist(page, 'Fee Artist');
      await distributedRelease(email, `Costs Shown ${stamp}`, `${upc}${gs1CheckDigit(upc)}`, isrc);
      const header = fs.readFileSync(path.join(import.meta.dirname, 'fixtures', 'sales-report.csv'), 'utf8').split('\n')[0];
      const day = new Date(Date.now() - 3 * 86_400_000).toISOString().slice(0, 10);
      const line = `E2E Fees ${stamp},E2E-FEES-${stamp},1,${day.slice(0, 7)},${day},${day},Spotify,stream,US,${isrc},,Costs Shown,Fee Artist,9000,150.00,USD,,,,false`;
      const admin = await signedInAdmin(browser, options);
      await importReport(admin, `e2e-fees-${stamp}.csv`, [header, line, ''].join('\n'));
      // Free plan, 80 % of 150.00: 120.00 to claim from
      try {
        // The admin gives PayPal a minimum of $25.00 and a fee of $0.30 + 2.9 %.
        await admin.goto('/admin/settings');
        const paypal = admin.getByRole('group', { name: 'PayPal' });
        await paypal.getByLabel('Minimum (USD)').fill('25');
        await paypal.getByLabel('Fixed fee (USD)').fill('0.30');
        await paypal.getByLabel('Fee (%)').fill('290');
        await admin.getByRole('button', { name: 'Save settings' }).click();
        await expect(paypal.getByText('PayPal fee percentage must be between 0 and 100')).toBeVisible();
        await toast(admin, 'Error');
        await paypal.getByLabel('Fee (%)').fill('2.9');
        await expect(paypal.getByText('PayPal fee percentage must be between 0 and 100')).toBeHidden();
        await expect(paypal).toContainText('A claim of $25.00 pays $1.03 in fees; the artist receives $23.97.');
        await admin.getByRole('heading', { name: /^Payout methods/ }).scrollIntoViewIfNeeded();
        await shot(admin, `settings-${device}`, { fullPage: false });
        await admin.getByRole('button', { name: 'Save settings' }).click();
        await toast(admin, 'Settings saved');
        await expect(paypal.getByLabel('Fee (%)')).toHaveValue('2.90');
        await expect(admin.getByRole('region', { name: /Payout methods/ }).getByText('Set here')).toBeVisible();
        await noSideways(admin);

        // The artist picks PayPal: its minimum and fee, and what arrives as the amount is typed.
        await page.goto('/dashboard/claim-request');
        const form = page.getByRole('form', { name: 'Payout request' });
        const costs = form.getByRole('region', { name: 'What you will receive' });
        await expect(form).toBeVisible({ timeout: 15_000 });
        await choose(page, 'Payment Method', 'PayPal');
        await expect(costs).toContainText('Minimum for PayPal$25.00');
        await expect(costs).toContainText('Fee for PayPal$0.30 + 2.9%');
        await page.getByLabel('Amount (USD)').fill('20');
        await expect(costs).toContainText('Minimum payout amount is $25.00 for PayPal');
        await expect(costs).toContainText('You will receive —');
        await page.getByLabel('PayPal Email').fill('fee.artist@example.com');
        await form.getByRole('button', { name: 'Submit Request' }).click();
        await expect(form.getByText('Minimum payout amount is $25.00 for PayPal').first()).toBeVisible();
        await expect(page.getByLabel('Amount (USD)')).toHaveAttribute('aria-invalid', 'true');
        await toast(page, 'Minimum payout amount is $25.00 for PayPal');
        await expect(page).toHaveURL(/\/dashboard\/claim-request$/);
        await page.getByLabel('Amount (USD)').fill('100');
        await expect(costs).toContainText('Fee on $100.00$3.20');
        await expect(costs).toContainText('You will receive $96.80');
        await costs.scrollIntoViewIfNeeded();
        await shot(page, `claim-${device}`, { fullPage: false });
        await noSideways(page);
        await form.getByRole('button', { name: 'Submit Request' }).click();
        await toast(page, "Payout request submitted! We'll review your request and process it within 3-5 business days");
        await expect(page).toHaveURL(/\/dashboard\/revenue$/);
        const claim = page.getByRole('list', { name: 'Payout history' }).getByRole('listitem').filter({ hasText: '$100.00' });
        await expect(claim).toContainText('Fee $3.20 · Net $96.80');
        await expect(claim).toContainText('Pending');
        await claim.scrollIntoViewIfNeeded();
        await shot(page, `history-${device}`, { fullPage: false });

        // The admin sees the fee and the net, in the table and in the review.
        await admin.goto('/admin/revenue');
        await admin.getByRole('tab', { name: 'Payout Claims' }).click();
        await admin.getByLabel('Search claims').fill(email);
        const row = admin.getByRole(device === 'phone' ? 'listitem' : 'row').filter({ hasText: email });
        await expect(row).toContainText('Net $96.80');
        await row.getByRole('button', { name: /Review the claim of Fee Artist/ }).click();
        const dialog = admin.getByRole('dialog');
        await expect(dialog.getByRole('heading', { name: 'Review claim of $100.00' })).toBeVisible();
        const field = (label: string) =>
          dialog.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]');
        await expect(field('Amount')).toHaveText('$100.00');
        await expect(field('Fee')).toHaveText('$3.20');
        await expect(field('Net to the artist')).toHaveText('$96.80');
        await shot(admin, `review-${device}`, { fullPage: false });
      } finally {
        await restoreMethods(admin);
      }
    });
  });
}
