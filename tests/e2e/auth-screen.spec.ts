// The auth screen: no Google button unless Google sign-in is configured, and the sign-up side
// opened from the header and the service pages.
import { expect, test } from '@playwright/test';
import { shot } from './support/shot.ts';

test.describe('the auth screen', () => {
  test('no Google button when Google sign-in is not configured', async ({ page }) => {
    await page.goto('/auth');
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
    await expect(page.getByRole('button', { name: /Google/ })).toHaveCount(0);
    await expect(page.getByText(/not configured/)).toHaveCount(0);
    await shot(page, 'auth-1280');
  });

  test('the header and service-page Get Started open the sign-up side', async ({ page }) => {
    await page.goto('/features');
    await page.getByRole('banner').getByRole('link', { name: 'Get Started' }).click();
    await expect(page).toHaveURL(/\/auth\?mode=signup$/);
    await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
    await expect(page.getByLabel('Full Name')).toBeVisible();

    await page.goto('/artist-services');
    await page.getByRole('main').getByRole('link', { name: 'Get Started' }).first().click();
    await expect(page).toHaveURL(/\/auth\?mode=signup$/);
    await expect(page.getByLabel('Full Name')).toBeVisible();
  });
});
