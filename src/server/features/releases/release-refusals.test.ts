// The refusals of the release operations at their edges: a code taken on a single or on an EP's
// first track names its own field, a save that lost a race for a code gets the same words (the
// unique index's error, however deeply wrapped), a store list with one unknown store is refused,
// an approved release says why it cannot be edited, and the operations refuse on their own what
// the routes' schemas refuse first (a rejection without notes).
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DomainError } from '../../../domain/errors.ts';
import { IDENTIFIER_MESSAGES } from '../../../domain/identifiers.ts';
import { REJECT_NEEDS_NOTES } from '../../../domain/releases-admin-options.ts';
import { STORES_MESSAGES } from '../../../domain/releases.ts';
import type { ReleaseStoreDto } from '../../../domain/releases-dto.ts';
import type { UserActor } from '../../actor.ts';
import { createTestContext, type TestContext } from '../../test/test-context.ts';
import { createUser, type TestUser } from '../../test/users.ts';
import { identifierTaken } from './release-columns.ts';
import { reviewRelease } from './review-release.ts';
import { DRIVE, releaseBody } from '../../test/releases.ts';

let ctx: TestContext;
let artist: TestUser;
let other: TestUser;

beforeAll(async () => {
  ctx = await createTestContext();
  artist = await createUser(ctx, { name: 'Mira' });
  other = await createUser(ctx, { name: 'Kiran' });
  await ctx.deps.db.execute(sql`UPDATE profiles SET plan_type = 'individual_artist' WHERE id IN (${artist.id}, ${other.id})`);
});
afterAll(() => ctx.close());

const create = (body: object, user = artist) => ctx.request('POST', '/api/releases', { cookie: user.cookie, body });
const error = async (res: Response) => ((await res.json()) as { error: { code: string; message: string; field?: string } }).error;

describe('codes already taken', () => {
  it('names the single’s ISRC field, and the first track’s on an EP', async () => {
    expect((await create(releaseBody({ isrc: 'USRC17607839' }))).status).toBe(201);
    const single = await create(releaseBody({ isrc: 'USRC17607839' }), other);
    expect(single.status).toBe(400);
    expect(await error(single)).toEqual({ code: 'VALIDATION', message: IDENTIFIER_MESSAGES.isrcTaken, field: 'isrc' });
    const tracks = [
      { title: 'One', audioUrl: DRIVE, isrc: 'USRC17607839' },
      { title: 'Two', audioUrl: DRIVE },
    ];
    const ep = await create(releaseBody({ releaseType: 'ep', audioUrl: '', tracks }), other);
    expect(await error(ep)).toEqual({ code: 'VALIDATION', message: IDENTIFIER_MESSAGES.isrcTaken, field: 'tracks.0.isrc' });
  });

  it('turns the unique index’s error, wrapped or not, into the same refusal; anything else passes through', () => {
    const upc = identifierTaken({ constraint: 'music_releases_upc_idx' });
    expect(upc).toBeInstanceOf(DomainError);
    expect(upc).toMatchObject({ code: 'VALIDATION', message: IDENTIFIER_MESSAGES.upcTaken, field: 'upc' });
    const isrc = identifierTaken(
      new Error('insert failed', { cause: new Error('db', { cause: { constraint: 'release_tracks_isrc_idx' } }) }),
    );
    expect(isrc).toBeInstanceOf(DomainError);
    expect(isrc).toMatchObject({ code: 'VALIDATION', message: IDENTIFIER_MESSAGES.isrcTaken });
    const other = { constraint: 'profiles_pkey' };
    expect(identifierTaken(other)).toBe(other);
    for (const plain of [null, undefined, 'music_releases_upc_idx', 42]) expect(identifierTaken(plain)).toBe(plain);
  });
});

describe('stores, edits and review', () => {
  it('refuses a store list with one unknown store among known ones', async () => {
    const stores = (await (await ctx.request('GET', '/api/releases/stores', { cookie: artist.cookie })).json()) as ReleaseStoreDto[];
    const res = await create(releaseBody({ stores: [stores[0]!.key, 'not-a-store'] }));
    expect(res.status).toBe(400);
    expect(await error(res)).toEqual({ code: 'VALIDATION', message: STORES_MESSAGES.unknown, field: 'stores' });
  });

  it('a release waiting for review says how to change it', async () => {
    const id = ((await (await create(releaseBody())).json()) as { id: string }).id;
    await ctx.deps.db.execute(sql`UPDATE music_releases SET status = 'pending' WHERE id = ${id}`);
    const res = await ctx.request('PUT', `/api/releases/${id}`, { cookie: artist.cookie, body: releaseBody({ title: 'New' }) });
    expect(res.status).toBe(409);
    expect(await error(res)).toEqual({
      code: 'NOT_EDITABLE',
      message: 'This release is waiting for review. Withdraw it to draft to change it, then submit it again.',
    });
  });

  it('withdrawing a release that is not the artist’s is not found, with the words', async () => {
    const res = await ctx.request('POST', `/api/releases/${randomUUID()}/withdraw`, { cookie: artist.cookie, body: {} });
    expect(res.status).toBe(404);
    expect(await error(res)).toEqual({ code: 'NOT_FOUND', message: 'Release not found' });
  });

  it('the review refuses a rejection with blank notes by itself, before reading the release', async () => {
    const admin: UserActor = { kind: 'user', userId: other.id, role: 'admin', ip: null };
    await expect(
      reviewRelease(ctx.deps, admin, randomUUID(), { status: 'rejected', adminNotes: ' \n ', version: 'x' }),
    ).rejects.toMatchObject({
      code: 'VALIDATION',
      message: REJECT_NEEDS_NOTES,
      field: 'adminNotes',
    });
  });
});
