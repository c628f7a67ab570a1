import { expect, test, type Page } from '@playwright/test';
import { ADMIN } from '../../playwright.config.ts';
import { signIn, signedInArtist } from './support/users.ts';
import { shot } from './support/shot.ts';

/** The admin, signed in: the console is where they land. */
async function signedInAdmin(page: Page) {
  await signIn(page, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(/\/admin$/);
}

/** Nothing on the screen sells the admin a plan: no plan badge of FREE, no Upgrade. */
async function expectNoUpsell(page: Page) {
  await expect(page.getByText('FREE', { exact: true })).toHaveCount(0);
  await expect(page.getByRole('link', { name: /Upgrade/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /Upgrade/ })).toHaveCount(0);
}

test('the sidebar collapses with Ctrl+B and stays collapsed after a reload', async ({ page }) => {
  await signedInArtist(page, 'Shell Artist');
  const sidebar = page.getByRole('complementary');
  await expect(sidebar).toHaveAttribute('data-state', 'expanded');
  await expect(sidebar.getByText('Shell Artist')).toBeVisible();
  await expect(sidebar.getByText('FREE', { exact: true })).toBeVisible();
  await expect(sidebar.getByRole('link', { name: 'Admin console' })).toHaveCount(0); // admins only
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

test('an admin on the dashboard: Admin console in the sidebar, their role instead of a plan, no Upgrade', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signedInAdmin(page);
  await page.goto('/dashboard');
  const sidebar = page.getByRole('complementary');
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: 'Admin console' })).toBeVisible();
  await expect(sidebar.getByText('ADMIN', { exact: true })).toBeVisible();
  await expect(main.getByText('ADMIN', { exact: true })).toBeVisible();
  await expect(main.getByRole('heading', { name: 'Recent Releases' })).toBeVisible();
  await expectNoUpsell(page);
  await shot(page, 'admin-dashboard-1280');
  // Creating a release shows the month's count, without selling a plan.
  await page.goto('/dashboard/create-release');
  await expect(page.getByTestId('release-quota')).toBeVisible();
  await expectNoUpsell(page);
  // Collapsed, the link keeps its name.
  await page.keyboard.press('Control+b');
  await expect(sidebar).toHaveAttribute('data-state', 'collapsed');
  await sidebar.getByRole('link', { name: 'Admin console' }).click();
  await expect(page).toHaveURL(/\/admin$/);
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

  test.describe('with mobile emulation', () => {
    test.use({ isMobile: true, hasTouch: true });

    test("the admin's menu leads to the console, with no plan to sell", async ({ page }) => {
      await signedInAdmin(page);
      await page.goto('/dashboard');
      await expect(page.getByRole('main').getByRole('link', { name: 'Admin console' })).toBeVisible();
      await expectNoUpsell(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
      await shot(page, 'admin-dashboard-360');
      await page.getByRole('button', { name: 'Toggle sidebar' }).click();
      const menu = page.getByRole('dialog', { name: 'Dashboard menu' });
      await expect(menu.getByText('ADMIN', { exact: true })).toBeVisible();
      await expectNoUpsell(page);
      await shot(page, 'admin-menu-360', { fullPage: false });
      await menu.getByRole('link', { name: 'Admin console' }).click();
      await expect(page).toHaveURL(/\/admin$/);
      await expect(menu).toBeHidden();
    });
  });
});
