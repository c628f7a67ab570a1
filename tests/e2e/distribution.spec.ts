// Distribution as people meet it: the admin approves a release with its files; the artist's
// release page shows every chosen store delivered, with times and the time from approval to the
// last store; the artist asks for a takedown, the admin approves it on the Overview, and the page
// shows the release taken down; a delivery that gave up, and a store's error answer, wait on the
// Overview until the admin deals with them. The stores are the embedded local folders
// (DATA_DIR/deliveries).
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { E2E_DATA_DIR } from '../../playwright.config.ts';
import { wavFile, pngImage } from '../../src/server/test/upload-fixtures.ts';
import { signedInAdmin, signedInArtist } from './support/users.ts';
import { sql, upload } from './support/db.ts';
import { expectToast } from './support/toast.ts';

const STORES = ['spotify', 'deezer', 'jiosaavn'];

/** A single with its cover and audio uploaded by the artist, waiting for review, for three stores. */
async function pendingRelease(page: Page, email: string, title: string): Promise<string> {
  const cover = await upload(page, 'cover', 'cover.png', await pngImage(3000, 3000));
  const audio = await upload(page, 'audio', 'take.wav', wavFile(2));
  const [row] = await sql<{ id: string }>(
    `insert into music_releases (user_id, title, artist_name, genre, status, release_date, copyright_holder, cover_file_id, stores)
     select id, $2, 'E2E Artist', 'Pop', 'pending', current_date + 30, 'E2E Artist', $3, $4 from users where email = $1 returning id`,
    [email, title, cover, STORES],
  );
  await sql(`insert into release_tracks (release_id, position, title, audio_file_id) values ($1, 1, $2, $3)`, [row!.id, title, audio]);
  return row!.id;
}

const toast = (page: Page, text: string) => expectToast(page, text);

test.describe.configure({ timeout: 180_000 });

test('an approved release reaches every chosen store, the artist sees it, and a takedown goes out once approved', async ({
  page,
  browser,
}) => {
  const email = await signedInArtist(page, 'Distribution Artist');
  const title = `Harbour ${Date.now()}`;
  const id = await pendingRelease(page, email, title);

  const admin = await signedInAdmin(browser);
  await admin.goto('/admin/releases');
  await admin.getByLabel('Search releases by title or artist').fill(title);
  await admin.getByRole('button', { name: `Review ${title}` }).click();
  const dialog = admin.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: title })).toBeVisible();
  await dialog.getByRole('button', { name: 'Approve' }).click();
  await toast(admin, 'Release status updated to approved');
  await admin.keyboard.press('Escape');

  await page.goto(`/dashboard/releases/${id}`);
  // one line for the stores that have it, and no store listed apart while none differs
  await expect(page.locator('[data-summary="stores"]')).toHaveText(/^Sent to 3 stores · /, { timeout: 30_000 });
  const stores = page.getByRole('list', { name: 'Stores that differ' });
  await expect(stores).toHaveCount(0);
  await expect(page.locator('[data-figure="approval-to-last-delivery"]')).toHaveText(/^\d+ (s|min)/);
  await page.reload(); // the status moved to distributed with the last store
  await expect(page.getByText('Distributed', { exact: true }).first()).toBeVisible();
  // What a store receives: the batch with its manifest, in the store's folder.
  const upc = (await sql<{ upc: string }>('select upc from music_releases where id = $1', [id]))[0]!.upc;
  for (const store of STORES) {
    const dir = path.join(E2E_DATA_DIR, 'deliveries', store);
    const batch = fs.readdirSync(dir).find((b) => fs.existsSync(path.join(dir, b, upc)))!;
    expect(fs.existsSync(path.join(dir, batch, `BatchComplete_${batch}.xml`))).toBe(true);
    expect(fs.existsSync(path.join(dir, batch, upc, `${upc}.xml`))).toBe(true);
  }

  await page.getByRole('button', { name: 'Request takedown' }).click();
  const ask = page.getByRole('dialog');
  await ask.getByRole('checkbox', { name: 'All stores' }).click();
  await ask.getByRole('checkbox', { name: 'Deezer' }).click();
  await ask.getByRole('checkbox', { name: 'Spotify' }).click();
  await ask.getByLabel('Reason').fill('Re-releasing with a label');
  await ask.getByRole('button', { name: 'Request takedown' }).click();
  await toast(page, 'Takedown requested');
  await expect(page.getByRole('status').filter({ hasText: 'Takedown requested' })).toContainText('Deezer, Spotify');
  await expect(page.getByRole('button', { name: 'Request takedown' })).toHaveCount(0);

  await admin.goto('/admin');
  const request = admin.locator(`[data-takedown="${title}"]`);
  await expect(request).toContainText('Deezer, Spotify');
  await expect(request).toContainText('Re-releasing with a label');
  await request.getByRole('button', { name: 'Approve takedown' }).click();
  await toast(admin, 'Takedown approved');
  await expect(request).toHaveCount(0);
  await expect(admin.locator('[data-figure="Delivery median"]')).not.toHaveText('—');

  await page.reload();
  for (const name of ['Deezer', 'Spotify']) {
    await expect(stores.locator(`[data-store="${name}"]`).getByText('Taken down', { exact: true })).toBeVisible({ timeout: 30_000 });
  }
  await expect(stores.locator('[data-store="JioSaavn"]')).toHaveCount(0);
  await expect(page.locator('[data-summary="stores"]')).toHaveText(/^Sent to 1 store · /);
  await expect(page.getByRole('list', { name: 'Takedown requests' })).toContainText('Takedown from Deezer, Spotify approved');
});

