// A label's figures per artist: on the revenue page and the analytics, a label with two artist
// profiles chooses one and sees that artist's earnings and streams, then all of them again; a
// month's statement of one artist comes under the artist's name. At 1280 px and on a phone.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { signedInAdmin, signedInArtist } from './support/users.ts';
import { sql } from './support/db.ts';
import { daysAgo, importReport, PHONE, REPORT_HEADER, stat } from './support/money.ts';
import { choose } from './support/select.ts';
import { shot } from './support/shot.ts';

test.describe.configure({ timeout: 120_000 });

let n = 0;
/** A distributed single of the label's under the artist profile `artist`, with its codes. */
async function single(email: string, artist: string, profile: string, isrc: string, upc: string) {
  await sql(
    `with r as (insert into music_releases (user_id, title, artist_name, artist_profile_id, status, release_date, upc)
                select id, $2, $2, $3, 'distributed', current_date - 90, $4 from users where email = $1 returning id)
     insert into release_tracks (release_id, position, title, isrc) select id, 1, 'Song', $5 from r`,
    [email, artist, profile, upc, isrc],
  );
}

async function labelWithSales(page: Page, browser: Browser) {
  const email = await signedInArtist(page, 'Tideline Records');
  await sql(
    `update profiles set plan_type = 'small_label', subscription_status = 'active', subscription_expires_at = now() + interval '300 days'
       from users u where u.id = profiles.id and u.email = $1`,
    [email],
  );
  const ids: Record<string, string> = {};
  for (const name of ['Harbour Lights', 'Noor']) {
    const res = await page.request.post('/api/artist-profiles', { data: { name, newArtist: true } });
    expect(res.status(), await res.text()).toBe(201);
    ids[name] = ((await res.json()) as { id: string }).id;
  }
  const tag = `${Date.now() % 1e7}${++n}`.padStart(8, '0').slice(-8);
  const isrcs = [`QZAF1${tag.slice(-7)}`, `QZAG1${tag.slice(-7)}`];
  await single(email, 'Harbour Lights', ids['Harbour Lights']!, isrcs[0]!, `08${tag}01`.padEnd(13, '0'));
  await single(email, 'Noor', ids['Noor']!, isrcs[1]!, `08${tag}02`.padEnd(13, '0'));
  const day = daysAgo(3);
  const line = (i: number, isrc: string, qty: number, amount: string) =>
    `Spotify,FIG-${tag},${i},${day.slice(0, 7)},${day},${day},Spotify,stream,US,${isrc},,Song,Artist,${qty},${amount},USD`;
  const admin = await signedInAdmin(browser);
  await importReport(
    admin,
    `figures-${tag}.csv`,
    [REPORT_HEADER, line(1, isrcs[0]!, 1000, '10.00'), line(2, isrcs[1]!, 500, '5.00')].join('\n') + '\n',
  );
  await admin.context().close();
}

for (const [label, phone] of [
  ['at 1280 px', false],
  ['on a 360 px phone', true],
] as const) {
  test(`a label sees one artist’s revenue and analytics, and all of them again, ${label}`, async ({ browser }) => {
    const context = await browser.newContext(phone ? PHONE : { viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await labelWithSales(page, browser);

    await page.goto('/dashboard/revenue');
    await expect(stat(page, 'Total Earned')).toContainText('$13.80');
    await choose(page, 'Artist', 'Noor');
    await expect(stat(page, 'Total Earned')).toContainText('$4.60');
    await expect(page.getByRole('cell', { name: 'Harbour Lights' })).toHaveCount(0);
    await shot(page, phone ? 'revenue-artist-phone' : 'revenue-artist');
    await choose(page, 'Artist', 'All artists');
    await expect(stat(page, 'Total Earned')).toContainText('$13.80');

    await page.goto('/dashboard/analytics');
    await expect(stat(page, 'Total Streams')).toContainText('1,500');
    await choose(page, 'Artist', 'Harbour Lights');
    await expect(stat(page, 'Total Streams')).toContainText('1,000');
    await shot(page, phone ? 'analytics-artist-phone' : 'analytics-artist');
    await context.close();
  });
}
