// A release's timeline per store as people meet it: the admin approves a release for two local
// folder stores; Spotify's acknowledgement file, dropped in the batch's folder and picked up, moves
// it to live; the artist unfolds the timeline and reads each step with its time, and nothing
// technical; the admin reads the same timeline with its record in the review dialog, the Deezer
// delivery waiting for an answer longer than Settings allow, and Spotify's time to live; Deezer's
// error answer then reaches the artist in the store's words and ours, with what to do.
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { E2E_DATA_DIR } from '../../playwright.config.ts';
import { TEST_SENDER_DPID } from '../../src/domain/dpid.ts';
import { PUBLISHED_STORE_DPIDS } from '../../src/domain/deliveries.ts';
import { acknowledgementXml } from '../../src/server/test/acknowledgement-fixture.ts';
import { pngImage, wavFile } from '../../src/server/test/upload-fixtures.ts';
import { sql, upload } from './support/db.ts';
import { signedInAdmin, signedInArtist } from './support/users.ts';
import { expectToast } from './support/toast.ts';
import { shot } from './support/shot.ts';

async function pendingRelease(page: Page, email: string, title: string): Promise<string> {
  const cover = await upload(page, 'cover', 'cover.png', await pngImage(3000, 3000));
  const audio = await upload(page, 'audio', 'take.wav', wavFile(2));
  const [row] = await sql<{ id: string }>(
    `insert into music_releases (user_id, title, artist_name, genre, status, release_date, copyright_holder, cover_file_id, stores)
     select id, $2, 'E2E Artist', 'Pop', 'pending', current_date + 30, 'E2E Artist', $3, $4 from users where email = $1 returning id`,
    [email, title, cover, ['spotify', 'deezer']],
  );
  await sql(`insert into release_tracks (release_id, position, title, audio_file_id) values ($1, 1, $2, $3)`, [row!.id, title, audio]);
  return row!.id;
}

/** Spotify's answer that the release is live, in the batch's folder as the choreography puts it; picked up at once. */
async function storeSaysLive(releaseId: string) {
  const [d] = await sql<{ batch_id: string; message_id: string; release_icpn: string }>(
    `select d.batch_id, d.message_id, d.release_icpn from deliveries d join store_endpoints e on e.id = d.endpoint_id
      where d.release_id = $1 and e.store_key = 'spotify'`,
    [releaseId],
  );
  const xml = acknowledgementXml({
    sender: PUBLISHED_STORE_DPIDS.spotify!,
    recipient: TEST_SENDER_DPID,
    icpn: d!.release_icpn,
    status: 'ReleaseMadeAvailableToConsumers',
    acknowledged: { batchId: d!.batch_id, messageId: d!.message_id },
  });
  fs.writeFileSync(path.join(E2E_DATA_DIR, 'deliveries', 'spotify', d!.batch_id, `ACK_${d!.batch_id}_${d!.release_icpn}.xml`), xml);
  // The pick-up runs every five minutes; a job now does what the schedule would.
  await sql(`insert into pgboss.job (name, data) values ('delivery-acks', '{}'::jsonb)`);
  await expect
    .poll(
      async () =>
        (
          await sql<{ state: string }>(
            `select d.state from deliveries d join store_endpoints e on e.id = d.endpoint_id where d.release_id = $1 and e.store_key = 'spotify'`,
            [releaseId],
          )
        )[0]!.state,
      { timeout: 30_000 },
    )
    .toBe('live');
}

test.describe.configure({ timeout: 180_000 });

