// A receipt in rupees, on a desktop and on a phone: bought through the sandbox checkout, opened
// from billing, it names the seller and shows the GST (GSTIN, SAC, place of supply, taxable value,
// and the tax adding up to what was paid: CGST and SGST without a state chosen, IGST for a state
// other than the seller's), and "Download PDF" downloads the same receipt as a PDF. An admin sees
// on the overview that receipts have their tax details.
import fs from 'node:fs';
import { expect, test, type Browser, type BrowserContextOptions, type Page } from '@playwright/test';
import { PHONE } from './support/money.ts';
import { signedInAdmin, signedInArtist } from './support/users.ts';
import { choose } from './support/select.ts';

const SHOTS = process.env.RECEIPT_SHOTS; // a folder to keep screenshots in, when set

const card = (page: Page, name: string) =>
  page.locator('main [data-slot="card"]').filter({ has: page.locator('h2', { hasText: new RegExp(`^${name}$`) }) });

async function payIndividualArtist(page: Page, state?: string) {
  await page.goto('/dashboard/pricing');
  if (state) {
    await choose(page, 'Your state, for GST', state);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/pricing-${state}.png` });
  }
  await card(page, 'Individual Artist').getByRole('button', { name: 'Pay ₹415' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Pay ₹415' }).click();
  await expect(page.getByText('Payment Successful!')).toBeVisible();
}

const row = (page: Page, label: string) =>
  page.getByRole('row', { name: label, exact: false }).filter({ has: page.getByRole('rowheader', { name: label, exact: true }) });

// ₹415 paid: ₹351.69 taxable and ₹63.31 tax, split in the seller's state (Delhi, also where a
// buyer without a state is taxed) and whole across states
const WITHIN: [string, string][] = [
  ['Place of supply', 'India'],
  ['CGST (9%)', '₹31.66'],
  ['SGST (9%)', '₹31.65'],
];
const ACROSS: [string, string][] = [
  ['Place of supply', 'Maharashtra (27)'],
  ['IGST (18%)', '₹63.31'],
];

for (const [device, options, state, tax] of [
  ['desktop', { viewport: { width: 1280, height: 800 } }, undefined, WITHIN],
  ['phone', PHONE, 'Maharashtra', ACROSS],
] as [string, BrowserContextOptions, string | undefined, [string, string][]][]) {
  test(`a rupee receipt shows the GST and downloads as a PDF (${device}${state ? `, ${state}` : ''})`, async ({
    browser,
  }: {
    browser: Browser;
  }) => {
    const context = await browser.newContext({ ...options, timezoneId: 'Asia/Kolkata', acceptDownloads: true });
    const page = await context.newPage();
    await signedInArtist(page, 'Meera Iyer');
    await payIndividualArtist(page, state);

    await page.goto('/dashboard/billing');
    const link = page.getByRole('link', { name: /View receipt TL-\d{6}/ });
    const receiptNumber = (await link.getAttribute('aria-label'))!.replace('View receipt ', '');
    const [receipt] = await Promise.all([context.waitForEvent('page'), link.click()]);
    await receipt.waitForLoadState();
    await expect(receipt).toHaveTitle(`Receipt ${receiptNumber} · Tunelane`);
    await expect(receipt.getByRole('heading', { name: 'Tunelane payment receipt' })).toBeVisible();
    for (const [label, value] of [
      ['Seller', 'Tunelane Music Private Limited'],
      ['Registered address', '12 Lodhi Road, New Delhi 110003, India'],
      ['GSTIN', '07AAACT1234F1ZT'],
      ['Receipt number', receiptNumber],
      ['SAC', '998439'],
      ['Taxable value', '₹351.69'],
      ...tax,
      ['Amount paid', '₹415'],
    ] as [string, string][])
      await expect(row(receipt, label).getByRole('cell')).toHaveText(value);
    // nothing wider than the screen
    expect(await receipt.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    if (!state) await expect(receipt.getByRole('rowheader', { name: 'IGST (18%)' })).toHaveCount(0);
    else await expect(receipt.getByRole('rowheader', { name: /^[CS]GST/ })).toHaveCount(0);
    if (SHOTS) await receipt.screenshot({ path: `${SHOTS}/receipt-${device}.png`, fullPage: true });

    const pdfLink = receipt.getByRole('link', { name: 'Download PDF' });
    await expect(pdfLink).toBeVisible();
    const [download] = await Promise.all([receipt.waitForEvent('download'), pdfLink.click()]);
    expect(download.suggestedFilename()).toBe(`${receiptNumber}.pdf`);
    const pdf = fs.readFileSync((await download.path())!);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.toString('latin1')).toContain(`Receipt ${receiptNumber}`); // its title
    if (SHOTS) fs.writeFileSync(`${SHOTS}/receipt-${device}.pdf`, pdf);
    await context.close();
  });
}

test('the overview tells an admin that receipts have their tax details', async ({ browser }) => {
  const admin = await signedInAdmin(browser, { viewport: { width: 1280, height: 800 } });
  const check = admin.getByRole('list', { name: 'Health checks' }).getByRole('listitem').filter({ hasText: 'Receipt tax details' });
  await expect(check).toContainText('GSTIN 07AAACT1234F1ZT');
  await admin.context().close();
});
