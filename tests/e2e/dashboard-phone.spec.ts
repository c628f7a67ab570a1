// The dashboard on a phone: the menu scrolls and its Sign Out stays in reach at every phone size,
// and no dashboard or console route, nor any wide table, scrolls sideways at 360 px.
import { expect, test } from '@playwright/test';
import { ADMIN } from '../../playwright.config.ts';
import { artistWithReleases, sidewaysOverflow, signInAs } from './support/artist-account.ts';
import { shot } from './support/shot.ts';
import { signedInArtist } from './support/users.ts';

test.describe('the phone dashboard menu', () => {
  for (const viewport of [
    { width: 360, height: 640 },
    { width: 375, height: 667 },
    { width: 390, height: 844 },
    { width: 640, height: 360 }, // a phone on its side: the links alone are taller than the screen
  ]) {
    test(`scrolls, and Sign Out is reachable at ${viewport.width} x ${viewport.height}`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await signedInArtist(page, 'Menu Artist');
      await page.getByRole('button', { name: 'Toggle sidebar' }).click();
      const menu = page.getByRole('dialog', { name: 'Dashboard menu' });
      await expect(menu).toBeVisible();
      const signOut = menu.getByRole('button', { name: 'Sign Out' });
      if (viewport.height === 360) {
        const nav = menu.getByRole('navigation', { name: 'Dashboard' });
        const scrollable = await nav.evaluate(
          (el) => el.scrollHeight > el.clientHeight || el.closest('[role=dialog]')!.scrollHeight > innerHeight,
        );
        expect(scrollable, 'the menu scrolls').toBe(true);
        await menu.getByRole('link', { name: 'Settings' }).scrollIntoViewIfNeeded();
        await expect(menu.getByRole('link', { name: 'Settings' })).toBeInViewport();
      }
      await signOut.scrollIntoViewIfNeeded();
      const box = await signOut.boundingBox();
      expect(box, 'Sign Out has a box').not.toBeNull();
      expect(box!.y).toBeGreaterThanOrEqual(0);
      expect(box!.y + box!.height).toBeLessThanOrEqual(viewport.height);
      if (viewport.height === 640) await shot(page, 'menu-360x640');
      await signOut.click();
      await expect(page).toHaveURL(/\/$/);
    });
  }
});

test.describe('at 360 px nothing scrolls sideways', () => {
  test.use({ viewport: { width: 360, height: 740 } });
  test('every dashboard route of an artist with releases', async ({ page }) => {
    await artistWithReleases(page);
    const releases = (await (await page.request.get('/api/releases')).json()) as { items: { id: string }[] };
    const id = releases.items[0]!.id;
    const routes = [
      '/dashboard',
      '/dashboard/create-release',
      '/dashboard/my-releases',
      '/dashboard/artists',
      '/dashboard/team',
      `/dashboard/releases/${id}`,
      `/dashboard/releases/${id}/edit`,
      '/dashboard/analytics',
      '/dashboard/revenue',
      '/dashboard/claim-request',
      '/dashboard/support',
      '/dashboard/pricing',
      '/dashboard/billing',
      '/dashboard/settings',
      '/dashboard/no-such-screen',
    ];
    const wide: string[] = [];
    for (const route of routes) {
      await page.goto(route);
      await expect(page.locator('main h1').first()).toBeVisible();
      const over = await sidewaysOverflow(page);
      await shot(page, `360${route.replaceAll('/', '_')}`);
      if (over > 0) wide.push(`${route} (+${over} px)`);
    }
    expect(wide, 'routes wider than the screen').toEqual([]);
  });

  test("every admin route, with artists' data", async ({ page }) => {
    await signInAs(page, ADMIN.email, ADMIN.password);
    const routes = [
      '/admin',
      '/admin/users',
      '/admin/releases',
      '/admin/analytics',
      '/admin/revenue',
      '/admin/support',
      '/admin/settings',
      '/admin/audit',
    ];
    const wide: string[] = [];
    for (const route of routes) {
      await page.goto(route);
      await expect(page.locator('main h1, main h2').first()).toBeVisible();
      const over = await sidewaysOverflow(page);
      await shot(page, `360${route.replaceAll('/', '_')}`);
      if (over > 0) wide.push(`${route} (+${over} px)`);
    }
    expect(wide, 'routes wider than the screen').toEqual([]);
  });
});

test.describe('tables wider than a phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  for (const [route, region] of [
    ['/pricing', 'Plan comparison'],
    ['/revenue-split', 'What you keep on each plan'],
    ['/revenue-split', 'Tunelane compared with other ways to release music'],
  ] as const) {
    test(`${region} (${route}) says it scrolls, keeps its first column and never widens the page`, async ({ page }) => {
      await page.goto(route);
      const table = page.getByRole('region', { name: region });
      await table.scrollIntoViewIfNeeded();
      const frame = table.locator('..');
      await expect(frame.getByText(/^Scroll the table sideways/)).toBeVisible();
      const [scrollWidth, clientWidth] = await table.evaluate((el) => [el.scrollWidth, el.clientWidth]);
      expect(scrollWidth).toBeGreaterThan(clientWidth);
      // the row labels stay in view when the table is scrolled to its last column
      await table.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
      const label = table.locator('tbody tr').first().locator('> :first-child');
      await expect(label).toBeInViewport();
      expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
      await shot(page, `table${route.replace('/', '-')}-${region.slice(0, 12).replaceAll(' ', '-')}-360`);
    });
  }

  test('at 1280 px the tables fit and say nothing about scrolling', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/pricing');
    await expect(page.getByRole('region', { name: 'Plan comparison' })).toBeVisible();
    await expect(page.getByText(/^Scroll the table sideways/)).toBeHidden();
  });
});
