// Unmatched lines: the admin imports a report with two lines for an ISRC no track has; the preview
// says booking leaves them in the unmatched queue (two lines, $15.00), the confirmation keeps them
// there, and the console's Unmatched lines finds them by their ISRC. The admin searches the
// catalogue for the artist's track and books both lines of the ISRC to it at once; they leave the
// queue and the artist sees the money ($15.00 at the Free plan's 80 % is $12.00). At 1280 px and
// on a 360 px phone.
import { expect, test, type Browser, type BrowserContextOptions, type Page } from '@playwright/test';
import { sql } from './support/db.ts';
import { expectToast } from './support/toast.ts';
import { signedInAdmin, signedInArtist } from './support/users.ts';
import { REPORT_HEADER, stat } from './support/money.ts';
import { shot } from './support/shot.ts';

test.describe.configure({ timeout: 150_000 });

async function journey(browser: Browser, device: BrowserContextOptions, name: string) {
  const stamp = `${Date.now()}`;
  const known = `USKN${name === 'desktop' ? 'D' : 'M'}26${stamp.slice(-5)}`;
  const unknown = `GBUN${name === 'desktop' ? 'D' : 'M'}26${stamp.slice(-5)}`;
  const title = `Found Song ${stamp}`;
  const capture = (page: Page, what: string) => shot(page, `${what}-${name}`, { animations: 'disabled' });

  // The artist's release, its track known to the catalogue by another ISRC than the store reported.
  const artist = await (await browser.newContext(device)).newPage();
  const email = await signedInArtist(artist, 'Queue Artist');
  const [release] = await sql<{ id: string }>(
    `insert into music_releases (user_id, title, artist_name, status, audio_url, release_date)
     select id, $2, 'Queue Artist', 'distributed', 'https://drive.google.com/file/d/e2e/view', current_date - 90 from users where email = $1
     returning id`,
    [email, `Found Release ${stamp}`],
  );
  await sql(
    `insert into release_tracks (release_id, position, title, audio_url, isrc) values ($1, 1, $2, 'https://drive.google.com/file/d/e2e/view', $3)`,
    [release!.id, title, known],
  );

  // The admin imports a report whose two lines name an ISRC no track has.
  const admin = await signedInAdmin(browser, device);
  await admin.goto('/admin/revenue');
  await admin.getByRole('button', { name: 'Import sales report' }).click();
  const dialog = admin.getByRole('dialog');
  const day = new Date(Date.now() - 3 * 86_400_000).toISOString().slice(0, 10);
  const line = (id: number, country: string, quantity: number, amount: string) =>
    `Queue Store,Q-${stamp},${id},${day.slice(0, 7)},${day},${day},Queue ${name} ${stamp},stream,${country},${unknown},,Lost Song,Queue Artist,${quantity},${amount},USD`;
  const report = [REPORT_HEADER, line(1, 'US', 500, '12.5'), line(2, 'DE', 100, '2.5')].join('\n') + '\n';
  await dialog
    .getByLabel('Report file')
    .setInputFiles({ name: `e2e-unmatched-${stamp}.csv`, mimeType: 'text/csv', buffer: Buffer.from(report) });
  await dialog.getByRole('button', { name: 'Upload and preview' }).click();
  await expect(dialog.locator('[data-count="Unmatched"]')).toContainText('2');
  await expect(dialog.locator('[data-alert="queue"]')).toContainText('Booking now leaves 2 unmatched lines in the unmatched queue: $15.00');
  await capture(admin, 'preview');
  await dialog.getByRole('button', { name: 'Confirm import' }).click();
  await expect(dialog).toBeHidden();

  // The queue has the lines, found by their ISRC as the store wrote it; Revenue & Payouts leads there.
  await admin.getByRole('link', { name: 'Match and book them' }).click();
  await expect(admin).toHaveURL(/\/admin\/unmatched$/);
  await expect(admin.getByRole('heading', { name: 'Unmatched lines', level: 1 })).toBeVisible();
  await admin.getByRole('searchbox', { name: 'Search unmatched lines' }).fill(unknown);
  // a table row at 1280 px, a card on the phone
  const lines = admin.locator('[data-line]');
  await expect(lines).toHaveCount(2);
  await expect(lines.first()).toContainText('Lost Song');
  await expect(lines.first()).toContainText(`ISRC ${unknown}`);
  await expect(lines.first()).toContainText('$12.50');
  await expect(lines.nth(1)).toContainText('$2.50');
  await expect(admin.locator('[data-summary="unmatched"]')).toContainText('2 lines waiting, $15.00 matching the filters');
  await capture(admin, 'queue');

  // Matched to the artist's track through the catalogue, and booked.
  await lines
    .first()
    .getByRole('button', { name: /^Match and book/ })
    .click();
  const book = admin.getByRole('dialog');
  await expect(book.getByText(`Nothing in the catalogue matches “${unknown}”`)).toBeVisible();
  await book.getByRole('searchbox', { name: 'Search the catalogue by ISRC, UPC or title' }).fill(title);
  await book.getByRole('radio', { name: new RegExp(`^${title} · Track`) }).check();
  await expect(book.getByRole('radio', { name: new RegExp(`^${title} · Track`) })).toBeChecked();
  await expect(book.getByRole('button', { name: 'Book 1 line ($12.50)' })).toBeEnabled();
  // both lines of the ISRC at once
  await book.getByRole('radio', { name: `All 2 lines of ISRC ${unknown}` }).check();
  await capture(admin, 'book');
  await book.getByRole('button', { name: 'Book 2 lines ($15.00)' }).click();
  await expectToast(admin, '2 lines booked ($15.00)');
  await expect(book).toBeHidden();
  await expect(admin.getByText('No lines match')).toBeVisible();
  await capture(admin, 'queue-after');

  // The artist sees the money: 80 % of $15.00 on the Free plan.
  await artist.goto('/dashboard/analytics');
  await expect(stat(artist, 'Total Revenue')).toContainText('$12.00');
  await expect(stat(artist, 'Total Streams')).toContainText('600');
  await artist.goto('/dashboard/revenue');
  await expect(stat(artist, 'Available Balance')).toContainText('$12.00');
  await capture(artist, 'artist-revenue');
}

test('lines for an unknown ISRC wait in the queue and are booked to the artist’s track, at 1280 px', async ({ browser }) => {
  await journey(browser, { viewport: { width: 1280, height: 900 } }, 'desktop');
});

test('the same on a 360 px phone', async ({ browser }) => {
  await journey(browser, { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true }, 'phone');
});
