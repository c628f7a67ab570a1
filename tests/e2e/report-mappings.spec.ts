// A store's own report through a mapping: the admin uploads a report shaped like Apple's financial
// report (made here, no store's data), sees it detected as Apple's with its first rows as they will
// be read, previews and confirms it; the artist sees the streams and the money (100 streams, $20.00
// of which the Free plan's 80 % is $16.00). Then the Report mappings section: the shipped mappings,
// a new one written in the editor with a sample's rows previewed as it reads them, saved; a
// shipped one read only with Make a copy. At 1280 px and on a 360 px phone.
import { expect, test, type Browser, type BrowserContextOptions, type Page } from '@playwright/test';
import { sql } from './support/db.ts';
import { choose } from './support/select.ts';
import { signedInAdmin, signedInArtist } from './support/users.ts';
import { daysAgo, stat } from './support/money.ts';
import { shot } from './support/shot.ts';

/** MM/DD/YYYY, as Apple writes its dates. */
const us = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;

/** Apple's financial report: two lines of one recording (60 and 40 streams, $12.00 and $8.00), then its three total lines. */
function appleReport(isrc: string): string {
  const header =
    'Start Date\tEnd Date\tUPC\tISRC/ISBN\tVendor Identifier\tQuantity\tPartner Share\tExtended Partner Share\tPartner Share Currency\tSales or Return\tApple Identifier\tArtist/Show/Developer/Author\tTitle\tLabel/Studio/Network/Developer/Publisher\tGrid\tProduct Type Identifier\tISAN/Other Identifier\tCountry Of Sale\tPre-order Flag\tPromo Code\tCustomer Price\tCustomer Currency';
  const [start, end] = [us(daysAgo(10)), us(daysAgo(3))];
  const line = (q: number, amount: string, country: string) =>
    [
      start,
      end,
      '',
      isrc,
      'V1',
      q,
      '0.20',
      amount,
      'USD',
      'S',
      '1440000001',
      'Apple Artist',
      'Orchard Song',
      'Apple Artist',
      '',
      'S',
      '',
      country,
      '',
      '',
      '0.99',
      'USD',
    ].join('\t');
  return (
    [header, line(60, '12.00', 'US'), line(40, '8.00', 'GB'), '', 'Total_Rows\t2', 'Total_Amount\t20.00', 'Total_Units\t100'].join('\n') +
    '\n'
  );
}

test.describe.configure({ timeout: 150_000 });

async function importJourney(browser: Browser, device: BrowserContextOptions, name: string) {
  const stamp = `${Date.now()}`;
  const isrc = `USAP${name === 'desktop' ? 'D' : 'M'}26${stamp.slice(-5)}`;
  const page = await (await browser.newContext(device)).newPage();
  const email = await signedInArtist(page, 'Apple Artist');
  const [release] = await sql<{ id: string }>(
    `insert into music_releases (user_id, title, artist_name, status, audio_url, release_date)
     select id, $2, 'Apple Artist', 'distributed', 'https://drive.google.com/file/d/e2e/view', current_date - 90 from users where email = $1
     returning id`,
    [email, `Orchard Song ${stamp}`],
  );
  await sql(
    `insert into release_tracks (release_id, position, title, audio_url, isrc) values ($1, 1, 'Orchard Song', 'https://drive.google.com/file/d/e2e/view', $2)`,
    [release!.id, isrc],
  );

  // The admin chooses the file: it is detected as Apple's report, its first rows shown as they will be read.
  const admin = await signedInAdmin(browser, device);
  await admin.goto('/admin/revenue');
  await admin.getByRole('button', { name: 'Import sales report' }).click();
  const dialog = admin.getByRole('dialog');
  await dialog.getByLabel('Report file').setInputFiles({
    name: `apple_financial_${stamp}.txt`,
    mimeType: 'text/plain',
    buffer: Buffer.from(appleReport(isrc)),
  });
  const detection = dialog.getByRole('region', { name: "The file's first rows", exact: true });
  await expect(detection).toContainText('Detected: Apple financial report');
  await expect(detection.locator('[data-line="2"]')).toContainText(isrc);
  await expect(detection.locator('[data-line="3"]')).toContainText('$8.00');
  await shot(admin, `detected-${name}`);

  // Previewed: read as Apple's report, both lines matched, the total lines skipped; confirmed.
  await dialog.getByRole('button', { name: 'Upload and preview' }).click();
  await expect(dialog.locator('[data-read-as="apple-financial"]')).toHaveText('Read as Apple financial report');
  await expect(dialog.locator('[data-count="Rows"]')).toContainText('2');
  await expect(dialog.locator('[data-count="Matched"]')).toContainText('2');
  await expect(dialog.locator('[data-count="Refused"]')).toContainText('0');
  await shot(admin, `preview-${name}`);
  await dialog.getByRole('button', { name: 'Confirm import' }).click();
  await expect(dialog).toBeHidden();

  // The artist sees the streams and the money.
  await page.goto('/dashboard/analytics');
  await expect(stat(page, 'Total Streams')).toContainText('100');
  await expect(stat(page, 'Total Revenue')).toContainText('$16.00');
  await shot(page, `analytics-${name}`);
  return admin;
}

