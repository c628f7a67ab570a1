// Submitting for review checks what stores check; a release waiting for review can be withdrawn;
// the plan's monthly limit can be read before the form is filled; a blank or audio-less EP names
// what is missing.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDate } from '../../../domain/dates.ts';
import type { ReleaseQuotaDto } from '../../../domain/releases-dto.ts';
import type { ReleaseDto } from '../../../domain/releases-dto.ts';
import { MISSING_REQUIRED } from '../../../domain/releases-rules.ts';
import { profiles } from '../../db/schema.ts';
import { createTestContext, type TestContext } from '../../test/test-context.ts';
import { createUser, type TestUser } from '../../test/users.ts';
import { completeBody, daysFromToday, DRIVE, releaseBody, uploadAudio, uploadCover } from '../../test/releases.ts';

let ctx: TestContext;
let artist: TestUser;
let other: TestUser;
let cover: string;

beforeAll(async () => {
  ctx = await createTestContext();
  artist = await createUser(ctx, { name: 'Mira' });
  other = await createUser(ctx, { name: 'Other' });
  for (const u of [artist, other]) await ctx.deps.db.update(profiles).set({ planType: 'individual_artist' }).where(eq(profiles.id, u.id));
  cover = await uploadCover(ctx, artist);
});
afterAll(() => ctx.close());

async function create(user: TestUser, body: object): Promise<string> {
  const res = await ctx.request('POST', '/api/releases', { cookie: user.cookie, body });
  expect(res.status, JSON.stringify(await res.clone().json())).toBe(201);
  return ((await res.json()) as { id: string }).id;
}
const get = async (id: string, user = artist) =>
  (await (await ctx.request('GET', `/api/releases/${id}`, { cookie: user.cookie })).json()) as ReleaseDto;
const submit = (id: string, user = artist) => ctx.request('POST', `/api/releases/${id}/submit`, { cookie: user.cookie, body: {} });
const withdraw = (id: string, user = artist) => ctx.request('POST', `/api/releases/${id}/withdraw`, { cookie: user.cookie, body: {} });