test('a delivery that gave up waits on the Overview until the admin sends it again, and then arrives', async ({ page, browser }) => {
  const email = await signedInArtist(page, 'Resend Artist');
  const title = `Ferry ${Date.now()}`;
  const id = await pendingRelease(page, email, title);
  const admin = await signedInAdmin(browser);
  // Approved in the review dialog; then the Spotify delivery is made to have spent its retries
  // against a store that refused it (the unit tests fail deliveries for real).
  await admin.goto('/admin/releases');
  await admin.getByLabel('Search releases by title or artist').fill(title);
  await admin.getByRole('button', { name: `Review ${title}` }).click();
  await admin.getByRole('dialog').getByRole('button', { name: 'Approve' }).click();
  await toast(admin, 'Release status updated to approved');
  await admin.keyboard.press('Escape');
  await expect
    .poll(async () => (await sql(`select 1 from deliveries where release_id = $1 and delivered_at is not null`, [id])).length, {
      timeout: 30_000,
    })
    .toBe(3);
  await sql(
    `update deliveries set state = 'failed', delivered_at = null, attempts = 6, last_error = 'connect ECONNREFUSED 203.0.113.7:22'
      where release_id = $1 and endpoint_id = (select id from store_endpoints where store_key = 'spotify')`,
    [id],
  );
  await sql(`update music_releases set status = 'approved' where id = $1`, [id]);

  await page.goto(`/dashboard/releases/${id}`);
  const spotify = page.getByRole('list', { name: 'Stores that differ' }).locator('[data-store="Spotify"]');
  await expect(spotify.getByText('Not delivered yet', { exact: true })).toBeVisible();
  await expect(spotify).toContainText('Our team is on it');
  await expect(page.getByText(/ECONNREFUSED/)).toHaveCount(0); // the transfer's error is the console's

  await admin.goto('/admin');
  const failed = admin.locator(`[data-failed-delivery="${title}"]`);
  await expect(failed).toContainText('Spotify');
  await expect(failed).toContainText('Gave up');
  await failed.getByRole('button', { name: 'Send again' }).click();
  await toast(admin, 'Delivery queued again');
  await expect(failed).toHaveCount(0);

  await page.reload();
  await expect(page.locator('[data-summary="stores"]')).toHaveText(/^Sent to 3 stores · /, { timeout: 30_000 });
  await expect(spotify).toHaveCount(0);
  await page.reload();
  await expect(page.getByText('Distributed', { exact: true }).first()).toBeVisible();

  // A store that answers with an error puts the release in front of the admin until dealt with.
  await sql(
    `insert into delivery_acknowledgements (endpoint_id, delivery_id, release_id, file_name, status, error_text, proposed_action)
     select d.endpoint_id, d.id, d.release_id, 'ACK_e2e_' || d.id || '.xml', 'error', 'Cover art below 3000 x 3000 pixels', 'ResendXmlAndResources'
       from deliveries d join store_endpoints e on e.id = d.endpoint_id
      where d.release_id = $1 and e.store_key = 'deezer'`,
    [id],
  );
  await admin.reload();
  const storeErrors = admin.getByRole('list', { name: 'Store errors' });
  const storeError = storeErrors.getByRole('listitem').filter({ hasText: `Deezer: ${title}` });
  await expect(storeError).toContainText('Cover art below 3000 x 3000 pixels · proposed: ResendXmlAndResources');
  await storeError.getByRole('button', { name: 'Mark dealt with' }).click();
  await toast(admin, 'Marked as dealt with');
  await expect(storeError).toHaveCount(0);

  // A store's error read from its answer puts the delivery in error: the admin sends it again (a ReDelivery).
  await sql(
    `with d as (update deliveries set state = 'error' where id = (select d.id from deliveries d join store_endpoints e on e.id = d.endpoint_id
        where d.release_id = $1 and e.store_key = 'spotify' order by d.created_at desc limit 1) returning id, endpoint_id, release_id, batch_id)
     insert into delivery_acknowledgements (endpoint_id, delivery_id, release_id, file_name, status, delivery_state, error_text, proposed_action)
     select endpoint_id, id, release_id, batch_id || '/ACK_e2e.xml', 'error', 'error', 'Audio clipped at 0:42', 'ResendXmlAndResources' from d`,
    [id],
  );
  await admin.reload();
  const spotifyError = storeErrors.getByRole('listitem').filter({ hasText: `Spotify: ${title}` });
  await expect(spotifyError).toContainText('Audio clipped at 0:42');
  await spotifyError.getByRole('button', { name: 'Send again' }).click();
  await toast(admin, 'Delivery queued again');
  await expect(spotifyError).toHaveCount(0);
  await expect
    .poll(async () => (await sql(`select state from deliveries where release_id = $1 and redelivery_of is not null`, [id])).length, {
      timeout: 30_000,
    })
    .toBe(1);
});
