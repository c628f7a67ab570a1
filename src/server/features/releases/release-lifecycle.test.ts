// The operations that create, change and submit a release, at their edges: uploaded files must
// be the artist's own and of the right kind (cover art, or each track's audio), an EP or album
// with too few tracks or a track without audio cannot be submitted, a release already under
// review says so, and a profile or plan that is gone is handled.
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReleaseDto } from '../../../domain/releases-dto.ts';
import { releaseInputSchema } from '../../../domain/releases.ts';
import { profiles } from '../../db/schema.ts';
import { uploadedFiles } from '../../db/schema-uploads.ts';
import type { UserActor } from '../../actor.ts';
import { createTestContext, type TestContext } from '../../test/test-context.ts';
import { createUser, type TestUser } from '../../test/users.ts';
import { createRelease } from './create-release.ts';
import { completeBody, DRIVE, releaseBody } from '../../test/releases.ts';

let ctx: TestContext;
let artist: TestUser;
let other: TestUser;
let cover: string; // the cover art review asks for

beforeAll(async () => {
  ctx = await createTestContext();
  artist = await createUser(ctx, { name: 'Mira' });
  other = await createUser(ctx, { name: 'Other' });
  for (const u of [artist, other]) await ctx.deps.db.update(profiles).set({ planType: 'individual_artist' }).where(eq(profiles.id, u.id));
  cover = await fileOf(artist, 'cover');
});
afterAll(() => ctx.close());

/** An uploaded file row of the user's, as an upload leaves it (the bytes are not needed here). */
async function fileOf(user: TestUser, kind: 'audio' | 'cover'): Promise<string> {
  const id = randomUUID();
  await ctx.deps.db.insert(uploadedFiles).values({
    id,
    userId: user.id,
    kind,
    storageKey: `${kind}/${user.id}/${id}`,
    originalName: kind === 'audio' ? 'take.wav' : 'cover.png',
    mimeType: kind === 'audio' ? 'audio/wav' : 'image/png',
    sizeBytes: 1000,
    metadata: {},
  });
  return id;
}

const call = async (method: string, path: string, user: TestUser, body?: object) => {
  const res = await ctx.request(method, path, { cookie: user.cookie, body });
  return { status: res.status, body: await res.json() };
};
const create = (user: TestUser, body: object) => call('POST', '/api/releases', user, body);
const submit = (user: TestUser, id: string, body: object = {}) => call('POST', `/api/releases/${id}/submit`, user, body);

const track = (i: number, over: object = {}) => ({ title: `Track ${i}`, audioUrl: DRIVE, ...over });
const ep = (tracks: object[], over: object = {}) => completeBody({ releaseType: 'ep', audioUrl: '', tracks, coverFileId: cover, ...over });

describe('uploaded files on a release', () => {
  it('takes the artist’s own cover art and per-track audio, and links them', async () => {
    const cover = await fileOf(artist, 'cover');
    const a1 = await fileOf(artist, 'audio');
    const a2 = await fileOf(artist, 'audio');
    const res = await create(
      artist,
      ep([track(1, { audioUrl: '', audioFileId: a1 }), track(2, { audioUrl: '', audioFileId: a2 })], {
        coverArtUrl: '',
        coverFileId: cover,
      }),
    );
    expect(res.status).toBe(201);
    const release = (await call('GET', `/api/releases/${res.body.id}`, artist)).body as ReleaseDto;
    // Linked by id; the URL fields hold only addresses the artist typed.
    expect(release.coverFile?.id).toBe(cover);
    expect(release.coverArtUrl).toBeNull();
    expect(release.audioUrl).toBeNull();
    expect(release.tracks.map((t) => t.audioFile?.id)).toEqual([a1, a2]);
  });

  it('refuses another artist’s cover, naming the field', async () => {
    const theirs = await fileOf(other, 'cover');
    const res = await create(artist, completeBody({ coverArtUrl: '', coverFileId: theirs }));
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({
      code: 'VALIDATION',
      message: 'That file was not found. Please upload it again.',
      field: 'coverFileId',
    });
  });

  it('refuses audio as cover art and cover art as audio', async () => {
    const audio = await fileOf(artist, 'audio');
    const cover = await fileOf(artist, 'cover');
    expect((await create(artist, completeBody({ coverArtUrl: '', coverFileId: audio }))).body.error.field).toBe('coverFileId');
    expect((await create(artist, completeBody({ audioUrl: '', audioFileId: cover }))).body.error.field).toBe('audioFileId');
  });

  it('names the track whose audio file is not the artist’s', async () => {
    const mine = await fileOf(artist, 'audio');
    const theirs = await fileOf(other, 'audio');
    const res = await create(artist, ep([track(1, { audioUrl: '', audioFileId: mine }), track(2, { audioUrl: '', audioFileId: theirs })]));
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ message: 'That file was not found. Please upload it again.', field: 'tracks.1.audioFileId' });
  });

  it('refuses a file id that does not exist at all, on edits too', async () => {
    const { body } = await create(artist, completeBody());
    const res = await call('PUT', `/api/releases/${body.id}`, artist, completeBody({ audioUrl: '', audioFileId: randomUUID() }));
    expect(res.status).toBe(400);
    expect(res.body.error.field).toBe('audioFileId');
    expect(((await call('GET', `/api/releases/${body.id}`, artist)).body as ReleaseDto).audioUrl).toBe(DRIVE);
  });
});

