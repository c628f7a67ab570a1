import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVALID_AUDIO_URL, MISSING_REQUIRED } from '../../../domain/releases-rules.ts';
import type { RevenuePageDto } from '../../../domain/earnings-dto.ts';
import type { ReleaseDto, ReleaseListDto } from '../../../domain/releases-dto.ts';
import { DELETE_RELEASE_CONFIRM } from '../../../domain/releases-options.ts';
import { profiles } from '../../db/schema.ts';
import { createTestContext, type TestContext } from '../../test/test-context.ts';
import { createUser, type TestUser } from '../../test/users.ts';
import { completeBody, DRIVE, releaseBody, uploadCover } from '../../test/releases.ts';

let ctx: TestContext;
let artist: TestUser;
let other: TestUser;
let cover: string;

beforeAll(async () => {
  ctx = await createTestContext();
  artist = await createUser(ctx, { name: 'Mira' });
  other = await createUser(ctx, { name: 'Other' });
  // The plan limit has its own tests; these artists are on a paid plan.
  for (const u of [artist, other]) await ctx.deps.db.update(profiles).set({ planType: 'individual_artist' }).where(eq(profiles.id, u.id));
  cover = await uploadCover(ctx, artist); // cover art stores take: 3000 x 3000
});
afterAll(() => ctx.close());

async function create(user: TestUser, body: object) {
  const res = await ctx.request('POST', '/api/releases', { cookie: user.cookie, body });
  return { status: res.status, body: await res.json() };
}
async function get(user: TestUser, id: string) {
  const res = await ctx.request('GET', `/api/releases/${id}`, { cookie: user.cookie });
  return { status: res.status, body: (await res.json()) as ReleaseDto };
}

describe('create', () => {
  it('refuses a release without title, artist name or audio with the spec text', async () => {
    for (const body of [releaseBody({ title: ' ' }), releaseBody({ artistName: '' }), releaseBody({ audioUrl: '' })]) {
      const res = await create(artist, body);
      expect(res.status).toBe(400);
      expect(res.body.error.message).toBe(MISSING_REQUIRED);
    }
  });

  it('refuses an audio URL that is not a Google Drive link', async () => {
    const res = await create(artist, releaseBody({ audioUrl: 'https://evil.example/drive.google.com/x' }));
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ message: INVALID_AUDIO_URL, field: 'audioUrl' });
    expect((await create(artist, releaseBody({ audioUrl: 'https://docs.google.com/uc?id=1' }))).status).toBe(201);
  });

  it('caps lengths and checks dates', async () => {
    expect((await create(artist, releaseBody({ title: 'x'.repeat(201) }))).body.error.message).toBe('Title must be at most 200 characters');
    expect((await create(artist, releaseBody({ releaseDate: '2027-02-30' }))).body.error.field).toBe('releaseDate');
    expect((await create(artist, releaseBody({ releaseDate: '2027-02-01', preOrderDate: '2027-03-01' }))).body.error.field).toBe(
      'preOrderDate',
    );
    expect((await create(artist, releaseBody({ genre: 'Polka' as never }))).status).toBe(400);
    expect((await create(artist, releaseBody({ featuringArtists: 'a,'.repeat(30) }))).status).toBe(400);
  });

  it('saves a draft with the spec defaults, featuring artists split and trimmed, and one track', async () => {
    const res = await create(artist, releaseBody({ featuringArtists: ' Ana ,  Bo,, Cy ' }));
    expect(res.status).toBe(201);
    const { body } = await get(artist, res.body.id);
    expect(body).toMatchObject({
      status: 'draft',
      language: 'English',
      territories: { mode: 'worldwide', codes: [] },
      stores: null,
      upc: null,
      priceTier: 'standard',
      releaseType: 'single',
      featuringArtists: ['Ana', 'Bo', 'Cy'],
      audioUrl: DRIVE,
      streamsCount: 0,
      revenueEarned: '0.000000',
      editable: true,
    });
    expect(body.tracks).toHaveLength(1);
    expect(body.tracks[0]).toMatchObject({ position: 1, title: 'Night Drive', audioUrl: DRIVE });
    expect(body.history).toMatchObject([{ fromStatus: null, toStatus: 'draft', actorName: 'Mira' }]);
    expect(body.missing).toEqual(['Genre', 'Release date', 'Cover art', 'Copyright holder']);
  });

  it('keeps an album track list in order; the release audio is the first track', async () => {
    const tracks = ['One', 'Two', 'Three'].map((title, i) => ({
      title,
      audioUrl: `${DRIVE}?t=${i}`,
      explicit: i === 1,
      producer: `P${i}`,
    }));
    const res = await create(artist, completeBody({ releaseType: 'album', audioUrl: '', tracks, coverFileId: cover }));
    expect(res.status).toBe(201);
    const { body } = await get(artist, res.body.id);
    expect(body.tracks.map((t) => [t.position, t.title, t.explicit, t.producer])).toEqual([
      [1, 'One', false, 'P0'],
      [2, 'Two', true, 'P1'],
      [3, 'Three', false, 'P2'],
    ]);
    expect(body.audioUrl).toBe(`${DRIVE}?t=0`);
    expect(body.missing).toEqual([]);
    const missingFirst = await create(artist, completeBody({ releaseType: 'ep', tracks: [{ title: 'A' }] }));
    // An EP has no "audio URL" field: the message names the track (the spec's text is for a single).
    expect(missingFirst.body.error).toMatchObject({
      message: 'Missing required fields: Please fill in the audio of track 1 (a Google Drive link or an upload).',
      field: 'tracks.0.audioUrl',
    });
  });
});

