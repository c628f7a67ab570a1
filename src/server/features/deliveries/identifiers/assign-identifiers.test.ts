// The codes given at approval, to the edges of their ranges: UPCs from the first item configured
// to the last the prefix or UPC_LAST allows, then a refusal naming the range; ISRCs numbered in
// track order up to designation 99,999 of the year; numbers someone already uses skipped.
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { musicReleases, releaseTracks } from '../../../db/schema-releases.ts';
import type { Deps } from '../../../deps.ts';
import { createTestContext, type TestContext } from '../../../test/test-context.ts';
import { createUser, type TestUser } from '../../../test/users.ts';
import { assignIdentifiers } from './assign-identifiers.ts';

let ctx: TestContext;
let artist: TestUser;

beforeAll(async () => {
  ctx = await createTestContext();
  artist = await createUser(ctx, { name: 'Mira K' });
});
afterAll(() => ctx.close());

/** A release with tracks at the positions given (inserted in that order), each with its ISRC or none. */
async function release(upc: string | null, tracks: [position: number, isrc: string | null][] = []): Promise<string> {
  const [r] = await ctx.deps.db
    .insert(musicReleases)
    .values({ userId: artist.id, title: 'Tide Songs', artistName: 'Mira K', status: 'pending', upc })
    .returning({ id: musicReleases.id });
  for (const [position, isrc] of tracks)
    await ctx.deps.db.insert(releaseTracks).values({ releaseId: r!.id, position, title: `Song ${position}`, isrc });
  return r!.id;
}

const withEnv = (env: Partial<Deps['env']>): Deps => ({ ...ctx.deps, env: { ...ctx.deps.env, ...env } });
const assign = (deps: Deps, id: string, now?: Date) => ctx.deps.db.transaction((tx) => assignIdentifiers(deps, tx, id, now));
const upcOf = async (id: string) =>
  (await ctx.deps.db.select({ upc: musicReleases.upc }).from(musicReleases).where(eq(musicReleases.id, id)))[0]!.upc;
const isrcsOf = async (id: string) =>
  (
    await ctx.deps.db
      .select({ isrc: releaseTracks.isrc })
      .from(releaseTracks)
      .where(eq(releaseTracks.releaseId, id))
      .orderBy(releaseTracks.position)
  ).map((t) => t.isrc);
const usedUp = (prefix: string, first: number, last: number) =>
  `The UPC range of prefix ${prefix} (items ${first} to ${last}) is used up. Configure a new UPC_PREFIX or range before approving more releases.`;

describe('UPCs', () => {
  it('run from UPC_FIRST to the last item the prefix leaves room for, then are refused naming the range', async () => {
    const deps = withEnv({ UPC_PREFIX: '08600002000', UPC_FIRST: 7, UPC_LAST: undefined });
    const given: (string | null)[] = [];
    for (let i = 0; i < 3; i++) {
      const id = await release(null);
      await assign(deps, id);
      given.push(await upcOf(id));
    }
    expect(given).toEqual(['0860000200073', '0860000200080', '0860000200097']);
    const id = await release(null);
    await expect(assign(deps, id)).rejects.toMatchObject({ code: 'IDENTIFIERS_EXHAUSTED', message: usedUp('08600002000', 7, 9) });
    expect(await upcOf(id)).toBeNull();
  });

  it('stop at the end of the prefix even when UPC_LAST is beyond it', async () => {
    const deps = withEnv({ UPC_PREFIX: '08600003000', UPC_FIRST: 8, UPC_LAST: 50 });
    for (const expected of ['0860000300087', '0860000300094']) {
      const id = await release(null);
      await assign(deps, id);
      expect(await upcOf(id)).toBe(expected);
    }
    await expect(assign(deps, await release(null))).rejects.toMatchObject({ message: usedUp('08600003000', 8, 9) });
  });

  it('pad the item number to the digits the prefix leaves', async () => {
    const deps = withEnv({ UPC_PREFIX: '086000080', UPC_FIRST: 7, UPC_LAST: undefined });
    const id = await release(null);
    await assign(deps, id);
    expect(await upcOf(id)).toBe('0860000800075');
  });

  it('skip a number of the range a release already uses, and leave a UPC given alone', async () => {
    const deps = withEnv({ UPC_PREFIX: '08600004000', UPC_FIRST: 0, UPC_LAST: undefined });
    await release('0860000400008');
    const id = await release(null);
    await assign(deps, id);
    expect(await upcOf(id)).toBe('0860000400015');
    const own = await release('4006381333931');
    await assign(deps, own);
    expect(await upcOf(own)).toBe('4006381333931');
  });
});

describe('ISRCs', () => {
  const now = new Date('2031-03-01T12:00:00Z');

  it('are numbered in track order, skipping designations already used, keeping the codes given', async () => {
    const deps = withEnv({ ISRC_REGISTRANT: 'QZABC', UPC_PREFIX: '08600005000' });
    await release('0860000500005', [[1, 'QZABC3100001']]);
    const id = await release(null, [
      [3, null],
      [1, null],
      [4, 'USRC17607839'],
      [2, null],
    ]);
    await assign(deps, id, now);
    expect(await isrcsOf(id)).toEqual(['QZABC3100000', 'QZABC3100002', 'QZABC3100003', 'USRC17607839']);
    // the skip took one number more, not a whole batch: the next release goes on from there
    const next = await release('9780306406157', [[1, null]]);
    await assign(deps, next, now);
    expect(await isrcsOf(next)).toEqual(['QZABC3100004']);
  });

  it("of a year run to designation 99999, then are refused naming the registrant and year; the year's two digits are kept", async () => {
    const deps = withEnv({ ISRC_REGISTRANT: 'QZDEF', UPC_PREFIX: '08600006000' });
    const y2005 = new Date('2005-07-01T00:00:00Z');
    const first = await release('0860000600002', [[1, null]]);
    await assign(deps, first, y2005);
    expect(await isrcsOf(first)).toEqual(['QZDEF0500000']);
    await ctx.deps.db.execute(sql`update identifier_counters set next_value = 99998 where name = 'isrc:QZDEF:5'`);
    const last = await release('0860000600019', [
      [1, null],
      [2, null],
    ]);
    await assign(deps, last, y2005);
    expect(await isrcsOf(last)).toEqual(['QZDEF0599998', 'QZDEF0599999']);
    const over = await release('0860000600026', [[1, null]]);
    await expect(assign(deps, over, y2005)).rejects.toMatchObject({
      code: 'IDENTIFIERS_EXHAUSTED',
      message: 'The ISRCs of registrant QZDEF for 2005 are used up. Configure another ISRC_REGISTRANT before approving more releases.',
    });
    expect(await isrcsOf(over)).toEqual([null]);
    // another year starts again at 0
    await assign(deps, over, now);
    expect(await isrcsOf(over)).toEqual(['QZDEF3100000']);
  });
});

describe('a release', () => {
  it('that is gone gets nothing, and takes no number', async () => {
    const counters = async () =>
      (await ctx.deps.db.execute<{ n: number }>(sql`select count(*)::int n from identifier_counters`)).rows[0]!.n;
    const before = await counters();
    await assign(withEnv({ UPC_PREFIX: '08600007000' }), randomUUID());
    expect(await counters()).toBe(before);
  });
});
