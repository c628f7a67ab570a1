// What the money journeys share: our report's header, a day n days ago, a figure of the statistics
// strip, a distributed release with its codes, a sales report imported
// through the API as the console does it, the admin signed in (on a phone too), a toast seen and
// closed.
import { expect, type BrowserContextOptions, type Page } from '@playwright/test';
import { sql } from './db.ts';
import { expectToast } from './toast.ts';

export const PHONE: BrowserContextOptions = { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true };

/** Our sales report's header (docs/sales-report-format.md). */
export const REPORT_HEADER =
  'source,statement_id,line_id,statement_period,usage_start,usage_end,store,use_type,country,isrc,upc,track_title,artist_name,quantity,amount,currency';

/** The day n days before today (UTC), as reports write it. */
export const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);

/** A figure of a page's statistics strip, found by its exact label. */
export const stat = (page: Page, label: string) =>
  page
    .getByRole('region', { name: /statistics/i })
    .getByText(label, { exact: true })
    .locator('xpath=..');

/** A distributed release with its codes, as approval and delivery leave it. */
export async function distributedRelease(email: string, title: string, upc: string, isrc: string): Promise<void> {
  const [row] = await sql<{ id: string }>(
    `insert into music_releases (user_id, title, artist_name, status, audio_url, release_date, upc)
     select id, $2, 'Money Artist', 'distributed', 'https://drive.google.com/file/d/e2e/view', current_date - 90, $3 from users where email = $1
     returning id`,
    [email, title, upc],
  );
  await sql(
    `insert into release_tracks (release_id, position, title, audio_url, isrc) values ($1, 1, $2, 'https://drive.google.com/file/d/e2e/view', $3)`,
    [row!.id, title, isrc],
  );
}

/** The admin imports and confirms a report through the API, as the console's dialog does. */
export async function importReport(admin: Page, name: string, csv: string): Promise<void> {
  const origin = new URL(admin.url()).origin;
  const res = await admin.request.post(`/api/admin/royalties/imports?name=${name}`, {
    data: csv,
    headers: { 'Content-Type': 'text/csv', Origin: origin },
  });
  expect(res.status(), await res.text()).toBe(201);
  const preview = (await res.json()) as { id: string; version: string };
  const ok = await admin.request.post(`/api/admin/royalties/imports/${preview.id}/confirm`, {
    data: { version: preview.version },
    headers: { Origin: origin },
  });
  expect(ok.status(), await ok.text()).toBe(200);
}

/** Sees a toast, then closes it so it does not cover the buttons clicked next. */
export async function toast(page: Page, title: string) {
  const t = await expectToast(page, title);
  // By its attribute, not its role: an open dialog hides the toaster from the page's roles.
  await t.locator('[data-close-button]').dispatchEvent('click');
  await expect(t).toBeHidden();
}
