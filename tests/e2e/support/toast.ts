// Waiting for a toast. When it does not come and an error toast shows instead, the step fails with
// the error's words (what the server refused), rather than with "element not found".
import { expect, type Locator, type Page } from '@playwright/test';

/** The newest toast with this text, once visible; fails with the error toast's text if one shows instead. */
export async function expectToast(page: Page, text: string, timeout?: number): Promise<Locator> {
  const wanted = page.locator('[data-sonner-toast]').filter({ hasText: text }).last();
  const error = page.locator('[data-sonner-toast][data-type="error"]').filter({ hasNotText: text }).last();
  await expect(wanted.or(error).first()).toBeVisible({ timeout });
  if (await wanted.isVisible()) return wanted;
  // An error toast may be left from an earlier step (a refusal the journey expected): the wanted
  // one may still come. If it does not, the error's words say why.
  const words = await error.innerText().catch(() => '(gone)');
  await expect(wanted, `Expected the toast "${text}"; an error toast showed instead: ${words.replace(/\s+/g, ' ')}`).toBeVisible({
    timeout,
  });
  return wanted;
}
