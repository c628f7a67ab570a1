// Releases the journeys start from, made straight in the database with real uploaded files, and the
// console's review dialog opened on one.
import { expect, type Page } from '@playwright/test';
import { pngImage, wavFile } from '../../../src/server/test/upload-fixtures.ts';
import { sql, upload } from './db.ts';

/** A single waiting for review, with a 3000 x 3000 cover and a 2-second WAV the artist uploaded; its id. */
export async function pendingSingle(page: Page, email: string, title: string, stores: string[]): Promise<string> {
  const cover = await upload(page, 'cover', 'cover.png', await pngImage(3000, 3000));
  const audio = await upload(page, 'audio', 'take.wav', wavFile(2));
  const [row] = await sql<{ id: string }>(
    `insert into music_releases (user_id, title, artist_name, genre, status, release_date, copyright_holder, cover_file_id, stores)
     select id, $2, 'E2E Artist', 'Pop', 'pending', current_date + 30, 'E2E Artist', $3, $4 from users where email = $1 returning id`,
    [email, title, cover, stores],
  );
  await sql(`insert into release_tracks (release_id, position, title, audio_file_id) values ($1, 1, $2, $3)`, [row!.id, title, audio]);
  return row!.id;
}

/** The console's review dialog of the release with this title, whatever its status. */
export async function openReview(admin: Page, title: string) {
  await admin.goto('/admin/releases?status=all');
  await admin.getByLabel('Search releases by title or artist').fill(title);
  await admin.getByRole('button', { name: `Review ${title}` }).click();
  const dialog = admin.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: title, exact: true })).toBeVisible();
  return dialog;
}
