import { expect, type Browser, type BrowserContextOptions, type Page } from '@playwright/test';
import { ADMIN } from '../../../playwright.config.ts';
import { linkFromMail } from './mail.ts';

export const PASSWORD = 'e2e-password-123';
let n = 0;
export const uniqueEmail = (prefix = 'artist') => `${prefix}${Date.now()}${++n}@e2e.test`;

/** A confirmed artist, made through the API and the emailed link, then signed in (with `email` when given: an invited address). */
export async function signedInArtist(page: Page, name = 'E2E Artist', email = uniqueEmail()): Promise<string> {
  const res = await page.request.post('/api/auth/sign-up/email', { data: { name, email, password: PASSWORD, callbackURL: '/dashboard' } });
  expect(res.ok()).toBe(true);
  await page.goto(await linkFromMail(email, '/api/auth/verify-email'));
  await expect(page).toHaveURL(/\/dashboard/);
  return email;
}

export async function signIn(page: Page, email: string, password: string, opts: { here?: boolean } = {}) {
  if (!opts.here) await page.goto('/auth');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/**
 * A page of a new browser context, signed in as the admin through the API and opened at the
 * console. The sign-in form has journeys of its own (auth, shell); elsewhere it only costs time.
 */
export async function signedInAdmin(browser: Browser, context: BrowserContextOptions = {}): Promise<Page> {
  const page = await (await browser.newContext(context)).newPage();
  const res = await page.request.post('/api/auth/sign-in/email', { data: { email: ADMIN.email, password: ADMIN.password } });
  expect(res.ok(), `admin sign-in: ${res.status()}`).toBe(true);
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin$/);
  return page;
}
