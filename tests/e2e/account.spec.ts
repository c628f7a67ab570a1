// Account settings as an artist uses them: names (and the default artist name a new release
// starts with), a new email asked for with the password and confirmed by its link (and undone
// from the old address), a new password, another browser signed out, and deleting the account; the sign-in form keeping the address just signed up with, and a
// second sign-up sending a fresh confirmation link; an admin seeing an account being deleted (both
// dates) and restoring it. At 1280 px and on a 360 px phone.
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { ADMIN, E2E_DATA_DIR } from '../../playwright.config.ts';
import { formatDate, type DateStyle } from '../../src/domain/dates.ts';
import { deletionStatus } from '../../src/domain/users-admin-texts.ts';
import { sql } from './support/db.ts';
import { linkFromMail } from './support/mail.ts';
import { PASSWORD, signIn, signedInArtist, uniqueEmail } from './support/users.ts';
import { shot } from './support/shot.ts';

function mailsTo(email: string, subject: string): number {
  const dir = path.join(E2E_DATA_DIR, 'outbox');
  if (!fs.existsSync(dir)) return 0;
  return fs
    .readdirSync(dir)
    .map((f) => fs.readFileSync(path.join(dir, f), 'utf8'))
    .filter((t) => t.includes(`To: ${email}`) && t.includes(subject)).length;
}

const section = (page: Page, name: string) =>
  page.locator('[data-slot="card"]').filter({ has: page.getByRole('heading', { name, exact: true }) });

async function openSettings(page: Page) {
  await page.getByRole('complementary').getByRole('link', { name: 'Settings' }).click();
  await expect(page).toHaveURL(/\/dashboard\/settings$/);
  await expect(page.getByRole('heading', { name: 'Account settings', level: 1 })).toBeVisible();
}

