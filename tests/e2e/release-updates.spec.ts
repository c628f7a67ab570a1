// Correcting a release stores already have: the artist edits the distributed release and submits
// the change; the release page says it waits for review while stores keep the current version;
// the admin approves it in the review dialog; the release page shows the new version live and
// each store's update (no files sent again, as none changed). At 1280 px and on a 360 px phone.
import { expect, test, type Page } from '@playwright/test';
import { REVISION_SAVED } from '../../src/domain/release-updates.ts';
import { signedInAdmin, signedInArtist } from './support/users.ts';
import { openReview, pendingSingle } from './support/releases.ts';
import { sql } from './support/db.ts';
import { expectToast } from './support/toast.ts';
import { shot } from './support/shot.ts';

const STORES = ['spotify', 'deezer'];

const toast = (page: Page, text: string) => expectToast(page, text);

for (const device of [
  { name: 'desktop', viewport: { width: 1280, height: 900 }, isMobile: false },
  { name: 'phone', viewport: { width: 360, height: 740 }, isMobile: true },
]) {
  test.describe(`at ${device.viewport.width} px`, () => {
    test.use({ viewport: device.viewport, isMobile: device.isMobile, hasTouch: device.isMobile });

    test('an edit to a distributed release is reviewed, then every store gets the update', async ({ page, browser }) => {
      const email = await signedInArtist(page, 'Update Artist');
      const title = `Lantern ${device.name} ${Date.now()}`;
      const id = await pendingSingle(page, email, title, STORES);

      const admin = await signedInAdmin(browser, { viewport: device.viewport, isMobile: device.isMobile, hasTouch: device.isMobile });
      const dialog = await openReview(admin, title);
      await dialog.getByRole('button', { name: 'Approve' }).click();
      await toast(admin, 'Release status updated to approved');
      await admin.keyboard.press('Escape');
      await expect
        .poll(async () => (await sql<{ status: string }>('select status from music_releases where id = $1', [id]))[0]!.status, {
          timeout: 30_000,
        })
        .toBe('distributed');

      // The artist corrects a typo in the title.
      await page.goto(`/dashboard/releases/${id}`);
      await page.getByRole('link', { name: 'Edit' }).click();
      await expect(page.getByText('Stores keep the current version until our team approves your changes.')).toBeVisible();
      const fixed = `${title} (Remastered)`;
      await page.getByRole('textbox', { name: 'Title', exact: true }).fill(fixed);
      await page.getByRole('button', { name: 'Submit Update for Review' }).click();
      await toast(page, REVISION_SAVED);
      await expect(page).toHaveURL(new RegExp(`/dashboard/releases/${id}$`));
      await expect(page.getByRole('heading', { name: title, exact: true })).toBeVisible();
      const versions = page.getByRole('list', { name: 'Versions' });
      await expect(versions.locator('li').first()).toContainText('Waiting for review');
      await expect(versions).toContainText('Stores keep the current version until our team approves this update.');
      await expect(versions).toContainText('Version 1');
      await shot(page, `pending-${device.name}`);

      // The admin approves the update in the review dialog.
      const review = await openReview(admin, title);
      const adminVersions = review.getByRole('list', { name: 'Versions' });
      await expect(adminVersions).toContainText('Waiting for review');
      await review.getByRole('button', { name: 'Approve update' }).click();
      await toast(admin, 'Update approved and sent to stores');
      await expect(adminVersions.locator('li').first()).toContainText('Version 2');
      // The admin's own approval is not a change by someone else.
      await expect(review.getByText('Changed by someone else since you opened it')).toHaveCount(0);
      await shot(admin, `admin-${device.name}`);

      // The release page shows the new version live and each store's update, with no file sent again.
      await page.reload();
      await expect(page.getByRole('heading', { name: fixed, exact: true })).toBeVisible();
      const live = versions.locator('li').first();
      await expect(live).toContainText('Version 2');
      await expect(live).toContainText('Live');
      for (const store of ['Spotify', 'Deezer']) {
        await expect(live.getByRole('listitem').filter({ hasText: store })).toContainText('Update · Delivered · no files', {
          timeout: 30_000,
        });
      }
      await expect(versions).toContainText('Replaced');
      // An update is no takedown: the stores still have the release.
      await expect(page.getByText('Taken down', { exact: true })).toHaveCount(0);
      const [{ n }] = (await sql<{ n: number }>(
        `select count(*)::int as n from deliveries where release_id = $1 and kind = 'update' and release_icpn = (select upc from music_releases where id = $1)`,
        [id],
      )) as [{ n: number }];
      expect(n).toBe(2);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(device.viewport.width);
      await shot(page, `updated-${device.name}`);
    });
  });
}
