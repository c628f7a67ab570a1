// The console's Settings as admins use them: a value changed is saved, used by the app at once (the
// public contact page shows it) and still there after a reload; a second admin saving over a change
// they did not see is refused and offered the latest; Reset to default brings the default back.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { ADMIN } from '../../playwright.config.ts';
import { signIn } from './support/users.ts';
import { expectToast } from './support/toast.ts';

async function adminAtSettings(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto('/admin/settings');
  await expect(page.getByRole('button', { name: 'Save settings' })).toBeVisible();
  return page;
}

const phoneField = (page: Page) => page.getByRole('textbox', { name: /^Support phone/ });

const toast = (page: Page, text: string) => expectToast(page, text);

/** Puts the support phone and email back to their defaults (other journeys read them), whatever happened. */
async function restoreDefaults(page: Page, baseURL: string) {
  const current = (await (await page.request.get('/api/admin/settings')).json()) as { version: string };
  const res = await page.request.put('/api/admin/settings', {
    headers: { Origin: baseURL },
    data: { values: { supportPhone: null, supportEmail: null }, version: current.version },
  });
  expect(res.ok(), await res.text()).toBe(true);
}

test('a setting changed is applied at once and persists; a stale edit is refused; reset to default', async ({ browser, baseURL }) => {
  const first = await adminAtSettings(browser);
  try {
    await changeAndCheck(browser, first);
  } finally {
    await restoreDefaults(first, baseURL!);
  }
});

async function changeAndCheck(browser: Browser, first: Page) {
  const second = await adminAtSettings(browser); // opened before the first admin saves
  const phone = `+91 11 4${String(Date.now()).slice(-3)} 5678`;

  // The first admin changes the support phone.
  await phoneField(first).fill(phone);
  await first.getByRole('button', { name: 'Save settings' }).click();
  await toast(first, 'Settings saved');
  await expect(first.getByText('Set here').first()).toBeVisible();

  // Applied: the public contact page shows it (to a visitor in a fresh browser).
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto('/contact-support');
  await expect(visitor.getByRole('main').getByRole('link', { name: phone })).toBeVisible();
  await expect(visitor.getByRole('contentinfo').getByRole('link', { name: phone })).toBeVisible();
  await visitor.context().close();

  // Persisted: a reload shows the saved value.
  await first.reload();
  await expect(phoneField(first)).toHaveValue(phone);

  // The second admin, who loaded the settings before that save, edits another value: refused.
  await second.getByRole('textbox', { name: /^Support email/ }).fill('help@label.example');
  await second.getByRole('button', { name: 'Save settings' }).click();
  await toast(second, 'This record was changed by someone else.');
  await expect(second.getByRole('alert').filter({ hasText: 'Another admin changed the settings since you opened them.' })).toBeVisible();
  await second.getByRole('button', { name: 'Load the latest' }).click();
  await expect(phoneField(second)).toHaveValue(phone);
  await expect(second.getByRole('textbox', { name: /^Support email/ })).not.toHaveValue('help@label.example');

  // Reset to default: the environment's value is back, here and on the public page.
  const phoneBox = first.locator('[data-slot="form-field"]').filter({ has: phoneField(first) });
  await phoneBox.getByRole('button', { name: 'Reset to default' }).click();
  await expect(phoneField(first)).not.toHaveValue(phone);
  await first.getByRole('button', { name: 'Save settings' }).click();
  await toast(first, 'Settings saved');
  await first.reload();
  await expect(phoneField(first)).not.toHaveValue(phone);
  await first.goto('/contact-support');
  await expect(first.getByRole('link', { name: phone })).toHaveCount(0);
}