async function editorJourney(admin: Page, name: string) {
  const stamp = `${Date.now()}`;
  await admin.goto('/admin/report-mappings');
  await expect(admin.getByRole('heading', { name: 'Report mappings', level: 1 })).toBeVisible();
  for (const shipped of ['Apple financial report', 'Spotify-style distributor CSV', 'DistroKid-style TSV', 'Tunelane CSV'])
    await expect(admin.getByRole('cell', { name: new RegExp(`^${shipped}`) })).toBeVisible();
  await shot(admin, `mappings-${name}`);

  // A new mapping: semicolons, decimal commas, a title row skipped; its sample read as it is written.
  await admin.getByRole('link', { name: 'Add mapping' }).click();
  await expect(admin.getByRole('heading', { name: 'New report mapping' })).toBeVisible();
  const form = admin.getByRole('form', { name: 'Report mapping' });
  await form.getByLabel('Name').fill(`Label statement ${stamp}`);
  await form.getByLabel('Source').fill('Label GmbH');
  await choose(admin, 'Delimiter', 'Semicolon (;)');
  await choose(admin, 'Date format', 'DD.MM.YYYY');
  await choose(admin, 'Decimal separator', 'Comma: 1.234,56');
  await form.getByLabel('Rows to skip at the top').fill('1');
  await form.getByLabel('Store of every line').fill('Label Shop');
  await form.getByLabel('Currency of every line').fill('EUR');
  await admin.getByLabel('Sample report').setInputFiles({
    name: 'label.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(
      'Abrechnung Label GmbH;;;\nVon;Code;Menge;Betrag\n01.10.2026;USLAB2600001;1.200;4,25\n01.10.2026;USLAB2600002;7;0,5\n',
    ),
  });
  // until the columns are named the sample cannot be read, and says why
  await expect(admin.locator('[data-alert="preview-error"]')).toContainText('Name the column of the ISRC or the UPC');
  await form.getByLabel('ISRC column').fill('Code');
  await form.getByLabel('Quantity column').fill('Menge');
  await form.getByLabel('Amount column').fill('Betrag');
  await form.getByLabel('Period (start) column').fill('Von');
  await expect(admin.locator('[data-line="3"]')).toContainText('USLAB2600001');
  await expect(admin.locator('[data-line="3"]')).toContainText('1,200');
  await expect(admin.locator('[data-line="3"]')).toContainText('€4.25');
  await expect(admin.locator('[data-line="4"]')).toContainText('2026-10-01 – 2026-10-31');
  await shot(admin, `editor-${name}`);
  await form.getByRole('button', { name: 'Add mapping' }).click();
  await expect(admin).toHaveURL(/\/admin\/report-mappings\/[0-9a-f-]{36}$/);
  await expect(admin.getByRole('heading', { name: `Label statement ${stamp}` })).toBeVisible();

  // A shipped mapping is read only, with a way to copy it.
  await admin.goto('/admin/report-mappings/apple-financial');
  await expect(admin.getByRole('heading', { name: 'Apple financial report' })).toBeVisible();
  await expect(admin.getByLabel('Amount column')).toHaveValue('Extended Partner Share');
  await expect(admin.getByLabel('Amount column')).toBeDisabled();
  await admin.getByRole('link', { name: 'Make a copy' }).click();
  await expect(admin.getByLabel('Name')).toHaveValue('Apple financial report (copy)');
  await shot(admin, `copy-${name}`);
}

test('an Apple-shaped report is detected, previewed and confirmed; the artist sees it; the mapping editor, at 1280 px', async ({
  browser,
}) => {
  const admin = await importJourney(browser, { viewport: { width: 1280, height: 900 } }, 'desktop');
  await editorJourney(admin, 'desktop');
});

test('the same on a 360 px phone', async ({ browser }) => {
  const admin = await importJourney(browser, { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true }, 'phone');
  await editorJourney(admin, 'phone');
});
