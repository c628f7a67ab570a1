// A label's figures per artist: the analytics filtered to one artist profile's releases, and a
// month's statement of one artist (lines, totals and name), while the account's figures stay the
// sum of its artists'. Another account's profile is not found; the filter is the plan's
// Analytics Dashboard, as the other filters are.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { monthlyStatementDto, type AnalyticsPageDto, type RevenuePageDto } from '../../../domain/earnings-dto.ts';
import { artistProfileDto } from '../../../domain/artist-profiles-dto.ts';
import { createTestContext, type TestContext } from '../../test/test-context.ts';
import { createUser, quickUser, type TestUser } from '../../test/users.ts';
import { daysAgo, importAndConfirm, reportCsv } from '../../test/royalties.ts';

let ctx: TestContext;
let admin: TestUser;
let label: TestUser;
const ids: Record<string, string> = {};
const month = daysAgo(3).slice(0, 7);

/** A distributed single of the label's, under the artist profile of that name, with this ISRC. */
async function single(artist: string, isrc: string, upc: string) {
  const { rows } = await ctx.deps.db.execute<{ id: string }>(sql`
    insert into music_releases (user_id, title, artist_name, artist_profile_id, status, upc)
    values (${label.id}, ${`${artist} single`}, ${artist}, ${ids[artist]}, 'distributed', ${upc}) returning id`);
  await ctx.deps.db.execute(
    sql`insert into release_tracks (release_id, position, title, isrc) values (${rows[0]!.id}, 1, 'Song', ${isrc})`,
  );
}

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await createUser(ctx, { admin: true });
  label = await quickUser(ctx);
  await ctx.deps.db.execute(
    sql`update profiles set plan_type = 'small_label', subscription_status = 'active', subscription_expires_at = now() + interval '300 days' where id = ${label.id}`,
  );
  for (const name of ['Harbour Lights', 'Noor']) {
    const res = await ctx.request('POST', '/api/artist-profiles', { cookie: label.cookie, body: { name, newArtist: true } });
    ids[name] = artistProfileDto.parse(await res.json()).id;
  }
  await single('Harbour Lights', 'USAPF2600001', '0860000000017');
  await single('Noor', 'USAPF2600002', '0860000000024');
  await importAndConfirm(
    ctx,
    admin,
    reportCsv([
      { isrc: 'USAPF2600001', quantity: '1000', amount: '10.00' },
      { isrc: 'USAPF2600002', quantity: '300', amount: '3.00' },
      { isrc: 'USAPF2600002', quantity: '200', amount: '2.00', country: 'IN' },
    ]),
  );
});
afterAll(() => ctx.close());

const analytics = async (query = '') => {
  const res = await ctx.request('GET', `/api/earnings/analytics?period=30${query}`, { cookie: label.cookie });
  return { status: res.status, body: await res.json() };
};

describe('analytics per artist', () => {
  it('offers the label’s artists and counts one artist’s releases when filtered', async () => {
    const first = await analytics();
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const all = first.body as AnalyticsPageDto;
    expect(all.filterOptions.artists.map((a) => a.name)).toEqual(['Harbour Lights', 'Noor']);
    expect(all.stats.totalStreams).toBe(1500);
    const filtered = await analytics(`&artist=${ids['Noor']}`);
    expect(filtered.status, JSON.stringify(filtered.body)).toBe(200);
    const noor = filtered.body as AnalyticsPageDto;
    expect(noor.stats).toMatchObject({ totalStreams: 500, totalRevenue: '4.60', activeReleases: 1 });
    expect(noor.countries.map((c) => [c.name, c.streams])).toEqual([
      ['US', 300],
      ['IN', 200],
    ]);
    expect(noor.topReleases.map((r) => r.title)).toEqual(['Noor single']);
    const harbour = (await analytics(`&artist=${ids['Harbour Lights']}`)).body as AnalyticsPageDto;
    expect(harbour.stats.totalStreams + noor.stats.totalStreams).toBe(all.stats.totalStreams);
  });

  it('shows nothing of another account’s artist, and refuses a malformed one', async () => {
    const other = await quickUser(ctx);
    await ctx.deps.db.execute(
      sql`update profiles set plan_type = 'small_label', subscription_status = 'active', subscription_expires_at = now() + interval '300 days' where id = ${other.id}`,
    );
    const theirs = await ctx.request('GET', `/api/earnings/analytics?period=30&artist=${ids['Noor']}`, { cookie: other.cookie });
    expect(((await theirs.json()) as AnalyticsPageDto).stats.totalStreams).toBe(0);
    const bad = await analytics('&artist=not-an-id');
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toBe('Artist not found');
  });
});

describe('revenue per artist', () => {
  it('gives one artist’s earnings, releases and months, and the account’s balance', async () => {
    const get = async (query = '') => {
      const res = await ctx.request('GET', `/api/earnings/revenue?period=30${query}`, { cookie: label.cookie });
      expect(res.status).toBe(200);
      return (await res.json()) as RevenuePageDto;
    };
    const all = await get();
    const noor = await get(`&artist=${ids['Noor']}`);
    const harbour = await get(`&artist=${ids['Harbour Lights']}`);
    expect(noor.stats.totalEarned).toBe('4.60');
    expect(harbour.stats.totalEarned).toBe('9.20');
    expect(all.stats.totalEarned).toBe('13.80');
    expect(noor.releases.map((r) => r.title)).toEqual(['Noor single']);
    expect(noor.monthly.map((m) => [m.month, m.total])).toEqual([[month, '4.60']]);
    // the balance is the label's, whichever artist is shown
    expect(noor.stats.availableBalance).toBe(all.stats.availableBalance);
    const theirs = await ctx.request('GET', `/api/earnings/revenue?period=30&artist=${ids['Noor']}`, {
      cookie: (await quickUser(ctx)).cookie,
    });
    expect(theirs.status).toBe(404);
  });
});

describe('a statement per artist', () => {
  it('gives one artist’s lines under their name, and the account’s the sum of both', async () => {
    const get = async (query = '') => {
      const res = await ctx.request('GET', `/api/earnings/statements/${month}${query}`, { cookie: label.cookie });
      expect(res.status).toBe(200);
      return monthlyStatementDto.parse(await res.json());
    };
    const all = await get();
    const noor = await get(`?artist=${ids['Noor']}`);
    const harbour = await get(`?artist=${ids['Harbour Lights']}`);
    expect(noor.artistName).toBe('Noor');
    expect(noor.lines.map((l) => l.releaseTitle)).toEqual(['Noor single']);
    expect(noor.totals).toMatchObject({ streams: 500, gross: '5.000000000000', net: '4.600000000000' });
    expect(harbour.totals.streams + noor.totals.streams).toBe(all.totals.streams);

    const csv = await ctx.request('GET', `/api/earnings/statements/${month}/csv?artist=${ids['Noor']}`, { cookie: label.cookie });
    const text = await csv.text();
    expect(text).toContain('Noor single');
    expect(text).not.toContain('Harbour Lights single');
  });

  it('does not find another account’s artist', async () => {
    const other = await quickUser(ctx);
    const res = await ctx.request('GET', `/api/earnings/statements/${month}?artist=${ids['Noor']}`, { cookie: other.cookie });
    expect(res.status).toBe(404);
    expect((await res.json()).error.message).toBe('Artist profile not found');
  });
});
