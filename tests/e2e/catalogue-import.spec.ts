// Catalogue import (/dashboard/catalogue-import): a label uploads a sheet with three errors and
// sees exactly those three by row and column; the corrected sheet and the files it names import,
// and the releases appear in My Releases with their UPCs. An admin imports into an account they
// choose from the console, the files from a storage folder. Desktop and a 360 px phone.
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { E2E_DATA_DIR } from '../../playwright.config.ts';
import { CATALOGUE_HEADERS } from '../../src/domain/catalogue-import-columns.ts';
import { withCheckDigit } from '../../src/domain/identifiers.ts';
import { pngImage, wavFile } from '../../src/server/test/upload-fixtures.ts';
import { axeViolations } from './support/axe.ts';
import { sql } from './support/db.ts';
import { shot } from './support/shot.ts';
import { signedInAdmin, signedInArtist } from './support/users.ts';

const seed = Date.now() % 1e8;
const upcs = [1, 2, 3].map((i) => withCheckDigit(`6${String(seed * 10 + i).padStart(11, '0')}`));
const isrc = (i: number) => `QZTL3${String(seed % 100).padStart(2, '0')}${String(i).padStart(5, '0')}`;

function row(i: number, over: Record<string, string> = {}): string {
  const cells: Record<string, string> = {
    upc: upcs[i]!,
    release_title: `Harbour ${i + 1}`,
    artist_name: 'Tide Singer',
    release_type: 'single',
    release_date: '2020-06-01',
    genre: 'Pop',
    copyright_holder: 'Tide Records',
    cover_file: `cover-${i + 1}.png`,
    track_position: '1',
    track_title: `Harbour ${i + 1}`,
    isrc: isrc(i),
    audio_file: `harbour-${i + 1}.wav`,
    ...over,
  };
  return CATALOGUE_HEADERS.map((h) => cells[h] ?? '').join(',');
}
const csv = (rows: string[]) => Buffer.from([CATALOGUE_HEADERS.join(','), ...rows].join('\n'));

test('a sheet with three errors shows all three; the corrected sheet with its files imports', async ({ page }) => {
  test.setTimeout(120_000);
  const email = await signedInArtist(page, 'Tide Records');
  await sql(
    `update profiles set plan_type = 'small_label', subscription_status = 'active', subscription_expires_at = now() + interval '300 days'
     from users u where u.id = profiles.id and u.email = $1`,
    [email],
  );
  await page.getByRole('complementary').getByRole('link', { name: 'Catalogue import' }).click();
  await expect(page).toHaveURL(/\/dashboard\/catalogue-import$/);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'No catalogue import yet' })).toBeVisible();

  await main.getByLabel('Catalogue sheet (CSV)').setInputFiles({
    name: 'catalogue.csv',
    mimeType: 'text/csv',
    buffer: csv([row(0, { isrc: 'US-12', genre: 'Polka' }), row(1, { release_date: '2020-13-01' })]),
  });
  const problems = main.getByRole('table', { name: 'Problems in the sheet' });
  await expect(main.getByRole('heading', { name: '3 problems in catalogue.csv' })).toBeVisible();
  await expect(problems.getByRole('row')).toHaveCount(4);
  await expect(problems).toContainText('An ISRC looks like CC-XXX-YY-NNNNN');
  await expect(problems).toContainText('Please choose a genre from the list');
  await expect(problems).toContainText('Please enter a valid date (YYYY-MM-DD)');
  await shot(page, 'catalogue-import-problems-1280');
  await page.setViewportSize({ width: 360, height: 800 });
  await shot(page, 'catalogue-import-problems-360');
  await page.setViewportSize({ width: 1280, height: 800 });

  await main
    .getByLabel('Catalogue sheet (CSV)')
    .setInputFiles({ name: 'catalogue.csv', mimeType: 'text/csv', buffer: csv([row(0), row(1)]) });
  await expect(main.getByRole('heading', { name: 'catalogue.csv: 2 releases, 2 tracks' })).toBeVisible();
  const cover = await pngImage(3000, 3000);
  await main.getByLabel('Audio and cover art files').setInputFiles([
    { name: 'cover-1.png', mimeType: 'image/png', buffer: cover },
    { name: 'cover-2.png', mimeType: 'image/png', buffer: cover },
    { name: 'harbour-1.wav', mimeType: 'audio/wav', buffer: wavFile(2) },
    { name: 'harbour-2.wav', mimeType: 'audio/wav', buffer: wavFile(2) },
  ]);
  await expect(main.getByText('4 of 4 files uploaded.')).toBeVisible({ timeout: 30_000 });
  await expect(main.getByText('Ready to import')).toBeVisible();
  await shot(page, 'catalogue-import-ready-1280');
  await main.getByRole('button', { name: 'Import 2 releases' }).click();
  await expect(main.getByRole('heading', { name: 'Done' })).toBeVisible({ timeout: 60_000 });
  await page.reload();
  await expect(main.getByRole('heading', { name: 'Done' })).toBeVisible();
  await page.setViewportSize({ width: 360, height: 800 });
  await shot(page, 'catalogue-import-done-360');
  await page.setViewportSize({ width: 1280, height: 800 });

  await page.getByRole('complementary').getByRole('link', { name: 'My Releases' }).click();
  for (const upc of upcs.slice(0, 2)) await expect(main.getByText(upc, { exact: true })).toBeVisible();
  await expect(main.getByText('Harbour 1', { exact: true })).toBeVisible();
});

