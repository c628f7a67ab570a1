// Waiting for a toast. An error toast that shows instead fails the step at once with its words
// (what the server refused), rather than after the wait with "element not found".
import { expect, type Locator, type Page } from '@playwright/test';

/** The newest toast with this text, once visible; fails with the error toast's text if one shows first. */
export async function expectToast(page: Page, text: string, timeout?: number): Promise<Locator> {
  const wanted = page.locator('[data-sonner-toast]').filter({ hasText: text }).last();
  const error = page.locator('[data-sonner-toast][data-type="error"]').filter({ hasNotText: text }).last();
  await expect(wanted.or(error).first()).toBeVisible({ timeout });
  if (!(await wanted.isVisible())) {
    const words = await error.innerText().catch(() => '(gone)');
    throw new Error(`Expected the toast "${text}"; an error toast showed instead: ${words.replace(/\s+/g, ' ')}`);
  }
  return wanted;
}
