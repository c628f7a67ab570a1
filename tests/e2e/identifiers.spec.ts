// Codes and deal terms as people meet them: the artist gives a release their own ISRC, sells it
// worldwide except one country and leaves one store out; the admin approves it; the artist then
// sees the UPC assigned at approval on the release page and on My Releases, and the ISRC they gave.
import { expect, test } from '@playwright/test';
import { ADMIN } from '../../playwright.config.ts';
import { pngImage, wavFile } from '../../src/server/test/upload-fixtures.ts';
import { signedInArtist, signIn } from './support/users.ts';
import { sql, upload } from './support/db.ts';
import { expectToast } from './support/toast.ts';
import { shot } from './support/shot.ts';

test.describe.configure({ timeout: 120_000 });

test('the artist sets codes and deal terms; after approval the release shows its UPC and ISRC', async ({ page, browser }) => {
  const email = await signedInArtist(page, 'Codes Artist');
  const title = `Saltwater ${Date.now()}`;
  const cover = await upload(page, 'cover', 'cover.png', await pngImage(3000, 3000));
  const audio = await upload(page, 'audio', 'take.wav', wavFile(2));
  const [row] = await sql<{ id: string }>(
    `insert into music_releases (user_id, title, artist_name, genre, status, release_date, copyright_holder, cover_file_id)
     select id, $2, 'Codes Artist', 'Pop', 'draft', current_date + 30, 'Codes Artist', $3 from users where email = $1 returning id`,
    [email, title, cover],
  );
  const id = row!.id;
  await sql(`insert into release_tracks (release_id, position, title, audio_file_id) values ($1, 1, $2, $3)`, [id, title, audio]);

  // The form: the artist's own ISRC, worldwide except China, one store left out.
  await page.goto(`/dashboard/releases/${id}/edit`);
  await page.getByLabel('ISRC').fill('US-RC1-76-07839');
  await page.getByLabel('UPC').fill('4006381333932');
  await page.getByRole('radio', { name: 'Worldwide except chosen countries' }).click();
  await page.getByLabel('Search countries').fill('chin');
  await page.getByRole('checkbox', { name: 'China' }).click();
  await expect(page.getByRole('list', { name: 'Excluded countries' })).toContainText('China');
  const stores = page.getByRole('checkbox', { name: /^All stores/ });
  await expect(stores).toHaveAttribute('aria-checked', 'true');
  await page.getByRole('checkbox', { name: 'Deezer' }).click();
  await expect(stores).toHaveAttribute('aria-checked', 'mixed');
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByText('Additional Information').scrollIntoViewIfNeeded();
  await shot(page, 'form-1280', { fullPage: false });
  await page.setViewportSize({ width: 360, height: 800 });
  await page.getByRole('radiogroup', { name: 'Territories' }).scrollIntoViewIfNeeded();
  await shot(page, 'form-360', { fullPage: false });
  await page.setViewportSize({ width: 1280, height: 900 });

  // A wrong check digit is refused with the field named, then the artist leaves the UPC to us.
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByLabel('UPC')).toHaveAccessibleDescription(/This UPC has a wrong check digit$/);
  await page.getByLabel('UPC').fill('');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await expect(page.getByText('Worldwide except China')).toBeVisible();
  await expect(page.getByText('Assigned when approved')).toBeVisible();
  await expect(page.getByText('ISRC US-RC1-76-07839')).toBeVisible();

  await sql(`update music_releases set status = 'pending' where id = $1`, [id]);
  const admin = await (await browser.newContext()).newPage();
  await signIn(admin, ADMIN.email, ADMIN.password);
  await expect(admin).toHaveURL(/\/admin$/);
  await admin.goto('/admin/releases');
  await admin.getByLabel('Search releases by title or artist').fill(title);
  await admin.getByRole('button', { name: `Review ${title}` }).click();
  const dialog = admin.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Approve' }).click();
  await expectToast(admin, 'Release status updated to approved');

  const [codes] = await sql<{ upc: string }>(`select upc from music_releases where id = $1`, [id]);
  expect(codes!.upc).toMatch(/^\d{13}$/);
  await expect(dialog.getByText(`UPC ${codes!.upc}`, { exact: false })).toBeVisible();

  await page.goto(`/dashboard/releases/${id}`);
  await expect(page.getByText(codes!.upc)).toBeVisible();
  await expect(page.getByText('ISRC US-RC1-76-07839')).toBeVisible();
  await page.goto('/dashboard/my-releases');
  const card = page.getByTestId('release-card').filter({ hasText: title });
  await expect(card.getByText(codes!.upc)).toBeVisible();
  await shot(page, 'my-releases-1280', { fullPage: false });
});
