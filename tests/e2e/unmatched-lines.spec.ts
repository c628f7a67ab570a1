// Unmatched lines: the admin imports a report with a line for an ISRC no track has; the preview
// says booking leaves it in the unmatched queue (one line, $12.50), the confirmation keeps it
// there, and the console's Unmatched lines finds it by its ISRC. The admin searches the catalogue
// for the artist's track, books the line to it, and it leaves the queue; the artist then sees the
// money ($12.50 at the Free plan's 80 % is $10.00). At 1280 px and on a 360 px phone.
import { expect, test, type Browser, type BrowserContextOptions, type Page } from '@playwright/test';
import { sql } from './support/db.ts';
import { expectToast } from './support/toast.ts';
import { signedInAdmin, signedInArtist } from './support/users.ts';

const HEADER =
  'source,statement_id,line_id,statement_period,usage_start,usage_end,store,use_type,country,isrc,upc,track_title,artist_name,quantity,amount,currency';

const stat = (page: Page, label: string) =>
  page
    .getByRole('region', { name: /statistics/i })
    .getByText(label, { exact: true })
    .locator('xpath=..');

test.describe.configure({ timeout: 150_000 });

async function journey(browser: Browser, device: BrowserContextOptions, name: string) {
  const stamp = `${Date.now()}`;
  const known = `USKN${name === 'desktop' ? 'D' : 'M'}26${stamp.slice(-5)}`;
  const unknown = `GBUN${name === 'desktop' ? 'D' : 'M'}26${stamp.slice(-5)}`;
  const title = `Found Song ${stamp}`;
  const shot = (page: Page, what: string) => page.screenshot({ path: test.info().outputPath(`${what}-${name}.png`), fullPage: true });

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

  // The admin imports a report whose one line names an ISRC no track has.
  const admin = await signedInAdmin(browser, device);
  await admin.goto('/admin/revenue');
  await admin.getByRole('button', { name: 'Import sales report' }).click();
  const dialog = admin.getByRole('dialog');
  const day = new Date(Date.now() - 3 * 86_400_000).toISOString().slice(0, 10);
  const report = `${HEADER}\nQueue Store,Q-${stamp},1,${day.slice(0, 7)},${day},${day},Queue ${name} ${stamp},stream,US,${unknown},,Lost Song,Queue Artist,500,12.5,USD\n`;
  await dialog
    .getByLabel('Report file')
    .setInputFiles({ name: `e2e-unmatched-${stamp}.csv`, mimeType: 'text/csv', buffer: Buffer.from(report) });
  await dialog.getByRole('button', { name: 'Upload and preview' }).click();
  await expect(dialog.locator('[data-count="Unmatched"]')).toContainText('1');
  await expect(dialog.locator('[data-alert="queue"]')).toContainText('Booking now leaves 1 unmatched line in the unmatched queue: $12.50');
  await shot(admin, 'preview');
  await dialog.getByRole('button', { name: 'Confirm import' }).click();
  await expect(dialog).toBeHidden();

  // The queue has the line, found by its ISRC as the store wrote it.
  await admin.goto('/admin/unmatched');
  await expect(admin.getByRole('heading', { name: 'Unmatched lines', level: 1 })).toBeVisible();
  await admin.getByRole('searchbox', { name: 'Search unmatched lines' }).fill(unknown);
  // a table row at 1280 px, a card on the phone
  const lines = admin.locator('[data-line]');
  await expect(lines).toHaveCount(1);
  await expect(lines.getByText('Lost Song')).toBeVisible();
  await expect(lines).toContainText(`ISRC ${unknown}`);
  await expect(lines).toContainText('$12.50');
  await expect(admin.locator('[data-summary="unmatched"]')).toContainText('1 line waiting, $12.50 matching the filters');
  await shot(admin, 'queue');

  // Matched to the artist's track through the catalogue, and booked.
  await lines.getByRole('button', { name: /^Match and book/ }).click();
  const book = admin.getByRole('dialog');
  await expect(book.getByText(`Nothing in the catalogue matches “${unknown}”`)).toBeVisible();
  await book.getByRole('searchbox', { name: 'Search the catalogue by ISRC, UPC or title' }).fill(title);
  await book.getByRole('radio', { name: new RegExp(`^${title} · Track`) }).check();
  await expect(book.getByRole('radio', { name: new RegExp(`^${title} · Track`) })).toBeChecked();
  await shot(admin, 'book');
  await book.getByRole('button', { name: 'Book 1 line ($12.50)' }).click();
  await expectToast(admin, '1 line booked ($12.50)');
  await expect(book).toBeHidden();
  await expect(admin.getByText('No lines match')).toBeVisible();
  await shot(admin, 'queue-after');

  // The artist sees the money: 80 % of $12.50 on the Free plan.
  await artist.goto('/dashboard/analytics');
  await expect(stat(artist, 'Total Revenue')).toContainText('$10.00');
  await expect(stat(artist, 'Total Streams')).toContainText('500');
  await artist.goto('/dashboard/revenue');
  await expect(stat(artist, 'Available Balance')).toContainText('$10.00');
  await shot(artist, 'artist-revenue');
}

test('a line for an unknown ISRC waits in the queue and is booked to the artist’s track, at 1280 px', async ({ browser }) => {
  await journey(browser, { viewport: { width: 1280, height: 900 } }, 'desktop');
});

test('the same on a 360 px phone', async ({ browser }) => {
  await journey(browser, { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true }, 'phone');
});
