// Waiting for a toast. The page is watched on every animation frame, so a toast that shows and goes
// while the test runner is slow is still seen. When it does not come and an error toast shows
// instead, the step fails with the error's words (what the server refused), rather than with
// "element not found".
import type { Locator, Page } from '@playwright/test';

const EXPECT_TIMEOUT = 10_000; // playwright.config.ts expect.timeout

/** What the page shows now: the wanted toast, else the newest error toast's words, else nothing. */
function toastNow([text, errorsToo]: [string, boolean]): 'wanted' | { error: string } | false {
  const toasts = [...document.querySelectorAll('[data-sonner-toast]')];
  if (toasts.some((t) => t.textContent?.includes(text))) return 'wanted';
  if (!errorsToo) return false;
  const error = toasts.filter((t) => t.getAttribute('data-type') === 'error').at(-1);
  return error ? { error: error.textContent ?? '' } : false;
}

/** The newest toast with this text, once shown; fails with the error toast's text if one shows instead. */
export async function expectToast(page: Page, text: string, timeout = EXPECT_TIMEOUT): Promise<Locator> {
  const wanted = page.locator('[data-sonner-toast]').filter({ hasText: text }).last();
  const first = await (await page.waitForFunction(toastNow, [text, true] as [string, boolean], { timeout, polling: 'raf' })).jsonValue();
  if (first === 'wanted') return wanted;
  // An error toast may be left from an earlier step (a refusal the journey expected): the wanted
  // one may still come. If it does not, the error's words say why.
  const words = typeof first === 'object' ? first.error.replace(/\s+/g, ' ') : '';
  await page.waitForFunction(toastNow, [text, false] as [string, boolean], { timeout, polling: 'raf' }).catch((err: unknown) => {
    throw new Error(`Expected the toast "${text}"; an error toast showed instead: ${words}`, { cause: err });
  });
  return wanted;
}