describe('submitting EPs and albums', () => {
  it('an EP with one track, or an album with two, is not ready for review', async () => {
    const one = await create(artist, ep([track(1)]));
    expect(one.status).toBe(201);
    const r1 = await submit(artist, one.body.id);
    expect(r1.status).toBe(422);
    expect(r1.body.error).toMatchObject({
      code: 'INCOMPLETE',
      message: 'This release is not ready for review. Missing: An EP needs 2 to 7 tracks.',
    });

    const two = await create(artist, ep([track(1), track(2)], { releaseType: 'album' }));
    const r2 = await submit(artist, two.body.id);
    expect(r2.body.error.message).toBe('This release is not ready for review. Missing: An album needs 3 to 50 tracks.');
  });

  it('a track without audio is named by its number', async () => {
    const res = await create(artist, ep([track(1), track(2, { audioUrl: '' }), track(3)]));
    expect(res.status).toBe(201);
    const r = await submit(artist, res.body.id);
    expect(r.body.error.message).toBe('This release is not ready for review. Missing: Audio of track 2.');
  });

  it('an EP of two complete tracks goes to review, noted as submitted', async () => {
    const res = await create(artist, ep([track(1), track(2)]));
    const r = await submit(artist, res.body.id);
    expect(r.status).toBe(200);
    expect((r.body as ReleaseDto).history.at(-1)).toMatchObject({ fromStatus: 'draft', toStatus: 'pending', note: 'Submitted for review' });
  });

  it('a release already under review says so, and keeps one history line', async () => {
    const { body } = await create(artist, completeBody({ coverFileId: cover }));
    expect((await submit(artist, body.id, { note: 'First' })).status).toBe(200);
    const again = await submit(artist, body.id, { note: 'Again' });
    expect(again.status).toBe(409);
    expect(again.body.error).toMatchObject({ code: 'ALREADY_SUBMITTED', message: 'This release is already pending.' });
    const release = (await call('GET', `/api/releases/${body.id}`, artist)).body as ReleaseDto;
    expect(release.history.map((h) => h.note)).toEqual(['Created', 'First']);
  });

  it('an approved release cannot be submitted again either', async () => {
    const { body } = await create(artist, completeBody());
    await ctx.deps.db.execute(sql`UPDATE music_releases SET status = 'approved' WHERE id = ${body.id}`);
    const r = await submit(artist, body.id);
    expect(r.body.error).toMatchObject({ code: 'ALREADY_SUBMITTED', message: 'This release is already approved.' });
  });
});

describe('edits', () => {
  it('answers another artist’s release as not found, with the words', async () => {
    const { body } = await create(other, releaseBody());
    const res = await call('PUT', `/api/releases/${body.id}`, artist, releaseBody());
    expect(res.status).toBe(404);
    expect(res.body.error).toEqual({ code: 'NOT_FOUND', message: 'Release not found' });
  });

  it('replaces the track list', async () => {
    const { body } = await create(artist, ep([track(1), track(2), track(3)]));
    await call('PUT', `/api/releases/${body.id}`, artist, ep([track(9), track(8)]));
    const release = (await call('GET', `/api/releases/${body.id}`, artist)).body as ReleaseDto;
    expect(release.tracks.map((t) => [t.position, t.title])).toEqual([
      [1, 'Track 9'],
      [2, 'Track 8'],
    ]);
  });
});

describe('profiles and plans', () => {
  const actor = (userId: string): UserActor => ({ kind: 'user', userId, role: 'user', ip: null });

  it('refuses to create for a user without a profile', async () => {
    await expect(createRelease(ctx.deps, actor(randomUUID()), releaseInputSchema.parse(releaseBody()))).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: 'Profile not found',
    });
  });

  it('counts a plan that is no longer in the plan table as the free plan', async () => {
    const legacy = await createUser(ctx);
    // The column only admits today's plans; a plan withdrawn later would leave rows like this one.
    await ctx.deps.db.execute(sql`ALTER TABLE profiles DROP CONSTRAINT profiles_plan_type_check`);
    try {
      await ctx.deps.db.execute(sql`UPDATE profiles SET plan_type = 'legacy_pro' WHERE id = ${legacy.id}`);
      const results: number[] = [];
      for (let i = 0; i < 6; i++) results.push((await create(legacy, releaseBody({ title: `Song ${i}` }))).status);
      expect(results).toEqual([201, 201, 201, 201, 201, 409]);
    } finally {
      await ctx.deps.db.execute(sql`UPDATE profiles SET plan_type = 'free' WHERE id = ${legacy.id}`);
      await ctx.deps.db.execute(
        sql`ALTER TABLE profiles ADD CONSTRAINT profiles_plan_type_check CHECK (plan_type in ('free','individual_artist','small_label','enterprise_label'))`,
      );
    }
  });
});
