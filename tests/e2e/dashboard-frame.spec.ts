// The dashboard's frame: its 404 page and /signout, each screen's title, and a form left with
// unsaved changes asking first (a sidebar link, Cancel, Back to Dashboard, the browser's Back, closing the tab).
import { expect, test, type Page } from '@playwright/test';
import { shot } from './support/shot.ts';
import { signedInArtist } from './support/users.ts';

test.describe('inside the dashboard', () => {
  test('the 404 page leads back to the dashboard (and the console to its overview)', async ({ page }) => {
    await signedInArtist(page);
    await page.goto('/dashboard/no-such-screen');
    await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
    await expect(page).toHaveTitle('Page not found · Tunelane');
    await expect(page.getByRole('link', { name: 'Return to Home' })).toHaveCount(0);
    await page.getByRole('link', { name: 'Back to Dashboard' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { name: /^Welcome/ })).toBeVisible();
  });

  test('/signout visited while signed in signs the session out', async ({ page }) => {
    await signedInArtist(page);
    await page.goto('/signout');
    await expect(page.getByText('You have been signed out.')).toBeVisible();
    expect(await (await page.request.get('/api/auth/get-session')).json()).toBeNull();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Get Started' })).toBeVisible();
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/auth\?redirect=%2Fdashboard$/);
  });

  test('each screen names itself in the title; the collapsed sidebar keeps the logo', async ({ page }) => {
    await signedInArtist(page);
    await expect(page).toHaveTitle('Dashboard · Tunelane');
    const sidebar = page.getByRole('complementary');
    for (const [link, title] of [
      ['Create Release', 'Create Release'],
      ['My Releases', 'My Releases'],
      ['Artists', 'Artists'],
      ['Support', 'Support'],
      ['Team', 'Team'],
      ['Billing', 'Billing'],
      ['Settings', 'Account settings'],
    ]) {
      await sidebar.getByRole('link', { name: link, exact: true }).click();
      await expect(page).toHaveTitle(`${title} · Tunelane`);
    }
    await page.keyboard.press('Control+b');
    await expect(sidebar).toHaveAttribute('data-state', 'collapsed');
    const logo = sidebar.getByRole('link', { name: 'Tunelane home' });
    await expect(logo).toBeVisible();
    expect((await logo.boundingBox())!.width).toBeLessThanOrEqual(48);
    await shot(page, 'collapsed-sidebar-1280');
    await page.keyboard.press('Control+b');
  });
});

test.describe('leaving a form with unsaved changes asks first', () => {
  const dismissNext = (page: Page) =>
    new Promise<string>((resolve) =>
      page.once('dialog', (d) => {
        resolve(d.message());
        void d.dismiss();
      }),
    );

  test('a sidebar link, Cancel, Back to Dashboard and the browser Back; a clean form asks nothing', async ({ page }) => {
    await signedInArtist(page);
    // nothing typed: leaving asks nothing
    let asked = 0;
    const count = () => asked++;
    page.on('dialog', count);
    await page.getByRole('complementary').getByRole('link', { name: 'Create Release' }).click();
    await page.getByRole('complementary').getByRole('link', { name: 'My Releases' }).click();
    await expect(page).toHaveURL(/\/my-releases$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/create-release$/);
    expect(asked).toBe(0);
    page.off('dialog', count);

    const title = page.getByLabel('Title');
    await title.fill('Half-typed Title');
    const message = 'You have unsaved changes. Leave this page and lose them?';

    let dialog = dismissNext(page);
    await page.getByRole('complementary').getByRole('link', { name: 'My Releases' }).click();
    expect(await dialog).toBe(message);
    await expect(page).toHaveURL(/\/create-release$/);

    dialog = dismissNext(page);
    await page.getByRole('button', { name: 'Cancel' }).click();
    expect(await dialog).toBe(message);
    await expect(page).toHaveURL(/\/create-release$/);

    dialog = dismissNext(page);
    await page.getByRole('link', { name: 'Back to Dashboard' }).click();
    expect(await dialog).toBe(message);
    await expect(page).toHaveURL(/\/create-release$/);

    dialog = dismissNext(page);
    await page.evaluate(() => history.back());
    expect(await dialog).toBe(message);
    await page.waitForTimeout(300); // the step back to the form, if any, has landed
    await expect(page).toHaveURL(/\/create-release$/);
    await expect(title).toHaveValue('Half-typed Title');

    // agreeing leaves
    page.once('dialog', (d) => void d.accept());
    await page.getByRole('complementary').getByRole('link', { name: 'My Releases' }).click();
    await expect(page).toHaveURL(/\/my-releases$/);
    await expect(page.getByRole('heading', { name: 'My Releases', level: 1 })).toBeVisible();
  });

  test('closing the tab asks the browser to confirm', async ({ page }) => {
    await signedInArtist(page);
    await page.goto('/dashboard/create-release');
    // Chromium asks on close only after a real gesture on the page, and only once the form's effect
    // has registered the handler: click and type, then let React commit and paint.
    await page.getByLabel('Title').click();
    await page.keyboard.type('Unsaved');
    await expect(page.getByLabel('Title')).toHaveValue('Unsaved');
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    const dialog = page.waitForEvent('dialog');
    await page.close({ runBeforeUnload: true });
    const d = await dialog;
    expect(d.type()).toBe('beforeunload');
    await d.dismiss();
    expect(page.isClosed()).toBe(false);
  });
});