describe('list', () => {
  it('lists only the artist’s releases, newest first, with search, filter, totals and pages', async () => {
    const mine = await ctx.request('GET', '/api/releases', { cookie: artist.cookie });
    const list = (await mine.json()) as ReleaseListDto;
    expect(list.items.length).toBeGreaterThan(2);
    expect(list.stats!.total).toBe(list.items.length);
    const times = list.items.map((i) => i.createdAt);
    expect([...times].sort().reverse()).toEqual(times);

    await create(other, releaseBody({ title: 'Secret Song' }));
    const search = (await (await ctx.request('GET', '/api/releases?q=secret', { cookie: artist.cookie })).json()) as ReleaseListDto;
    expect(search.items).toHaveLength(0);
    const byArtist = (await (await ctx.request('GET', '/api/releases?q=mira%20k', { cookie: artist.cookie })).json()) as ReleaseListDto;
    expect(byArtist.items.length).toBe(list.items.length);
    const wild = (await (await ctx.request('GET', '/api/releases?q=%25', { cookie: artist.cookie })).json()) as ReleaseListDto;
    expect(wild.items).toHaveLength(0);

    const drafts = (await (await ctx.request('GET', '/api/releases?status=pending', { cookie: artist.cookie })).json()) as ReleaseListDto;
    expect(drafts.items).toHaveLength(0);
    expect((await ctx.request('GET', '/api/releases?status=bogus', { cookie: artist.cookie })).status).toBe(400);

    const seen: string[] = [];
    let cursor: string | null = '';
    while (cursor !== null) {
      const page = (await (
        await ctx.request('GET', `/api/releases?limit=2${cursor ? `&cursor=${cursor}` : ''}`, { cookie: artist.cookie })
      ).json()) as ReleaseListDto;
      expect(page.items.length).toBeLessThanOrEqual(2);
      // the totals with the first page only
      expect(page.stats === null).toBe(cursor !== '');
      seen.push(...page.items.map((i) => i.id));
      cursor = page.nextCursor;
    }
    expect(seen).toEqual(list.items.map((i) => i.id));
  });

  it('sums streams, and totals revenue as the revenue page does: the exact earnings rounded once', async () => {
    const who = await createUser(ctx, { name: 'Cent Counter' });
    // three releases earning 0.0016666666 each: booked to 6 places they add up to 0.005001 ($0.01),
    // exactly to 0.0049999998 ($0.00), which the revenue page shows
    for (const title of ['One', 'Two', 'Three']) {
      const { body } = await create(who, releaseBody({ title }));
      await ctx.deps.db.execute(
        sql`UPDATE music_releases SET status = 'distributed', streams_count = 1000, revenue_earned = '0.0016666666' WHERE id = ${body.id}`,
      );
      await ctx.deps.db.execute(sql`
        insert into earnings_ledger (user_id, release_id, import_id, kind, period_start, period_end, store, quantity, gross, plan_type, share_percent, net)
        values (${who.id}::uuid, ${body.id}::uuid, gen_random_uuid(), 'earning', current_date - 3, current_date - 3, 'Spotify', 1000,
                0.0020833333, 'free', 80, 0.0016666666)`);
    }
    const list = (await (await ctx.request('GET', '/api/releases', { cookie: who.cookie })).json()) as ReleaseListDto;
    const revenue = (await (await ctx.request('GET', '/api/earnings/revenue', { cookie: who.cookie })).json()) as RevenuePageDto;
    expect(list.stats).toMatchObject({ total: 3, distributed: 3, submitted: 3, totalStreams: 3000, totalRevenue: '0.00' });
    expect(list.stats!.totalRevenue).toBe(revenue.stats.earnedAllTime);
    expect(list.items.map((i) => i.revenueEarned)).toEqual(['0.001667', '0.001667', '0.001667']);
  });
});

