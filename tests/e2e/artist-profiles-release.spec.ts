// A label's release lands on the right artist: the release form offers the label's artist
// profiles as the main artist, asks before a name none of them has becomes a new artist, and the
// approved release's message to Spotify names the artist's Spotify id (the store's folder,
// DATA_DIR/deliveries/spotify).
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { E2E_DATA_DIR } from '../../playwright.config.ts';
import { pngImage, wavFile } from '../../src/server/test/upload-fixtures.ts';
import { sql, upload } from './support/db.ts';
import { shot } from './support/shot.ts';
import { expectToast } from './support/toast.ts';
import { signedInAdmin, signedInArtist } from './support/users.ts';
import { openReview } from './support/releases.ts';

const SPOTIFY_ID = '4q3ewBCX7sLwd24euuV69X';
const DRIVE = 'https://drive.google.com/file/d/e2e-audio/view';

test.describe.configure({ timeout: 180_000 });

test('a label picks the artist profile for a release, confirms a new artist, and the message to Spotify names the artist’s id', async ({
  page,
  browser,
}) => {
  const email = await signedInArtist(page, 'Tideline Records');
  await sql(
    `update profiles set plan_type = 'small_label', subscription_status = 'active', subscription_expires_at = now() + interval '300 days' from users u where u.id = profiles.id and u.email = $1`,
    [email],
  );
  for (const data of [
    { name: 'Harbour Lights', storeIds: { spotify: `https://open.spotify.com/artist/${SPOTIFY_ID}` } },
    { name: 'Noor', newArtist: true },
  ]) {
    const res = await page.request.post('/api/artist-profiles', { data });
    expect(res.status(), await res.text()).toBe(201);
  }

  await page.goto('/dashboard/create-release');
  const title = `Tidal ${Date.now()}`;
  await page.getByLabel('Title').fill(title);
  const artist = page.getByLabel('Artist Name');
  await expect(artist).toHaveAttribute('list', 'artist-profile-names');
  await expect(page.locator('#artist-profile-names option')).toHaveCount(2);
  await artist.fill('Harbor Lights');
  const newArtist = page.getByRole('checkbox', { name: '“Harbor Lights” is a new artist' });
  await expect(newArtist).toBeVisible();
  await page.getByLabel('Audio URL').fill(DRIVE);
  await page.getByRole('button', { name: 'Create Release' }).click();
  // refused at the field until the name is a profile's or confirmed new
  await expect(
    page.getByText('“Harbor Lights” is not one of your artist profiles. Choose a profile, or confirm this is a new artist.'),
  ).toBeVisible();
  await shot(page, 'artist-profile-confirm-new');
  await artist.fill('harbour lights');
  await expect(newArtist).toHaveCount(0);
  await expect(page.getByText('Released under your artist profile “Harbour Lights”.')).toBeVisible();
  await page.getByRole('button', { name: 'Create Release' }).click();
  await expectToast(page, 'Release created successfully! Your release has been saved as a draft');

  const [release] = await sql<{ id: string; artist_name: string; profile: string }>(
    `select r.id, r.artist_name, p.name profile from music_releases r join artist_profiles p on p.id = r.artist_profile_id where r.title = $1`,
    [title],
  );
  expect(release).toMatchObject({ artist_name: 'Harbour Lights', profile: 'Harbour Lights' });

  // ready for review with its files, for Spotify alone, then approved in the console
  const cover = await upload(page, 'cover', 'cover.png', await pngImage(3000, 3000));
  const audio = await upload(page, 'audio', 'take.wav', wavFile(2));
  await sql(
    `update music_releases set status = 'pending', genre = 'Pop', release_date = current_date + 30, copyright_holder = 'Tideline Records',
       cover_file_id = $2, stores = '{spotify}' where id = $1`,
    [release!.id, cover],
  );
  await sql(`update release_tracks set audio_file_id = $2 where release_id = $1`, [release!.id, audio]);
  const admin = await signedInAdmin(browser);
  const dialog = await openReview(admin, title);
  await dialog.getByRole('button', { name: 'Approve' }).click();
  await expectToast(admin, 'Release status updated to approved');

  const [{ upc }] = (await sql<{ upc: string }>('select upc from music_releases where id = $1', [release!.id])) as [{ upc: string }];
  const dir = path.join(E2E_DATA_DIR, 'deliveries', 'spotify');
  await expect
    .poll(() => fs.existsSync(dir) && fs.readdirSync(dir).some((b) => fs.existsSync(path.join(dir, b, upc, `${upc}.xml`))), {
      timeout: 30_000,
    })
    .toBe(true);
  const batch = fs.readdirSync(dir).find((b) => fs.existsSync(path.join(dir, b, upc, `${upc}.xml`)))!;
  const xml = fs.readFileSync(path.join(dir, batch, upc, `${upc}.xml`), 'utf8');
  const party =
    /<Party>\s*<PartyReference>[^<]*<\/PartyReference>\s*<PartyName>\s*<FullName>Harbour Lights<\/FullName>[\s\S]*?<\/Party>/.exec(
      xml,
    )?.[0];
  expect(party).toContain(`>spotify:artist:${SPOTIFY_ID}</ProprietaryId>`);
});
