// Approval assigns the codes and refuses what stores would refuse: UPC and ISRCs given once and
// never twice, also when many approvals race; the artist's own codes kept; a range that runs out
// is a clear error; an album of one track, a missing cover or a file deleted after submission is
// refused with the reason and nothing is queued.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isrcProblem, upcProblem } from '../../../../domain/identifiers.ts';
import type { AdminReleaseDto } from '../../../../domain/releases-admin-dto.ts';
import { createDatabase } from '../../../db/pool.ts';
import { deliveries } from '../../../db/schema-deliveries.ts';
import { musicReleases, releaseTracks } from '../../../db/schema-releases.ts';
import { uploadedFiles } from '../../../db/schema-uploads.ts';
import { createTestContext, type TestContext } from '../../../test/test-context.ts';
import { createUser, type TestUser } from '../../../test/users.ts';
import { uploadAudio, uploadCover } from '../../../test/releases.ts';
import { reviewRelease } from '../../releases/review-release.ts';
import { ddexDirForTests } from '../../../test/ern-fixtures.ts';

let ctx: TestContext;
let admin: TestUser;
let artist: TestUser;
// approval validates every message against the schemas: without them this file fails here
ddexDirForTests();

beforeAll(async () => {
  ctx = await createTestContext({ env: { UPC_PREFIX: '08600001', ISRC_REGISTRANT: 'INTLN' } });
  admin = await createUser(ctx, { admin: true });
  artist = await createUser(ctx, { name: 'Mira K' });
});
afterAll(() => ctx.close());

type Pending = { type?: 'single' | 'ep' | 'album'; tracks?: number; cover?: boolean; upc?: string; isrcs?: (string | null)[] };

/** A pending release with uploaded files (shared between releases when given). */
async function pending(o: Pending = {}, files?: { cover: string; audio: string }): Promise<string> {
  const n = o.tracks ?? 1;
  const cover = o.cover === false ? null : (files?.cover ?? (await uploadCover(ctx, artist)));
  const { rows } = await ctx.deps.db.execute<{ id: string }>(sql`
    insert into music_releases (user_id, title, artist_name, genre, status, release_type, cover_file_id, release_date, upc)
    values (${artist.id}, 'Tide Songs', 'Mira K', 'Pop', 'pending', ${o.type ?? (n > 1 ? 'album' : 'single')}, ${cover},
      current_date + 30, ${o.upc ?? null}) returning id`);
  const id = rows[0]!.id;
  for (let i = 0; i < n; i++) {
    const audio = files?.audio ?? (await uploadAudio(ctx, artist));
    await ctx.deps.db
      .insert(releaseTracks)
      .values({ releaseId: id, position: i + 1, title: `Song ${i + 1}`, audioFileId: audio, isrc: o.isrcs?.[i] ?? null });
  }
  return id;
}

const version = async (id: string) =>
  ((await (await ctx.request('GET', `/api/admin/releases/${id}`, { cookie: admin.cookie })).json()) as AdminReleaseDto).version;
const approve = async (id: string) =>
  ctx.request('PATCH', `/api/admin/releases/${id}/review`, {
    cookie: admin.cookie,
    body: { status: 'approved', adminNotes: '', version: await version(id) },
  });
const codes = async (id: string) => ({
  upc: (await ctx.deps.db.select({ upc: musicReleases.upc }).from(musicReleases).where(eq(musicReleases.id, id)))[0]!.upc,
  isrcs: (
    await ctx.deps.db
      .select({ isrc: releaseTracks.isrc })
      .from(releaseTracks)
      .where(eq(releaseTracks.releaseId, id))
      .orderBy(releaseTracks.position)
  ).map((t) => t.isrc),
  status: (await ctx.deps.db.select({ s: musicReleases.status }).from(musicReleases).where(eq(musicReleases.id, id)))[0]!.s,
  queued: (await ctx.deps.db.select({ id: deliveries.id }).from(deliveries).where(eq(deliveries.releaseId, id))).length,
});
const refusal = async (res: Response) => ((await res.json()) as { error: { code: string; message: string } }).error;