describe('submit for review checks what stores check', () => {
  it('refuses a release without cover art, with the field named', async () => {
    const id = await create(artist, completeBody());
    expect((await get(id)).missing).toEqual(['Cover art']);
    const res = await submit(id);
    expect(res.status).toBe(422);
    expect((await res.json()).error.message).toBe('This release is not ready for review. Missing: Cover art.');
    expect((await get(id)).status).toBe('draft');
  });

  it('refuses a cover smaller than 3000 x 3000 or not square, with the reason and the fix', async () => {
    const small = await uploadCover(ctx, artist, 800);
    const id = await create(artist, completeBody({ coverFileId: small }));
    const release = await get(id);
    expect(release.missing).toEqual([]);
    expect(release.problems).toEqual([
      {
        message: 'Cover art: The image is 800 x 800; stores need at least 3000 x 3000.',
        fix: 'Upload a version of at least 3000 x 3000 pixels.',
      },
    ]);
    const res = await submit(id);
    expect(res.status).toBe(422);
    expect((await res.json()).error.message).toBe(
      'Stores would refuse this release: Cover art: The image is 800 x 800; stores need at least 3000 x 3000. Upload a version of at least 3000 x 3000 pixels.',
    );
    expect((await get(id)).status).toBe('draft');

    const oblong = await uploadCover(ctx, artist, 3200, 3000);
    const id2 = await create(artist, completeBody({ coverFileId: oblong }));
    expect((await get(id2)).problems.map((p) => p.message)).toEqual(['Cover art: The image is 3200 x 3000; cover art must be square.']);
    expect((await submit(id2)).status).toBe(422);
  });

  it("refuses a type the tracks contradict by the stores' rules, naming the right one; the chosen type goes through", async () => {
    const tracks = await Promise.all([1, 2, 3].map(async (n) => ({ title: `Room ${n}`, audioFileId: await uploadAudio(ctx, artist) })));
    const id = await create(artist, completeBody({ coverFileId: cover, releaseType: 'album', audioUrl: '', tracks }));
    const problem = {
      message: 'Stores list 3 tracks, 1 minute in all as an EP, not an Album.',
      fix: 'Choose EP as the release type, or change the tracks.',
    };
    expect((await get(id)).problems).toEqual([problem]);
    const res = await submit(id);
    expect(res.status).toBe(422);
    expect((await res.json()).error.message).toBe(`Stores would refuse this release: ${problem.message} ${problem.fix}`);
    expect((await get(id)).status).toBe('draft');

    const ep = await create(artist, completeBody({ coverFileId: cover, releaseType: 'ep', audioUrl: '', tracks, title: 'Rooms - EP' }));
    const release = await get(ep);
    expect(release.problems).toEqual([]);
    expect(release.warnings.map((w) => w.message)).toContain(
      'The title "Rooms - EP" says "EP"; stores add the release type themselves and refuse titles that carry it.',
    );
    expect((await submit(ep)).status).toBe(200);
  });

  it('refuses a release date that has passed, and only warns about one less than a week away', async () => {
    const id = await create(artist, completeBody({ coverFileId: cover, releaseDate: daysFromToday(-1) }));
    const release = await get(id);
    expect(release.problems).toEqual([
      {
        message: `The release date ${formatDate(daysFromToday(-1))} has passed.`,
        fix: `Choose a date from ${formatDate(daysFromToday(7))} on, so stores have the 7 days they need.`,
      },
    ]);
    expect((await submit(id)).status).toBe(422);

    const soon = await create(artist, completeBody({ coverFileId: cover, releaseDate: daysFromToday(2) }));
    const soonRelease = await get(soon);
    expect(soonRelease.problems).toEqual([]);
    expect(soonRelease.warnings.map((w) => w.message)).toContain(
      `The release date ${formatDate(daysFromToday(2))} is less than 7 days away; some stores may put the release live a few days later.`,
    );
    expect((await submit(soon)).status).toBe(200);
  });

  it('refuses audio that stores refuse; a Drive link is a warning that does not block', async () => {
    const mono = await uploadAudio(ctx, artist, { rate: 22_050, channels: 1 });
    const id = await create(artist, completeBody({ coverFileId: cover, audioUrl: '', audioFileId: mono }));
    expect((await get(id)).problems.map((p) => p.message)).toEqual([
      'Audio: The sample rate is 22.05 kHz; stores need 44.1 kHz or more.',
      'Audio: The audio has 1 channel; stores need stereo (2 channels).',
    ]);
    expect((await submit(id)).status).toBe(422);

    const good = await uploadAudio(ctx, artist);
    const ok = await create(artist, completeBody({ coverFileId: cover, audioUrl: '', audioFileId: good }));
    expect(await get(ok)).toMatchObject({ problems: [], warnings: [] });

    const linked = await create(artist, completeBody({ coverFileId: cover }));
    const linkedRelease = await get(linked);
    expect(linkedRelease.problems).toEqual([]);
    expect(linkedRelease.warnings.map((w) => w.message)).toEqual([
      'The audio is a Google Drive link, so it can only be checked when our team downloads it.',
    ]);
    expect((await submit(linked)).status).toBe(200);
  });

  it('checks every track of an album', async () => {
    const mono = await uploadAudio(ctx, artist, { channels: 1 });
    const tracks = [
      { title: 'One', audioUrl: DRIVE },
      { title: 'Two', audioFileId: mono },
      { title: 'Three', audioUrl: DRIVE },
    ];
    const id = await create(artist, completeBody({ coverFileId: cover, releaseType: 'album', audioUrl: '', tracks }));
    const release = await get(id);
    expect(release.problems.map((p) => p.message)).toEqual(['Track 2: The audio has 1 channel; stores need stereo (2 channels).']);
    expect(release.warnings.map((w) => w.message)).toEqual([
      'The audio of tracks 1 and 3 is a Google Drive link, so it can only be checked when our team downloads it.',
    ]);
    expect((await submit(id)).status).toBe(422);
  });
});

