// Axe over every public page: no serious or critical problem. In two halves that run side by side
// on two workers (axe over a page is the suite's costliest step).
import { expect, test } from '@playwright/test';
import { axeViolations } from './support/axe.ts';
import { open, PAGES } from './support/public-pages.ts';

test.describe.configure({ mode: 'parallel' });

const HALF = Math.ceil(PAGES.length / 2);
for (const [i, pages] of [PAGES.slice(0, HALF), PAGES.slice(HALF)].entries()) {
  test(`axe finds no serious or critical accessibility problems on any public page (${i + 1} of 2)`, async ({ page }) => {
    test.setTimeout(180_000);
    for (const p of pages) {
      await open(page, p.path);
      expect(await axeViolations(page, p.path, { impacts: ['serious', 'critical'] })).toEqual([]);
    }
  });
}
