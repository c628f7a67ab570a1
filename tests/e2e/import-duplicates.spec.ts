// A sales report that repeats a line (the same source, statement and line id): the admin's
// preview counts the repeats as duplicates, says they will not be booked, and lists each with the
// line it repeats; the admin then discards the preview.
import { expect, test } from '@playwright/test';
import { ADMIN } from '../../playwright.config.ts';
import { signIn } from './support/users.ts';
import { REPORT_HEADER } from './support/money.ts';

test('a report repeating a line previews the repeats as duplicates, not to be booked', async ({ page }) => {
  const stamp = `${Date.now()}`;
  const day = new Date(Date.now() - 3 * 86_400_000).toISOString().slice(0, 10);
  const line = (id: string, title: string) =>
    `E2E Repeats,DUP-${stamp},${id},${day.slice(0, 7)},${day},${day},Spotify,stream,US,USZZZ26${stamp.slice(-5)},,${title},Nobody,10,0.05,USD`;
  const report = [REPORT_HEADER, line('1', 'Echo'), line('1', 'Echo'), line('2', 'Other'), line('1', 'Echo')].join('\n') + '\n';

  await signIn(page, ADMIN.email, ADMIN.password);
  await expect(page).not.toHaveURL(/\/auth/); // signed in (where the console lands is not this journey's concern)
  await page.goto('/admin/revenue');
  await page.getByRole('button', { name: 'Import sales report' }).click();
  const dialog = page.getByRole('dialog');
  await dialog
    .getByLabel('Report file')
    .setInputFiles({ name: `e2e-repeats-${stamp}.csv`, mimeType: 'text/csv', buffer: Buffer.from(report) });
  await dialog.getByRole('button', { name: 'Upload and preview' }).click();
  await expect(dialog.getByText('Check the preview, then confirm the import or discard it.')).toBeVisible();
  await expect(dialog.locator('[data-count="Rows"]')).toContainText('4');
  await expect(dialog.locator('[data-count="Duplicates"]')).toContainText('2');
  await expect(dialog.locator('[data-count="Unmatched"]')).toContainText('2');
  await expect(dialog.getByText('2 duplicate lines will not be booked')).toBeVisible();

  await dialog.getByRole('tab', { name: 'Duplicate', exact: true }).click();
  const rows = dialog.locator('section[aria-label="Report rows"] tbody tr');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0).getByRole('cell').first()).toHaveText('3');
  await expect(rows.nth(1).getByRole('cell').first()).toHaveText('5');
  await expect(rows.nth(0)).toContainText('Duplicate');
  await expect(rows.nth(0)).toContainText('Same source, statement and line id as line 2: not booked.');

  await dialog.getByRole('button', { name: 'Discard' }).click();
  await expect(dialog).toBeHidden();
});