describe('withdraw from review', () => {
  it('moves a pending release back to draft, in the history, and it can be edited and submitted again', async () => {
    const id = await create(artist, completeBody({ coverFileId: cover }));
    expect((await get(id)).withdrawable).toBe(false);
    expect((await submit(id)).status).toBe(200);
    expect(await get(id)).toMatchObject({ status: 'pending', editable: false, withdrawable: true });

    const res = await withdraw(id);
    expect(res.status).toBe(200);
    const after = (await res.json()) as ReleaseDto;
    expect(after).toMatchObject({ status: 'draft', editable: true, withdrawable: false });
    expect(after.history.map((h) => [h.fromStatus, h.toStatus, h.note, h.actorName])).toEqual([
      [null, 'draft', 'Created', 'Mira'],
      ['draft', 'pending', 'Submitted for review', 'Mira'],
      ['pending', 'draft', 'Withdrawn from review by the artist', 'Mira'],
    ]);
    const edited = await ctx.request('PUT', `/api/releases/${id}`, {
      cookie: artist.cookie,
      body: completeBody({ coverFileId: cover, title: 'Night Drive (Edit)' }),
    });
    expect(edited.status).toBe(200);
    expect((await submit(id)).status).toBe(200);
  });

  it('refuses once an admin has acted, and for drafts, with the reason', async () => {
    const id = await create(artist, completeBody({ coverFileId: cover }));
    const draft = await withdraw(id);
    expect(draft.status).toBe(409);
    expect((await draft.json()).error.message).toBe('Only a release waiting for review can be withdrawn; this one is draft.');
    await submit(id);
    await ctx.deps.db.execute(sql`UPDATE music_releases SET status = 'approved' WHERE id = ${id}`);
    const approved = await withdraw(id);
    expect(approved.status).toBe(409);
    expect((await approved.json()).error.message).toBe('Only a release waiting for review can be withdrawn; this one is approved.');
    expect((await get(id)).status).toBe('approved');
  });

  it('is another artist’s release not found; concurrent withdrawals move it once', async () => {
    const id = await create(artist, completeBody({ coverFileId: cover }));
    await submit(id);
    expect((await withdraw(id, other)).status).toBe(404);
    const results = await Promise.all(Array.from({ length: 6 }, () => withdraw(id)));
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status !== 200).every((r) => r.status === 409)).toBe(true);
    const { rows } = await ctx.deps.db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM release_status_history WHERE release_id = ${id} AND to_status = 'draft' AND from_status = 'pending'`,
    );
    expect(rows[0]!.n).toBe(1);
  });

  it('the edit refusal of a pending release says how to change it', async () => {
    const id = await create(artist, completeBody({ coverFileId: cover }));
    await submit(id);
    const refused = await ctx.request('PUT', `/api/releases/${id}`, { cookie: artist.cookie, body: completeBody({ coverFileId: cover }) });
    expect(refused.status).toBe(409);
    expect((await refused.json()).error.message).toBe(
      'This release is waiting for review. Withdraw it to draft to change it, then submit it again.',
    );
  });
});

describe('the monthly release limit, before the form is filled', () => {
  it('counts this month’s releases of a free artist on the server', async () => {
    const free = await createUser(ctx);
    const quota = async (user = free) =>
      (await (await ctx.request('GET', '/api/releases/quota', { cookie: user.cookie })).json()) as ReleaseQuotaDto;
    expect(await quota()).toEqual({ planName: 'Free', limit: 5, used: 0 });
    for (let i = 0; i < 3; i++) await create(free, releaseBody());
    await create(other, releaseBody()); // someone else's do not count
    expect(await quota()).toEqual({ planName: 'Free', limit: 5, used: 3 });
    // Last month's releases do not count either.
    await ctx.deps.db.execute(
      sql`UPDATE music_releases SET created_at = date_trunc('month', now()) - interval '1 day' WHERE id = (SELECT id FROM music_releases WHERE user_id = ${free.id} LIMIT 1)`,
    );
    expect((await quota()).used).toBe(2);
    expect(await quota(artist)).toMatchObject({ planName: 'Individual Artist', limit: null });
    expect((await ctx.request('GET', '/api/releases/quota')).status).toBe(401);
  });
});

describe('what is missing, named', () => {
  it('a single without title, artist or audio gets the spec message on each field', async () => {
    const res = await ctx.request('POST', '/api/releases', { cookie: artist.cookie, body: {} });
    expect(res.status).toBe(400);
    expect((await res.json()).error).toMatchObject({ message: MISSING_REQUIRED, field: 'title' });
  });

  it('an EP or album without track audio names the track', async () => {
    const ep = await ctx.request('POST', '/api/releases', {
      cookie: artist.cookie,
      body: releaseBody({ releaseType: 'ep', audioUrl: '', tracks: [{ title: 'A' }, { title: 'B' }] }),
    });
    expect(ep.status).toBe(400);
    expect((await ep.json()).error).toEqual({
      code: 'VALIDATION',
      message: 'Missing required fields: Please fill in the audio of track 1 (a Google Drive link or an upload).',
      field: 'tracks.0.audioUrl',
    });
    const blank = await ctx.request('POST', '/api/releases', { cookie: artist.cookie, body: { releaseType: 'album' } });
    expect((await blank.json()).error.message).toBe(
      'Missing required fields: Please fill in title, artist name, and the audio of track 1 (a Google Drive link or an upload).',
    );
    // Track 1 has audio: the draft is saved, and review names the tracks still without audio.
    const id = await create(
      artist,
      completeBody({
        coverFileId: cover,
        releaseType: 'ep',
        audioUrl: '',
        tracks: [{ title: 'A', audioUrl: DRIVE }, { title: 'B' }, { title: 'C' }],
      }),
    );
    expect((await get(id)).missing).toEqual(['Audio of track 2', 'Audio of track 3']);
  });
});
