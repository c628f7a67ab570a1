// Taking down an account's releases (account deletion): what waits for review, is approved or is
// in stores goes back to draft with the reason in its history; drafts, rejected releases and other
// artists' releases are left alone.
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { musicReleases, releaseStatusHistory } from '../../db/schema-releases.ts';
import { createTestContext, type TestContext } from '../../test/test-context.ts';
import { createUser, type TestUser } from '../../test/users.ts';
import { takeDownReleases } from './take-down-releases.ts';

let ctx: TestContext;
let artist: TestUser;
let other: TestUser;
beforeAll(async () => {
  ctx = await createTestContext();
  artist = await createUser(ctx);
  other = await createUser(ctx);
});
afterAll(() => ctx.close());

async function release(user: TestUser, status: string): Promise<string> {
  const [row] = await ctx.deps.db
    .insert(musicReleases)
    .values({ userId: user.id, title: `A ${status} one`, artistName: 'Mira K', status })
    .returning({ id: musicReleases.id });
  return row!.id;
}
const statusOf = async (id: string) =>
  (await ctx.deps.db.select({ s: musicReleases.status }).from(musicReleases).where(eq(musicReleases.id, id)))[0]!.s;
const historyOf = (id: string) =>
  ctx.deps.db
    .select({
      from: releaseStatusHistory.fromStatus,
      to: releaseStatusHistory.toStatus,
      note: releaseStatusHistory.note,
      actor: releaseStatusHistory.actorId,
    })
    .from(releaseStatusHistory)
    .where(eq(releaseStatusHistory.releaseId, id))
    .orderBy(asc(releaseStatusHistory.createdAt));

it('moves pending, approved and distributed releases to draft, each with the reason in its history', async () => {
  const ids = {
    pending: await release(artist, 'pending'),
    approved: await release(artist, 'approved'),
    distributed: await release(artist, 'distributed'),
  };
  const left = {
    draft: await release(artist, 'draft'),
    rejected: await release(artist, 'rejected'),
    theirs: await release(other, 'distributed'),
  };
  const n = await ctx.deps.db.transaction((tx) => takeDownReleases(tx, artist.id, 'Account deleted'));
  expect(n).toBe(3);
  for (const [from, id] of Object.entries(ids)) {
    expect(await statusOf(id), from).toBe('draft');
    expect(await historyOf(id)).toEqual([{ from, to: 'draft', note: 'Account deleted', actor: artist.id }]);
  }
  expect([await statusOf(left.draft), await statusOf(left.rejected), await statusOf(left.theirs)]).toEqual([
    'draft',
    'rejected',
    'distributed',
  ]);
  for (const id of Object.values(left)) expect(await historyOf(id)).toEqual([]);
});

it('answers 0 and writes nothing when nothing is live', async () => {
  const quiet = await createUser(ctx);
  const id = await release(quiet, 'draft');
  const before = (await ctx.deps.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM release_status_history`)).rows[0]!.n;
  expect(await ctx.deps.db.transaction((tx) => takeDownReleases(tx, quiet.id, 'Account deleted'))).toBe(0);
  expect((await ctx.deps.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM release_status_history`)).rows[0]!.n).toBe(before);
  expect(await statusOf(id)).toBe('draft');
});

it('changes nothing when the caller’s transaction rolls back', async () => {
  const id = await release(artist, 'approved');
  await expect(
    ctx.deps.db.transaction(async (tx) => {
      await takeDownReleases(tx, artist.id, 'Account deleted');
      throw new Error('deletion failed later');
    }),
  ).rejects.toThrow('deletion failed later');
  expect(await statusOf(id)).toBe('approved');
  expect(await historyOf(id)).toEqual([]);
});
