// Screenshots for people to look at (`name`.png beside the test's output; the whole page unless
// told otherwise). CI skips them (set E2E_SHOTS=1 to keep them there): its clone is gone before
// anyone could open one, as with traces, and a full-page capture costs a journey up to a second on
// a busy machine. A failing journey's screenshot is the config's, not these.
import { test, type Page, type PageScreenshotOptions } from '@playwright/test';

const skipped = !!process.env.CI && !process.env.E2E_SHOTS;

export async function shot(page: Page, name: string, options: Omit<PageScreenshotOptions, 'path'> = {}): Promise<void> {
  if (skipped) return;
  await page.screenshot({ fullPage: true, ...options, path: test.info().outputPath(`${name}.png`) });
}