describe('approval', () => {
  it('gives a release its UPC from our prefix and each track an ISRC of our registrant, valid codes', async () => {
    const id = await pending({ type: 'ep', tracks: 3 });
    expect((await approve(id)).status).toBe(200);
    const c = await codes(id);
    expect(c.upc).toMatch(/^08600001\d{5}$/);
    expect(upcProblem(c.upc!)).toBeNull();
    const year = String(new Date().getUTCFullYear() % 100).padStart(2, '0');
    expect(c.isrcs).toHaveLength(3);
    for (const isrc of c.isrcs) {
      expect(isrc).toMatch(new RegExp(`^INTLN${year}\\d{5}$`));
      expect(isrcProblem(isrc!)).toBeNull();
    }
    expect(new Set(c.isrcs).size).toBe(3);
  });

  it("keeps the artist's own codes and fills only the missing ones", async () => {
    const id = await pending({ type: 'ep', tracks: 2, upc: '4006381333931', isrcs: ['USRC17607839', null] });
    expect((await approve(id)).status).toBe(200);
    const c = await codes(id);
    expect(c.upc).toBe('4006381333931');
    expect(c.isrcs[0]).toBe('USRC17607839');
    expect(c.isrcs[1]).toMatch(/^INTLN/);
  });

  it('never gives one code twice when many approvals race on two instances', async () => {
    const files = { cover: await uploadCover(ctx, artist), audio: await uploadAudio(ctx, artist) };
    const ids: string[] = [];
    for (let i = 0; i < 12; i++) ids.push(await pending({ type: 'ep', tracks: 2 }, files));
    const versions = await Promise.all(ids.map(version));
    // A second instance: its own pool on the same database, calling the operation directly.
    const second = createDatabase(ctx.deps.pool.options.connectionString!, 5, ctx.deps.log);
    const other = { ...ctx.deps, ...second };
    const actor = { kind: 'user' as const, userId: admin.id, role: 'admin' as const, ip: null };
    const answers = await Promise.all(
      ids.map((id, i) => {
        const body = { status: 'approved' as const, adminNotes: '', version: versions[i]! };
        if (i % 2) return reviewRelease(other, actor, id, body).then(() => ({ status: 200 }));
        return ctx.request('PATCH', `/api/admin/releases/${id}/review`, { cookie: admin.cookie, body });
      }),
    );
    await second.pool.end();
    expect(answers.map((a) => a.status)).toEqual(ids.map(() => 200));
    const all = await Promise.all(ids.map(codes));
    const upcs = all.map((c) => c.upc);
    const isrcs = all.flatMap((c) => c.isrcs);
    expect(new Set(upcs).size).toBe(12);
    expect(new Set(isrcs).size).toBe(24);
    expect(upcs.every((u) => u && !upcProblem(u))).toBe(true);
  }, 180_000);

  it('a range that runs out is a clear error for the admin, and the release stays pending', async () => {
    const [used] = await ctx.deps.db
      .execute<{ next: string }>(sql`select next_value as next from identifier_counters where name = 'upc:08600001'`)
      .then((r) => r.rows);
    const last = Number(used!.next) - 1;
    const id = await pending();
    const actor = { kind: 'user' as const, userId: admin.id, role: 'admin' as const, ip: null };
    const deps = { ...ctx.deps, env: { ...ctx.deps.env, UPC_LAST: last } };
    await expect(reviewRelease(deps, actor, id, { status: 'approved', adminNotes: '', version: await version(id) })).rejects.toMatchObject({
      code: 'IDENTIFIERS_EXHAUSTED',
      message: `The UPC range of prefix 08600001 (items 0 to ${last}) is used up. Configure a new UPC_PREFIX or range before approving more releases.`,
    });
    expect(await codes(id)).toMatchObject({ upc: null, status: 'pending', queued: 0 });
  });

  it.each([
    ['an album of one track', { type: 'album', tracks: 1 } as Pending, 'An album needs at least two tracks.'],
    ['a release without a cover', { cover: false } as Pending, 'The release has no cover art file.'],
  ])('refuses %s with the reason, nothing queued', async (_label, o, message) => {
    const id = await pending(o);
    const res = await approve(id);
    expect(res.status).toBe(400);
    expect(await refusal(res)).toMatchObject({ code: 'VALIDATION', message });
    expect(await codes(id)).toMatchObject({ status: 'pending', queued: 0, upc: null });
  });

  it('refuses a release whose audio was deleted from storage after submission', async () => {
    const id = await pending();
    const [t] = await ctx.deps.db.select({ file: releaseTracks.audioFileId }).from(releaseTracks).where(eq(releaseTracks.releaseId, id));
    const [f] = await ctx.deps.db.select({ key: uploadedFiles.storageKey }).from(uploadedFiles).where(eq(uploadedFiles.id, t!.file!));
    await ctx.deps.storage.delete(f!.key);
    const res = await approve(id);
    expect(res.status).toBe(400);
    expect((await refusal(res)).message).toBe('The audio file of track 1 is missing from storage. Ask the artist to upload it again.');
    expect(await codes(id)).toMatchObject({ status: 'pending', queued: 0 });
  });

  it('refuses a release whose file record was removed', async () => {
    const id = await pending();
    const [t] = await ctx.deps.db.select({ file: releaseTracks.audioFileId }).from(releaseTracks).where(eq(releaseTracks.releaseId, id));
    await ctx.deps.db.delete(uploadedFiles).where(eq(uploadedFiles.id, t!.file!));
    const res = await approve(id);
    expect((await refusal(res)).message).toBe('Track 1 (Song 1) has no uploaded audio file.');
    expect(await codes(id)).toMatchObject({ status: 'pending', queued: 0 });
  });
});
