// An admin's walk through the console, at a desktop and on a 360 px phone: the counters as small
// tiles that leave the section in view; a failed delivery's system error in plain words with the
// raw text under Details; Add store with every missing field named beside it as labelled, Test
// connection on a missing folder and on one that is there; an import with no matched row shows
// its amounts as money and offers no Confirm import; the audit log names who, what and which
// record, with nothing cut off at the right.
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { ADMIN, E2E_DATA_DIR } from '../../playwright.config.ts';
import { sql } from './support/db.ts';
import { signIn } from './support/users.ts';
import { choose } from './support/select.ts';
import { REPORT_HEADER } from './support/money.ts';
import { shot } from './support/shot.ts';

/** Nothing on the page is wider than the window (a table cut off at the right). */
async function expectNoSidewaysScroll(page: Page) {
  const [scroll, inner] = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
  expect(scroll).toBeLessThanOrEqual(inner);
}

for (const device of [
  { name: 'desktop', viewport: { width: 1280, height: 900 }, isMobile: false },
  { name: 'phone', viewport: { width: 360, height: 740 }, isMobile: true },
]) {
  test.describe(`at ${device.viewport.width} px`, () => {
    test.use({ viewport: device.viewport, isMobile: device.isMobile, hasTouch: device.isMobile });

    test('counters, a failed delivery in plain words, Add store with Test connection, an import with nothing matched, the audit log', async ({
      page,
    }) => {
      const stamp = `${device.name}-${Date.now()}`;
      // A delivery that gave up on a folder the service may not write to.
      const [release] = await sql<{ id: string }>(
        `insert into music_releases (user_id, title, artist_name, genre, release_type, status)
         select id, $2, 'Walk Artist', 'Pop', 'single', 'approved' from users where email = $1 returning id`,
        [ADMIN.email, `Walk Failed ${stamp}`],
      );
      await sql(
        `insert into deliveries (release_id, endpoint_id, state, attempts, last_error)
         select $1, id, 'failed', 5, $2 from store_endpoints where store_key = 'deezer'`,
        [release!.id, "EACCES: permission denied, open '/srv/tunelane/deliveries/deezer/B1.xml.part'"],
      );

      await signIn(page, ADMIN.email, ADMIN.password);
      await expect(page).toHaveURL(/\/admin$/);

      // The six counters: small tiles that leave the page's own heading on the first screen.
      const counters = page.getByRole('definition').first();
      await expect(counters).toBeVisible();
      const box = (await page.locator('dl[aria-label="Platform counters"]').boundingBox())!;
      if (device.isMobile) expect(box.height).toBeLessThan(150);
      await expect(page.getByRole('heading', { name: 'Overview', level: 1 })).toBeInViewport();

      const failed = page.locator(`[data-failed-delivery="Walk Failed ${stamp}"]`);
      await expect(failed).toContainText('Permission denied: this server may not read or write there.');
      await expect(failed).toContainText('Give the service write access to that folder');
      await expect(failed.getByText('EACCES: permission denied')).toBeHidden();
      await failed.getByText('Details').click();
      await expect(failed.getByText("EACCES: permission denied, open '/srv/tunelane/deliveries/deezer/B1.xml.part'")).toBeVisible();
      await shot(page, `overview-${device.name}`);

      // Add store: what is missing is named beside each field, as labelled.
      await page.goto('/admin/settings');
      await page.getByRole('button', { name: 'Add store' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add store' });
      await choose(page, 'Protocol', 'SFTP', dialog);
      await dialog.getByRole('button', { name: 'Add store' }).click();
      await expect(dialog.getByLabel('Store name')).toHaveAccessibleDescription(/Store name is required/);
      await expect(dialog.getByLabel('Host')).toHaveAccessibleDescription(/Host is required/);
      await expect(dialog.getByLabel('User')).toHaveAccessibleDescription(/User is required/);
      await expect(dialog.getByLabel('Remote path')).toHaveAccessibleDescription(/Remote path is required/);
      await expect(dialog.getByText('Secret is required')).toHaveCount(0);
      await shot(page, `add-store-errors-${device.name}`);

      // A local folder: missing, then there.
      const name = `Walk Store ${stamp}`;
      const folder = `deliveries/walk-${stamp}`;
      await choose(page, 'Protocol', 'Local folder', dialog);
      await dialog.getByLabel('Store name').fill(name);
      await dialog.getByLabel('Folder').fill(folder);
      await dialog.getByRole('button', { name: 'Test connection' }).click();
      const failedTest = dialog.locator('[data-test-result="failed"]');
      await expect(failedTest).toContainText('The folder or file does not exist. Create the folder, or correct the path.');
      await failedTest.getByText('Details').click();
      await expect(failedTest).toContainText('ENOENT');
      await shot(page, `test-connection-failed-${device.name}`);
      fs.mkdirSync(path.join(E2E_DATA_DIR, folder), { recursive: true });
      await dialog.getByRole('button', { name: 'Test connection' }).click();
      await expect(dialog.locator('[data-test-result="ok"]')).toHaveText(`Connected: the folder ${folder} exists and can be written to.`);
      await dialog.getByRole('button', { name: 'Add store' }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByRole('list', { name: 'Store endpoints' }).getByText(name, { exact: true })).toBeVisible();

      // An import none of whose rows match: amounts as money, all of it for the unmatched queue.
      await page.goto('/admin/revenue');
      await page.getByRole('button', { name: 'Import sales report' }).click();
      const importDialog = page.getByRole('dialog');
      const day = new Date(Date.now() - 3 * 86_400_000).toISOString().slice(0, 10);
      const report = `${REPORT_HEADER}\nWalk,WALK-${stamp},1,${day.slice(0, 7)},${day},${day},Spotify,stream,US,QZWLK${String(Date.now() % 10_000_000).padStart(7, '0')},,Nobody Song,Nobody,10,18.200000000000,USD\n`;
      await importDialog
        .getByLabel('Report file')
        .setInputFiles({ name: `walk-${stamp}.csv`, mimeType: 'text/csv', buffer: Buffer.from(report) });
      await importDialog.getByRole('button', { name: 'Upload and preview' }).click();
      await expect(importDialog.locator('[data-count="Matched"]')).toContainText('0');
      await expect(importDialog.locator('[data-alert="queue"]')).toContainText(
        'Booking now leaves 1 unmatched line in the unmatched queue: $18.20',
      );
      await expect(importDialog.getByText('Nothing to import yet')).toHaveCount(0);
      await expect(importDialog.getByRole('button', { name: 'Confirm import' })).toBeVisible();
      const rows = importDialog.locator('section[aria-label="Report rows"]');
      await expect(rows.getByText('$18.20')).toBeVisible();
      await expect(importDialog.getByText('18.200000000000')).toHaveCount(0);
      await shot(page, `import-nothing-matched-${device.name}`);
      await importDialog.getByRole('button', { name: 'Discard' }).click();
      await expect(importDialog).toBeHidden();

      // The audit log: who, what and which record in words, nothing cut off at the right.
      await page.goto('/admin/audit');
      const added = page.locator('[data-audit-action="store_endpoint.created"]').first();
      await expect(added).toContainText('Store added');
      await expect(added).toContainText(ADMIN.email);
      await expect(added.getByRole('link', { name })).toHaveAttribute('href', '/admin/settings');
      await expect(page.locator('[data-audit-action="store_endpoint.tested"]').first()).toContainText('Store connection tested');
      await expect(page.getByText('store_endpoint.created')).toHaveCount(0);
      await expectNoSidewaysScroll(page);
      await shot(page, `audit-${device.name}`);
    });
  });
}
