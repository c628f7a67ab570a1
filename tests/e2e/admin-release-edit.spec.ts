// An admin corrects a release in stores for its artist: in the review dialog's Versions card, Edit
// release opens the artist's release form filled with the release (no uploads: the files are the
// artist's), with the form's own validation; saved, the change waits in the Versions card written
// by the admin, is approved there like any update, and becomes the live version; the artist's
// release page shows the new title and that our team made the change. At 1280 px and on a 360 px phone.
import { expect, test, type Page } from '@playwright/test';
import { ADMIN_REVISION_SAVED } from '../../src/domain/release-updates.ts';
import { MISSING_REQUIRED } from '../../src/domain/releases-rules.ts';
import { signedInAdmin, signedInArtist } from './support/users.ts';
import { openReview, pendingSingle } from './support/releases.ts';
import { expectToast } from './support/toast.ts';
import { sql } from './support/db.ts';
import { shot } from './support/shot.ts';

const STORES = ['spotify', 'deezer'];

/** `timeout`: an approval builds and checks a message per store, slow on a loaded machine. */
const toast = (page: Page, title: string, timeout = 7_000) => expectToast(page, title, timeout);

for (const device of [
  { name: 'desktop', viewport: { width: 1280, height: 900 }, isMobile: false },
  { name: 'phone', viewport: { width: 360, height: 740 }, isMobile: true },
]) {
  test.describe(`at ${device.viewport.width} px`, () => {
    test.use({ viewport: device.viewport, isMobile: device.isMobile, hasTouch: device.isMobile });

    test('an admin edits a distributed release for its artist, approves it, and the artist sees it', async ({ page, browser }) => {
      test.setTimeout(150_000);
      const email = await signedInArtist(page, 'Edit Artist');
      const title = `Harbour ${device.name} ${Date.now()}`;
      const id = await pendingSingle(page, email, title, STORES);

      const admin = await signedInAdmin(browser, { viewport: device.viewport, isMobile: device.isMobile, hasTouch: device.isMobile });
      let dialog = await openReview(admin, title);
      await dialog.getByRole('button', { name: 'Approve', exact: true }).click();
      await toast(admin, 'Release status updated to approved', 30_000);
      await admin.keyboard.press('Escape');
      await expect
        .poll(async () => (await sql<{ status: string }>('select status from music_releases where id = $1', [id]))[0]!.status, {
          timeout: 30_000,
        })
        .toBe('distributed');

      // The admin opens the distributed release and edits it from the Versions card.
      dialog = await openReview(admin, title);
      const versions = dialog.getByRole('list', { name: 'Versions' });
      await expect(versions).toContainText('Version 1');
      await dialog.getByRole('button', { name: 'Edit release' }).click();
      await expect(dialog.getByRole('heading', { name: 'Edit release for E2E Artist' })).toBeVisible();
      const titleField = dialog.getByRole('textbox', { name: 'Title', exact: true });
      await expect(titleField).toHaveValue(title);
      // The artist's files are shown; uploads are theirs to make.
      await expect(dialog.getByText('take.wav', { exact: true })).toBeVisible();
      await expect(dialog.getByRole('button', { name: /^Upload/ })).toHaveCount(0);
      await shot(admin, `form-${device.name}`, { fullPage: false });

      // The form's own checks, as the artist's: an empty title is called out before anything is sent.
      await titleField.fill('');
      await dialog.getByRole('button', { name: 'Save update for review' }).click();
      await expect(dialog.getByRole('alert').filter({ hasText: MISSING_REQUIRED })).toBeVisible();
      await expect(titleField).toBeFocused();
      await shot(admin, `invalid-${device.name}`, { fullPage: false });
      expect(await sql('select id from release_revisions where release_id = $1', [id])).toEqual([]);

      const fixed = `${title} (Deluxe)`;
      await titleField.fill(fixed);
      await dialog.getByRole('button', { name: 'Save update for review' }).click();
      await toast(admin, ADMIN_REVISION_SAVED, 15_000);
      // Back in the review: the change waits, written by the admin; stores keep the live version.
      const waiting = versions.locator('li').first();
      await expect(waiting).toContainText('Waiting for review');
      await expect(waiting).toContainText('Edited by Admin (admin)');
      await expect(dialog.getByRole('heading', { name: title, exact: true })).toBeVisible();
      expect((await sql<{ title: string }>('select title from music_releases where id = $1', [id]))[0]!.title).toBe(title);
      await shot(admin, `waiting-${device.name}`, { fullPage: false });

      await dialog.getByRole('button', { name: 'Approve update' }).click();
      await toast(admin, 'Update approved and sent to stores', 30_000);
      const live = versions.locator('li').first();
      await expect(live).toContainText('Version 2');
      await expect(live).toContainText('Live');
      await expect(live).toContainText('Edited by Admin (admin)');
      await expect(dialog.getByRole('heading', { name: fixed, exact: true })).toBeVisible();
      await expect(dialog.getByText('Changed by someone else since you opened it')).toHaveCount(0);
      await live.scrollIntoViewIfNeeded();
      await shot(admin, `approved-${device.name}`, { fullPage: false });
      const [{ n }] = (await sql<{ n: number }>(`select count(*)::int as n from deliveries where release_id = $1 and kind = 'update'`, [
        id,
      ])) as [{ n: number }];
      expect(n).toBe(2);

      // The artist's release page: the new title, and that our team made the change.
      await page.goto(`/dashboard/releases/${id}`);
      await expect(page.getByRole('heading', { name: fixed, exact: true })).toBeVisible();
      const artistVersions = page.getByRole('list', { name: 'Versions' });
      const current = artistVersions.locator('li').first();
      await expect(current).toContainText('Version 2');
      await expect(current).toContainText('Edited by our team');
      await expect(current).toContainText('Our team corrected your release for you');
      await expect(artistVersions).not.toContainText('(admin)');
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(device.viewport.width);
      await current.scrollIntoViewIfNeeded();
      await shot(page, `artist-${device.name}`);
    });
  });
}