for (const device of [
  { name: 'desktop', viewport: { width: 1280, height: 900 }, isMobile: false },
  { name: 'phone', viewport: { width: 360, height: 740 }, isMobile: true },
]) {
  test.describe(`at ${device.viewport.width} px`, () => {
    test.use({ viewport: device.viewport, isMobile: device.isMobile, hasTouch: device.isMobile });

    test('the artist follows each store to live, and the admin sees the record, the overdue and the time to live', async ({
      page,
      browser,
    }) => {
      const email = await signedInArtist(page, 'Timeline Artist');
      const title = `Lighthouse ${device.name} ${Date.now()}`;
      const id = await pendingRelease(page, email, title);

      const admin = await signedInAdmin(browser, { viewport: device.viewport, isMobile: device.isMobile, hasTouch: device.isMobile });
      await admin.goto(`/admin/releases?release=${id}`);
      const dialog = admin.getByRole('dialog');
      await dialog.getByRole('button', { name: 'Approve' }).click();
      await expectToast(admin, 'Release status updated to approved');
      await expect
        .poll(async () => (await sql(`select 1 from deliveries where release_id = $1 and delivered_at is not null`, [id])).length, {
          timeout: 30_000,
        })
        .toBe(2);
      await storeSaysLive(id);
      // Deezer never answers: sent four days ago, past the 72 hours Settings allow by default.
      await sql(
        `update deliveries set state_changed_at = now() - interval '96 hours'
          where release_id = $1 and endpoint_id = (select id from store_endpoints where store_key = 'deezer')`,
        [id],
      );

      await page.goto(`/dashboard/releases/${id}`);
      await page.getByText('Timeline per store', { exact: true }).click();
      const timeline = page.getByRole('list', { name: 'Timeline per store' });
      const spotify = timeline.locator('[data-timeline-store="Spotify"]');
      await expect(spotify.locator('[data-standing]')).toHaveText(/^Live · /);
      await spotify.getByText('Spotify', { exact: true }).click();
      const steps = spotify.getByRole('list', { name: 'Spotify timeline' });
      for (const step of ['queued', 'sent', 'received', 'ingested', 'live'])
        await expect(steps.locator(`[data-step="${step}"]`)).toHaveAttribute('data-reached', 'yes');
      await expect(steps.locator('[data-step="live"]')).toContainText(/Live\s*\w{3} \d{1,2}, \d{4}/);
      const deezer = timeline.locator('[data-timeline-store="Deezer"]');
      await expect(deezer.locator('[data-standing]')).toHaveText(/^Sent · /);
      await deezer.getByText('Deezer', { exact: true }).click();
      await expect(deezer.locator('[data-step="received"]')).toHaveAttribute('data-reached', 'no');
      await expect(deezer.locator('[data-step="received"]')).toContainText('not yet');
      // nothing of the engineering reaches the artist
      await expect(page.locator('[data-technical]')).toHaveCount(0);
      await expect(page.getByText(/ACK_|ReleaseMadeAvailableToConsumers/)).toHaveCount(0);
      await shot(page, `artist-timeline-${device.name}`);

      await admin.getByRole('tab', { name: 'Stores' }).click();
      const record = dialog.locator('[data-timeline-store="Spotify"]');
      await record.getByText('Spotify', { exact: true }).click();
      await expect(record.locator('[data-technical]')).toContainText('ReleaseMadeAvailableToConsumers');
      await expect(record.getByRole('list', { name: 'Spotify acknowledgements' })).toContainText(/ACK_\d+_\d+\.xml/);
      await record.locator('[data-technical]').scrollIntoViewIfNeeded();
      await shot(admin, `admin-review-timeline-${device.name}`);
      await admin.keyboard.press('Escape');

      await admin.goto('/admin');
      const overdue = admin.getByRole('list', { name: "Waiting for a store's answer" }).locator(`[data-overdue="${title}"]`);
      await expect(overdue).toContainText(`Deezer: ${title}`);
      await expect(overdue).toContainText('nothing since');
      await expect(admin.locator('[data-overdue-hours="72"]')).toBeVisible();
      await expect(admin.getByRole('list', { name: "Waiting for a store's answer" })).not.toContainText(`Spotify: ${title}`);
      const live = admin.getByRole('table', { name: 'Approval to live per store' }).locator('[data-live-times="Spotify"]');
      await expect(live).toBeVisible();
      await live.scrollIntoViewIfNeeded();
      await shot(admin, `admin-overview-deliveries-${device.name}`);

      // Deezer answers at last, with an error: the artist reads it in the store's words and ours.
      await sql(
        `with d as (update deliveries set state = 'error', state_changed_at = now() where release_id = $1
            and endpoint_id = (select id from store_endpoints where store_key = 'deezer') returning id, endpoint_id, release_id, batch_id)
         insert into delivery_acknowledgements (endpoint_id, delivery_id, release_id, file_name, status, delivery_state, release_status, error_text, proposed_action)
         select endpoint_id, id, release_id, batch_id || '/ACK_e2e.xml', 'error', 'error', 'ProcessingErrorAtReleaseDistributor',
           'Cover art below 3000 x 3000 pixels', 'ResendXmlAndResources' from d`,
        [id],
      );
      await page.reload();
      await page.getByText('Timeline per store', { exact: true }).click();
      await expect(deezer.locator('[data-standing]')).toHaveText(/^Store error · /);
      await deezer.getByText('Deezer', { exact: true }).click();
      const problem = deezer.locator('[data-problem]');
      await expect(problem).toContainText('The store says: “Cover art below 3000 x 3000 pixels”');
      await expect(problem).toContainText('The store could not process what we sent.');
      await expect(problem).toContainText('What to do: Nothing: our team fixes it and sends it to the store again.');
      await expect(page.getByText(/ResendXmlAndResources/)).toHaveCount(0);
      await problem.scrollIntoViewIfNeeded();
      await shot(page, `artist-timeline-error-${device.name}`);
      // answered: no longer waiting
      await admin.reload();
      await expect(admin.locator('[data-overdue-hours="72"]')).toBeVisible();
      await expect(admin.locator(`[data-overdue="${title}"]`)).toHaveCount(0);
    });
  });
}