test('after sign-up the sign-in form keeps the email; signing up again sends a fresh confirmation link', async ({ page }) => {
  const email = uniqueEmail('again');
  const signUp = async () => {
    await page.getByRole('button', { name: 'Sign up' }).click();
    await page.getByLabel('Full Name').fill('Tara Das');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByText(`We sent a confirmation link to ${email}`)).toBeVisible();
  };
  await page.goto('/auth');
  await signUp();
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await expect(page.getByRole('textbox', { name: 'Password', exact: true })).toHaveValue('');
  await expect.poll(() => mailsTo(email, 'Confirm your email')).toBe(1);

  await signUp();
  await expect.poll(() => mailsTo(email, 'Confirm your email'), { message: 'a second confirmation mail' }).toBe(2);
  await page.goto(await linkFromMail(email, '/api/auth/verify-email'));
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('names, password, sessions and a new email', async ({ page, browser }) => {
  const email = await signedInArtist(page, 'Noor Ali');
  await openSettings(page);

  // names: the sidebar and a new release follow
  const profile = section(page, 'Profile');
  await profile.getByLabel('Display name').fill('Noor A. Ali');
  await profile.getByLabel('Default artist name').fill('Noor & The Tides');
  await profile.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByText('Profile saved')).toBeVisible();
  await expect(page.getByRole('complementary').getByText('Noor A. Ali')).toBeVisible();
  await page.getByRole('complementary').getByRole('link', { name: 'Create Release' }).click();
  await expect(page.getByLabel(/Artist Name/)).toHaveValue('Noor & The Tides');
  await openSettings(page);
  await expect(section(page, 'Profile').getByLabel('Default artist name')).toHaveValue('Noor & The Tides');

  // another browser signs in; this one sees it and signs it out
  const other = await browser.newContext({
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1',
  });
  const phone = await other.newPage();
  await signIn(phone, email, PASSWORD);
  await expect(phone).toHaveURL(/\/dashboard$/);
  await page.reload();
  const sessions = section(page, 'Sessions');
  await expect(sessions.getByTestId('session')).toHaveCount(2);
  await expect(sessions.getByTestId('session').first().getByText('This device')).toBeVisible();
  const phoneRow = sessions.getByTestId('session').filter({ hasText: 'Safari on iOS' });
  await phoneRow.getByRole('button', { name: /^Sign out Safari on iOS/ }).click();
  await expect(page.getByText('Session signed out')).toBeVisible();
  await expect(sessions.getByTestId('session')).toHaveCount(1);
  await expect(sessions.getByText('You are not signed in anywhere else.')).toBeVisible();
  await phone.goto('/dashboard/settings');
  await expect(phone).toHaveURL(/\/auth\?redirect=/);
  await other.close();

  // password: the current one is checked, the new one twice
  const password = section(page, 'Password');
  await password.getByLabel('Current password').fill('not-my-password');
  await password.getByRole('textbox', { name: 'New password', exact: true }).fill('a-brand-new-pass');
  await password.getByLabel('Repeat new password').fill('a-different-pass');
  await password.getByRole('button', { name: 'Change password' }).click();
  await expect(password.getByText('The two new passwords are not the same')).toBeVisible();
  await password.getByLabel('Repeat new password').fill('a-brand-new-pass');
  await password.getByRole('button', { name: 'Change password' }).click();
  await expect(password.locator('[data-slot="form-field-error"]')).toContainText(/password/i);
  await password.getByLabel('Current password').fill(PASSWORD);
  await password.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Password changed')).toBeVisible();

  // a new email: asked for with the current password, nothing changes until the link is opened
  const newEmail = uniqueEmail('moved');
  const emailCard = section(page, 'Email');
  await emailCard.getByLabel('New email').fill(newEmail);
  await emailCard.getByRole('button', { name: 'Send confirmation link' }).click();
  await expect(emailCard.getByText('Password is required')).toBeVisible();
  await emailCard.getByLabel('Current password').fill('not-my-password');
  await emailCard.getByRole('button', { name: 'Send confirmation link' }).click();
  await expect(emailCard.locator('[data-slot="form-field-error"]')).toHaveText('The password is not right');
  await emailCard.getByLabel('Current password').fill('a-brand-new-pass');
  await emailCard.getByRole('button', { name: 'Send confirmation link' }).click();
  await expect(emailCard.getByText(`We sent a confirmation link to ${newEmail}`)).toBeVisible();
  await expect(emailCard.getByTestId('current-email')).toHaveText(email);
  await expect(emailCard.getByLabel('Current password')).toHaveValue('');
  await expect.poll(() => mailsTo(email, 'email is being changed'), { message: 'the old address is told' }).toBe(1);
  await page.goto(await linkFromMail(newEmail, '/email-change\\?confirm='));
  await page.getByRole('button', { name: 'Confirm my new email' }).click();
  await expect(page).toHaveURL(/\/dashboard\/settings\?email=changed$/);
  await expect(page.getByText('Your new address is confirmed.')).toBeVisible();
  await expect(section(page, 'Email').getByTestId('current-email')).toHaveText(newEmail);

  // signed out, the new address and the new password let her back in
  await page.getByRole('complementary').getByRole('button', { name: 'Sign Out' }).click();
  // signed out once the home page shows: going to /auth before would abort the sign-out's request
  await expect(page).toHaveURL(/\/$/);
  await signIn(page, newEmail, 'a-brand-new-pass');
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('the old address undoes a change of email: its address back, everyone signed out, a new password to choose', async ({
  page,
  browser,
}) => {
  const email = await signedInArtist(page, 'Mei Chen');
  await openSettings(page);
  const newEmail = uniqueEmail('taken-over');
  const emailCard = section(page, 'Email');
  await emailCard.getByLabel('New email').fill(newEmail);
  await emailCard.getByLabel('Current password').fill(PASSWORD);
  await emailCard.getByRole('button', { name: 'Send confirmation link' }).click();
  await expect(emailCard.getByText(`We sent a confirmation link to ${newEmail}`)).toBeVisible();
  await page.goto(await linkFromMail(newEmail, '/email-change\\?confirm='));
  await page.getByRole('button', { name: 'Confirm my new email' }).click();
  await expect(section(page, 'Email').getByTestId('current-email')).toHaveText(newEmail);

  // the owner of the old address, in a browser of their own
  const own = await browser.newContext();
  const mine = await own.newPage();
  await mine.goto(await linkFromMail(email, '/email-change\\?undo='));
  await expect(mine.getByRole('heading', { name: 'Undo the email change' })).toBeVisible();
  await mine.getByRole('button', { name: 'Restore my email' }).click();
  await expect(mine.getByText('Your address is back')).toBeVisible();
  await expect(mine.getByText(email)).toBeVisible();
  await mine.getByRole('link', { name: 'Choose a new password' }).click();
  await expect(mine).toHaveURL(/\/forgot-password$/);
  await own.close();

  // the browser that made the change is signed out, and the password it knew no longer signs in
  await page.goto('/dashboard/settings');
  await expect(page).toHaveURL(/\/auth\?redirect=/);
  await signIn(page, email, PASSWORD);
  await expect(page.getByRole('alert')).toContainText(/invalid email or password/i);
});

test.describe('on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

  test('the settings fit the screen; deleting the account says what happens, signs out and refuses sign-in', async ({ page }) => {
    const email = await signedInArtist(page, 'Leaving Artist');
    await page.goto('/dashboard/settings');
    await expect(page.getByRole('heading', { name: 'Account settings', level: 1 })).toBeVisible();
    await expect(section(page, 'Sessions').getByTestId('session')).toHaveCount(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

    const danger = section(page, 'Delete account');
    await expect(danger.getByText('Your releases are taken down: stores stop selling and streaming them.')).toBeVisible();
    await expect(danger.getByText(/payout requests you have made are still paid/)).toBeVisible();
    await expect(danger.getByText(/removed 30 days after you ask/)).toBeVisible();
    await danger.getByRole('button', { name: 'Delete account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await dialog.getByLabel(`Type ${email} to confirm`).fill('someone@else.test');
    await dialog.getByLabel('Your password').fill(PASSWORD);
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await expect(dialog.getByText('Type your email address exactly as shown to confirm')).toBeVisible();
    await dialog.getByLabel(`Type ${email} to confirm`).fill(email);
    await dialog.getByLabel('Your password').fill('wrong-password');
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await expect(dialog.getByText('The password is not right')).toBeVisible();
    await dialog.getByLabel('Your password').fill(PASSWORD);
    await dialog.getByRole('button', { name: 'Delete my account' }).click();

    await expect(page).toHaveURL(/\/signout\?account=deleted$/);
    await expect(page.getByRole('heading', { name: 'Your account is being deleted' })).toBeVisible();
    await expect.poll(() => mailsTo(email, 'account is being deleted')).toBe(1);
    await signIn(page, email, PASSWORD);
    await expect(page.getByRole('alert')).toContainText('This account is being deleted. Please contact support if you want to keep it.');
  });
});

test('an admin sees an account being deleted with both dates, at 1280 px and on a phone, and restores it', async ({ page, browser }) => {
  const email = await signedInArtist(page, 'Returning Artist');
  await openSettings(page);
  await section(page, 'Delete account').getByRole('button', { name: 'Delete account' }).click();
  const ask = page.getByRole('dialog', { name: 'Delete your account?' });
  await ask.getByLabel(`Type ${email} to confirm`).fill(email);
  await ask.getByLabel('Your password').fill(PASSWORD);
  await ask.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page).toHaveURL(/\/signout\?account=deleted$/);

  // what the console must say: the request's day and the day the purge job removes the data
  const [asked] = await sql<{ requested_at: Date; purge_after: Date }>(
    'select d.requested_at, d.purge_after from account_deletions d join users u on u.id = d.user_id where u.email = $1',
    [email],
  );
  expect(formatDate(asked!.requested_at, 'short')).toBe(formatDate(new Date(), 'short'));
  const deletion = { requestedAt: asked!.requested_at.toISOString(), purgeAfter: asked!.purge_after.toISOString() };
  const status = (style: DateStyle) => deletionStatus(deletion, style);
  const usersOf = async (p: Page) => {
    await signIn(p, ADMIN.email, ADMIN.password);
    await expect(p).toHaveURL(/\/admin$/);
    await p.goto('/admin/users');
    await p.getByLabel('Search users by name or email').fill(email);
  };

  // at 1280 px: the table's status, then the dialog's, with Restore in both
  const desk = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const admin = await desk.newPage();
  await usersOf(admin);
  const row = admin.locator('tr[data-user]').filter({ hasText: email });
  await expect(row.getByTestId('deletion-status')).toHaveText(status('short'));
  await expect(row.getByText('Active', { exact: true })).toHaveCount(0);
  await expect(row.getByRole('button', { name: 'Restore Returning Artist' })).toBeVisible();
  // the whole row fits at 1280 px, View included, with no sideways scrolling
  const table = admin.locator('[data-slot="table-container"]');
  expect(await table.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
  await shot(admin, 'users-deleting-1280', { fullPage: false });
  await row.getByRole('button', { name: 'View Returning Artist' }).click();
  const dialog = admin.getByRole('dialog');
  await expect(dialog.getByTestId('deletion-status')).toHaveText(status('long'));
  await expect(dialog.getByRole('button', { name: 'Restore Returning Artist' })).toBeVisible();
  await shot(admin, 'user-dialog-deleting-1280', { fullPage: false });
  await admin.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // on a 360 px phone: the card says the same and fits; Restore asks first
  const hand = await browser.newContext({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
  const phone = await hand.newPage();
  await usersOf(phone);
  const card = phone.locator('li[data-user]').filter({ hasText: email });
  await expect(card.getByTestId('deletion-status')).toHaveText(status('short'));
  expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await shot(phone, 'users-deleting-360');
  await card.getByRole('button', { name: 'Restore Returning Artist' }).click();
  const confirm = phone.getByRole('alertdialog', { name: 'Restore Returning Artist?' });
  await expect(confirm.getByText(/sign in again/)).toBeVisible();
  await shot(phone, 'restore-confirm-360', { fullPage: false });
  await confirm.getByRole('button', { name: 'Restore account' }).click();
  await expect(phone.locator('[data-sonner-toast]').filter({ hasText: 'Account restored' })).toBeVisible();
  await expect(card.getByTestId('deletion-status')).toHaveCount(0);
  await expect(card.getByText('Active', { exact: true })).toBeVisible();
  await expect(card.getByRole('button', { name: 'Restore Returning Artist' })).toHaveCount(0);
  await shot(phone, 'users-restored-360');
  // the other console hears of it without a reload
  await expect(row.getByTestId('deletion-status')).toHaveCount(0);
  await expect(row.getByText('Active', { exact: true })).toBeVisible();
  await hand.close();
  await desk.close();

  // the artist is told, and signs in again
  await expect.poll(() => mailsTo(email, 'account is restored')).toBe(1);
  await signIn(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);
});
