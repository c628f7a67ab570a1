// The release screens' smaller layout: cards and dates, My Releases' search and filter kept in the
// address, an EP's uploads saying once what they accept, and the release form's two-column rows.
import { expect, test } from '@playwright/test';
import { artistWithReleases } from './support/artist-account.ts';
import { shot } from './support/shot.ts';
import { choose } from './support/select.ts';
import { signedInArtist } from './support/users.ts';

test.describe('release cards and dates', () => {
  for (const width of [1280, 360]) {
    test(`cards line up and the Draft badge is solid at ${width} px; release dates read like every other date`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await artistWithReleases(page);
      await page.goto('/dashboard/my-releases');
      const cards = page.getByTestId('release-card');
      await expect(cards).toHaveCount(5);
      // the Draft badge has a filled background like the others
      const draft = cards.filter({ hasText: 'Untitled Sketch' }).getByText('Draft', { exact: true });
      const bg = await draft.evaluate((el) => getComputedStyle(el).backgroundColor);
      expect(bg).not.toMatch(/rgba\(0, 0, 0, 0\)|transparent/);
      if (width === 1280) {
        // cards of one row are equally tall, and their View buttons sit on one line
        const boxes = await cards.evaluateAll((els) =>
          els.map((el) => {
            const r = el.getBoundingClientRect();
            const view = el.querySelector('a[aria-label^="View"]')!.getBoundingClientRect();
            return { top: Math.round(r.top), height: Math.round(r.height), viewBottom: Math.round(view.bottom) };
          }),
        );
        const firstRow = boxes.filter((b) => b.top === boxes[0]!.top);
        expect(firstRow.length).toBeGreaterThan(1);
        expect(new Set(firstRow.map((b) => b.height)).size).toBe(1);
        expect(new Set(firstRow.map((b) => b.viewBottom)).size).toBe(1);
      }
      await shot(page, `my-releases-${width}`);

      await cards.filter({ hasText: 'Untitled Sketch' }).getByRole('link', { name: /^View/ }).click();
      const details = page.locator('dl').filter({ hasText: 'Release Date' });
      const releaseDate = details.locator('div').filter({ hasText: 'Release Date' }).locator('dd');
      await expect(releaseDate).toHaveText(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/);
      await expect(page.getByText(/The release date [A-Z][a-z]+ \d{1,2}, \d{4} has passed\./)).toBeVisible();
      await shot(page, `release-${width}`);
    });
  }
});

test("My Releases' search and status filter live in the address", async ({ page }) => {
  await signedInArtist(page);
  await page.goto('/dashboard/my-releases');
  await page.getByRole('searchbox', { name: 'Search releases' }).fill('night');
  await expect(page).toHaveURL(/\/dashboard\/my-releases\?q=night$/);
  await page.reload();
  await expect(page.getByRole('searchbox', { name: 'Search releases' })).toHaveValue('night');
  await expect(page.getByRole('heading', { name: 'No releases match' })).toBeVisible();
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page).toHaveURL(/\/dashboard\/my-releases$/);
  await page.goto('/dashboard/my-releases?status=draft');
  await expect(page.getByRole('combobox', { name: 'Filter by status' })).toHaveText('Draft');
});

test("an EP's track uploads say once what they accept", async ({ page }) => {
  await signedInArtist(page);
  await page.goto('/dashboard/create-release');
  await choose(page, 'Release Type', 'EP');
  await page.getByRole('button', { name: 'Add Track' }).click();
  await expect(page.getByRole('button', { name: 'Upload audio for track 2' }).first()).toBeVisible();
  await expect(page.getByText(/WAV, FLAC or MP3/)).toHaveCount(1);
  await expect(page.getByText(/square, at least 3000 x 3000/)).toHaveCount(1);
});

test('two-column rows of the release form line up', async ({ page }) => {
  await signedInArtist(page);
  await page.goto('/dashboard/create-release');
  const top = async (label: string) => (await page.getByRole('textbox', { name: label, exact: true }).boundingBox())!.y;
  // a field with a hint under it beside one without: the inputs still start on one line
  expect(await top('Featuring Artists')).toBe(await top('Writer/Composer'));
  expect(await top('Producer')).toBe(await top('Copyright Holder'));
});
