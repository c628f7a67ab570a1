// The admin's review of payout claims with its safeguards, on a desktop and on a 360 px phone: a
// claim rejected only with a reason (Other needs it written), another marked paid only with its
// PayPal transaction ID, each asked first naming the artist, the amount and the method; once
// settled a claim offers no move; the artist sees why and the payment's reference in their history.
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type BrowserContextOptions, type Page } from '@playwright/test';
import { gs1CheckDigit } from '../../src/domain/identifiers.ts';
import { signedInAdmin, signedInArtist } from './support/users.ts';
import { distributedRelease, importReport, PHONE, toast } from './support/money.ts';
import { choose } from './support/select.ts';
import { shot } from './support/shot.ts';

const DESKTOP: BrowserContextOptions = { viewport: { width: 1280, height: 900 } };

/** A claim through the API as the claim form sends it; its id. */
async function claim(page: Page, body: object): Promise<string> {
  const res = await page.request.post('/api/payouts/claims', { data: body, headers: { Origin: new URL(page.url()).origin } });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

for (const [device, options] of [
  ['desktop', DESKTOP],
  ['phone', PHONE],
] as const) {
  test.describe(`on a ${device}`, () => {
    test.use(options);
    test.describe.configure({ timeout: 120_000 });

    test('a claim is rejected with its reason and another marked paid with its reference; the artist sees both', async ({
      page,
      browser,
    }) => {
      const stamp = `${Date.now()}`;
      const upc = `39${stamp.slice(-10)}`;
      const isrc = `USE2P26${stamp.slice(-5)}`;
      const email = await signedInArtist(page, 'Payout Artist');
      await distributedRelease(email, `Checked Twice ${stamp}`, `${upc}${gs1CheckDigit(upc)}`, isrc);
      const header = fs.readFileSync(path.join(import.meta.dirname, 'fixtures', 'sales-report.csv'), 'utf8').split('\n')[0];
      const day = new Date(Date.now() - 3 * 86_400_000).toISOString().slice(0, 10);
      const line = `E2E Payouts ${stamp},E2E-PAYOUT-${stamp},1,${day.slice(0, 7)},${day},${day},Spotify,stream,US,${isrc},,Checked Twice,Payout Artist,5000,50.00,USD,,,,false`;
      const admin = await signedInAdmin(browser, options);
      await importReport(admin, `e2e-payouts-${stamp}.csv`, [header, line, ''].join('\n'));
      // Free plan, 80 % of 50.00: 40.00 to claim from
      const byBank = await claim(page, {
        amount: '15.00',
        payment_method: 'bank_transfer',
        payment_details: {
          account_holder: 'Payout Artist',
          bank_name: 'First Bank',
          account_number: '000123456789',
          routing_number: '021000021',
        },
      });
      const byPaypal = await claim(page, {
        amount: '12.50',
        payment_method: 'paypal',
        payment_details: { paypal_email: 'payout.artist@example.com' },
      });

      // Reject: asked first, and not without a reason.
      await admin.goto(`/admin/revenue?claim=${byBank}`);
      const dialog = admin.getByRole('dialog');
      const ask = admin.getByRole('alertdialog');
      await expect(dialog.getByText('First Bank', { exact: true })).toBeVisible();
      await dialog.getByRole('button', { name: 'Reject' }).click();
      await expect(ask).toContainText('Reject the payout request of Payout Artist?');
      await expect(ask).toContainText('$15.00');
      await expect(ask).toContainText('Bank Transfer · First Bank ••••6789');
      await ask.getByRole('button', { name: 'Reject claim' }).click();
      await expect(ask.getByText('Please choose why this claim is rejected.')).toBeVisible();
      await choose(admin, 'Reason', 'Other');
      await ask.getByRole('button', { name: 'Reject claim' }).click();
      await expect(ask.getByText('Please write the reason for the rejection.')).toBeVisible();
      await choose(admin, 'Reason', 'Name does not match the account holder');
      await ask.getByLabel('Note for the artist (optional)').fill('The bank account is in another name.');
      await shot(admin, `reject-${device}`, { fullPage: false });
      await ask.getByRole('button', { name: 'Reject claim' }).click();
      await toast(admin, 'Claim rejected successfully');
      await expect(ask).toBeHidden();
      await expect(dialog.getByText('Rejected', { exact: true })).toBeVisible();
      await expect(dialog).toContainText('Name does not match the account holder: The bank account is in another name.');
      // Settled: only the notes can change.
      for (const move of ['Reject', 'Approve', 'Mark Paid'])
        await expect(dialog.getByRole('button', { name: move, exact: true })).toHaveCount(0);
      await expect(dialog.getByRole('button', { name: 'Save Notes' })).toBeVisible();

      // Mark Paid: asked first, with the PayPal transaction ID in its shape.
      await admin.goto(`/admin/revenue?claim=${byPaypal}`);
      await dialog.getByRole('button', { name: 'Mark Paid' }).click();
      await expect(ask).toContainText('Mark the payout to Payout Artist as paid?');
      await expect(ask).toContainText('$12.50');
      await expect(ask).toContainText('PayPal · pa•••@example.com');
      await ask.getByRole('button', { name: 'Mark paid' }).click();
      await expect(ask.getByText('Please enter the PayPal transaction ID of the payment.')).toBeVisible();
      await ask.getByLabel('PayPal transaction ID').fill('9XL123');
      await ask.getByRole('button', { name: 'Mark paid' }).click();
      await expect(ask.getByText('A PayPal transaction ID is 17 letters and digits.')).toBeVisible();
      await ask.getByLabel('PayPal transaction ID').fill(' 9XL12345AB6789012 ');
      await shot(admin, `pay-${device}`, { fullPage: false });
      await ask.getByRole('button', { name: 'Mark paid' }).click();
      await toast(admin, 'Claim completed successfully');
      await expect(dialog.getByText('Paid', { exact: true })).toBeVisible();
      await expect(dialog.getByText('9XL12345AB6789012', { exact: true })).toBeVisible();
      for (const move of ['Reject', 'Approve', 'Mark Paid'])
        await expect(dialog.getByRole('button', { name: move, exact: true })).toHaveCount(0);
      await shot(admin, `paid-${device}`, { fullPage: false });

      // The artist's history says why, and how it was paid.
      await page.goto('/dashboard/revenue');
      const history = page.getByRole('list', { name: 'Payout history' });
      const rejected = history.getByRole('listitem').filter({ hasText: '$15.00' });
      await expect(rejected).toContainText('Rejected');
      await expect(rejected).toContainText(
        'Why it was rejected: Name does not match the account holder: The bank account is in another name.',
      );
      const paid = history.getByRole('listitem').filter({ hasText: '$12.50' });
      await expect(paid).toContainText('Paid');
      await expect(paid).toContainText('PayPal transaction ID: 9XL12345AB6789012');
      await history.scrollIntoViewIfNeeded();
      await shot(page, `history-${device}`, { fullPage: false });
      expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
    });
  });
}