test('an admin imports a sheet into the account they choose, its files from a storage folder', async ({ browser }) => {
  test.setTimeout(120_000);
  const label = await browser.newPage();
  const email = await signedInArtist(label, 'Coast Records');
  await label.close();
  const folder = `imports/coast-${seed}`;
  const dir = path.join(E2E_DATA_DIR, 'files', folder);
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, 'cover-3.png'), await pngImage(3000, 3000));
  fs.writeFileSync(path.join(dir, 'harbour-3.wav'), wavFile(2));

  const page = await signedInAdmin(browser);
  await page.getByRole('link', { name: 'Catalogue import' }).click();
  await expect(page).toHaveURL(/\/admin\/catalogue-import$/);
  const main = page.getByRole('main');
  await main.getByPlaceholder('Search name or email').fill(email);
  await expect(main.getByRole('list', { name: 'Accounts' }).getByRole('button')).toHaveCount(1);
  expect(await axeViolations(page, 'console catalogue import, choosing the account')).toEqual([]);
  await main
    .getByRole('list', { name: 'Accounts' })
    .getByRole('button', { name: new RegExp(email) })
    .click();
  await expect(main.getByRole('heading', { name: 'Import into Coast Records' })).toBeVisible();
  await main.getByLabel('Storage folder').fill(folder);
  await main.getByLabel('Catalogue sheet (CSV)').setInputFiles({ name: 'coast.csv', mimeType: 'text/csv', buffer: csv([row(2)]) });
  await expect(main.getByRole('heading', { name: 'coast.csv: 1 release, 1 track' })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/catalogue-import\?import=/);
  await expect(main.getByText('The files are taken from the storage folder')).toBeVisible();
  await expect(main.getByText('Ready to import')).toBeVisible();
  expect(await axeViolations(page, 'console catalogue import, ready')).toEqual([]);
  await shot(page, 'admin-catalogue-import-ready-1280');
  await main.getByRole('button', { name: 'Import 1 release' }).click();
  await expect(main.getByRole('heading', { name: 'Done' })).toBeVisible({ timeout: 60_000 });
  await page.reload();
  await expect(main.getByRole('heading', { name: 'Done' })).toBeVisible();
  await page.setViewportSize({ width: 360, height: 800 });
  await shot(page, 'admin-catalogue-import-done-360');
  expect(
    (
      await sql('select m.status from music_releases m join users u on u.id = m.user_id where m.upc = $1 and u.email = $2', [
        upcs[2],
        email,
      ])
    ).length,
  ).toBe(1);
});
