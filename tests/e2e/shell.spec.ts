import { expect, test } from '@playwright/test';
import { signedInArtist } from './support/users.ts';

test('the sidebar collapses with Ctrl+B and stays collapsed after a reload', async ({ page }) => {
  await signedInArtist(page, 'Shell Artist');
  const sidebar = page.getByRole('complementary');
  await expect(sidebar).toHaveAttribute('data-state', 'expanded');
  await expect(sidebar.getByText('Shell Artist')).toBeVisible();
  await page.keyboard.press('Control+b');
  await expect(sidebar).toHaveAttribute('data-state', 'collapsed');
  const cookie = (await page.context().cookies()).find((c) => c.name === 'sidebar_state');
  expect(cookie?.value).toBe('collapsed');
  expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(6.9 * 24 * 3600);
  await page.reload();
  await expect(page.getByRole('complementary')).toHaveAttribute('data-state', 'collapsed');
  await page.getByRole('button', { name: 'Toggle sidebar' }).click();
  await expect(page.getByRole('complementary')).toHaveAttribute('data-state', 'expanded');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the dashboard menu slides over and its links navigate', async ({ page }) => {
    await signedInArtist(page);
    await expect(page.getByRole('complementary')).toBeHidden();
    await page.getByRole('button', { name: 'Toggle sidebar' }).click();
    const menu = page.getByRole('dialog', { name: 'Dashboard menu' });
    await expect(menu).toBeVisible();
    await menu.getByRole('link', { name: 'My Releases' }).click();
    await expect(page).toHaveURL(/\/dashboard\/my-releases$/);
    await expect(menu).toBeHidden();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(360);
  });
});