describe('edit, submit, delete', () => {
  it('edits a draft, submits it after the completeness check, then refuses edits with a reason', async () => {
    const { body } = await create(artist, releaseBody());
    const id = body.id as string;
    const incomplete = await ctx.request('POST', `/api/releases/${id}/submit`, { cookie: artist.cookie, body: {} });
    expect(incomplete.status).toBe(422);
    expect((await incomplete.json()).error.message).toBe(
      'This release is not ready for review. Missing: Genre, Release date, Cover art, Copyright holder.',
    );

    const edited = await ctx.request('PUT', `/api/releases/${id}`, {
      cookie: artist.cookie,
      body: completeBody({ title: 'Night Drive (Remix)', coverFileId: cover }),
    });
    expect(edited.status).toBe(200);
    expect(((await edited.json()) as ReleaseDto).title).toBe('Night Drive (Remix)');

    const submitted = await ctx.request('POST', `/api/releases/${id}/submit`, { cookie: artist.cookie, body: { note: 'Ready' } });
    expect(submitted.status).toBe(200);
    const after = (await submitted.json()) as ReleaseDto;
    expect(after.status).toBe('pending');
    expect(after.editable).toBe(false);
    expect(after.history.map((h) => [h.fromStatus, h.toStatus, h.note])).toEqual([
      [null, 'draft', 'Created'],
      ['draft', 'pending', 'Ready'],
    ]);

    const refused = await ctx.request('PUT', `/api/releases/${id}`, { cookie: artist.cookie, body: completeBody({ coverFileId: cover }) });
    expect(refused.status).toBe(409);
    expect((await refused.json()).error.message).toBe(
      'This release is waiting for review. Withdraw it to draft to change it, then submit it again.',
    );
    const notDeleted = await ctx.request('DELETE', `/api/releases/${id}`, { cookie: artist.cookie });
    expect(notDeleted.status).toBe(409);
  });

  it('a rejected release may be edited and submitted again', async () => {
    const { body } = await create(artist, completeBody({ coverFileId: cover }));
    await ctx.deps.db.execute(
      sql`UPDATE music_releases SET status = 'rejected', admin_notes = 'Cover has a URL on it' WHERE id = ${body.id}`,
    );
    const edited = await ctx.request('PUT', `/api/releases/${body.id}`, {
      cookie: artist.cookie,
      body: completeBody({ coverFileId: await uploadCover(ctx, artist) }),
    });
    expect(edited.status).toBe(200);
    expect(((await edited.json()) as ReleaseDto).adminNotes).toBe('Cover has a URL on it');
    const res = await ctx.request('POST', `/api/releases/${body.id}/submit`, { cookie: artist.cookie, body: {} });
    expect(((await res.json()) as ReleaseDto).history.at(-1)).toMatchObject({ fromStatus: 'rejected', toStatus: 'pending' });
  });

  it('concurrent submits of the same release change its status once', async () => {
    const { body } = await create(artist, completeBody({ coverFileId: cover }));
    const results = await Promise.all(
      Array.from({ length: 8 }, () => ctx.request('POST', `/api/releases/${body.id}/submit`, { cookie: artist.cookie, body: {} })),
    );
    const statuses = results.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s !== 200).every((s) => s === 409)).toBe(true);
    const history = await ctx.deps.db.execute(
      sql`SELECT count(*)::int AS n FROM release_status_history WHERE release_id = ${body.id} AND to_status = 'pending'`,
    );
    expect(history.rows[0]).toEqual({ n: 1 });
  });

  it('deletes a draft', async () => {
    expect(DELETE_RELEASE_CONFIRM).toBe('Are you sure you want to delete this release? This action cannot be undone.');
    const { body } = await create(artist, releaseBody());
    expect((await ctx.request('DELETE', `/api/releases/${body.id}`, { cookie: artist.cookie })).status).toBe(204);
    expect((await get(artist, body.id)).status).toBe(404);
  });
});

describe('ownership', () => {
  it('answers 404 for another artist’s release on every route, and for ids that are not ids', async () => {
    const { body } = await create(other, releaseBody({ title: 'Not yours' }));
    const id = body.id as string;
    for (const [method, path, payload] of [
      ['GET', `/api/releases/${id}`, undefined],
      ['PUT', `/api/releases/${id}`, releaseBody()],
      ['POST', `/api/releases/${id}/submit`, {}],
      ['DELETE', `/api/releases/${id}`, undefined],
      ['GET', '/api/releases/not-a-uuid', undefined],
    ] as const) {
      const res = await ctx.request(method, path, { cookie: artist.cookie, body: payload });
      expect(res.status, `${method} ${path}`).toBe(404);
    }
    expect((await get(other, id)).body.title).toBe('Not yours');
  });
});

describe('free plan limit', () => {
  it('allows 5 new releases a calendar month, even when created at once, with an upgrade message', async () => {
    const free = await createUser(ctx);
    const results = await Promise.all(Array.from({ length: 8 }, (_, i) => create(free, releaseBody({ title: `Song ${i}` }))));
    expect(results.filter((r) => r.status === 201)).toHaveLength(5);
    const refused = results.filter((r) => r.status !== 201);
    expect(refused.every((r) => r.status === 409 && r.body.error.code === 'PLAN_LIMIT')).toBe(true);
    expect(refused[0]!.body.error.message).toBe(
      "You have reached the Free plan's limit of 5 new releases this month. Upgrade your plan for unlimited releases.",
    );

    // Last month's releases do not count.
    await ctx.deps.db.execute(
      sql`UPDATE music_releases SET created_at = date_trunc('month', now()) - interval '1 day' WHERE user_id = ${free.id}`,
    );
    expect((await create(free, releaseBody())).status).toBe(201);

    await ctx.deps.db.update(profiles).set({ planType: 'small_label' }).where(eq(profiles.id, free.id));
    for (let i = 0; i < 6; i++) expect((await create(free, releaseBody())).status).toBe(201);
  });
});
