// Artist profiles through the API, on PostgreSQL: the form's checks, the plans' limits (also when
// requests race at the limit), a release's main artist as a profile, and another account's
// profiles out of reach.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { artistProfileDto, artistProfilesDto } from '../../../domain/artist-profiles-dto.ts';
import { releaseDto } from '../../../domain/releases-dto.ts';
import type { PlanType } from '../../../domain/plans.ts';
import { createTestContext, type TestContext } from '../../test/test-context.ts';
import { releaseBody, uploadCover } from '../../test/releases.ts';
import { sweepUnattachedUploads } from '../uploads/sweep-unattached-uploads.ts';
import { quickUser, type TestUser } from '../../test/users.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const SPOTIFY = '4q3ewBCX7sLwd24euuV69X';
const newArtist = (name: string, over: Record<string, unknown> = {}) => ({ name, newArtist: true, ...over });

async function userOn(plan: PlanType): Promise<TestUser> {
  const u = await quickUser(ctx);
  await ctx.deps.db.execute(
    sql`update profiles set plan_type = ${plan}, subscription_status = 'active', subscription_expires_at = now() + interval '300 days' where id = ${u.id}`,
  );
  return u;
}
const list = async (u: TestUser) =>
  artistProfilesDto.parse(await (await ctx.request('GET', '/api/artist-profiles', { cookie: u.cookie })).json());
const create = (u: TestUser, body: unknown) => ctx.request('POST', '/api/artist-profiles', { cookie: u.cookie, body });
const errorOf = async (res: Response) => ((await res.json()) as { error: { code: string; message: string; field?: string } }).error;

describe('the profile form', () => {
  it('reads store links into ids, and asks for a store link or a confirmed new artist', async () => {
    const u = await userOn('small_label');
    const res = await create(u, {
      name: ' Mira K ',
      country: 'in',
      bio: 'Night pop from Pune.',
      storeIds: {
        spotify: `https://open.spotify.com/artist/${SPOTIFY}?si=abc`,
        'apple-music': 'https://music.apple.com/us/artist/mira-k/1234567890',
        'amazon-music': 'https://music.amazon.com/artists/B000QJO5TM/mira-k',
        deezer: 'https://www.deezer.com/en/artist/27',
        'youtube-music': 'https://music.youtube.com/channel/UCabcdefghijklmnopqrstuv',
      },
    });
    expect(res.status).toBe(201);
    const p = artistProfileDto.parse(await res.json());
    expect(p).toMatchObject({ name: 'Mira K', country: 'IN', bio: 'Night pop from Pune.', newArtist: false, releaseCount: 0 });
    expect(p.storeIds).toEqual({
      spotify: SPOTIFY,
      'apple-music': '1234567890',
      'amazon-music': 'B000QJO5TM',
      deezer: '27',
      'youtube-music': 'UCabcdefghijklmnopqrstuv',
    });

    const none = await create(u, { name: 'Nobody Yet' });
    expect(none.status).toBe(400);
    expect(await errorOf(none)).toMatchObject({
      field: 'newArtist',
      message: 'Enter the artist’s link on at least one store, or confirm they are new to the stores',
    });
    const bad = await create(u, { name: 'Wrong Link', storeIds: { spotify: 'https://example.com/artist/1' } });
    expect(bad.status).toBe(400);
    expect((await errorOf(bad)).field).toBe('storeIds.spotify');
    const badCountry = await create(u, newArtist('Wrong Country', { country: 'XX' }));
    expect((await errorOf(badCountry)).message).toBe('Please choose a country from the list');

    const twin = await create(u, newArtist('mira k'));
    expect(twin.status).toBe(400);
    expect(await errorOf(twin)).toMatchObject({ field: 'name', message: 'You already have an artist profile named “mira k”' });
  });

  it('changes a profile, renames its drafts, and deletes one only without releases', async () => {
    const u = await userOn('small_label');
    const p = artistProfileDto.parse(await (await create(u, newArtist('Asha'))).json());
    const draft = await ctx.request('POST', '/api/releases', { cookie: u.cookie, body: releaseBody({ artistName: 'asha' }) });
    const { id } = (await draft.json()) as { id: string };
    const changed = await ctx.request('PUT', `/api/artist-profiles/${p.id}`, {
      cookie: u.cookie,
      body: { name: 'Asha Rao', storeIds: { deezer: '27' } },
    });
    expect(changed.status).toBe(200);
    expect(artistProfileDto.parse(await changed.json())).toMatchObject({
      name: 'Asha Rao',
      storeIds: { deezer: '27' },
      newArtist: false,
      releaseCount: 1,
    });
    const release = releaseDto.parse(await (await ctx.request('GET', `/api/releases/${id}`, { cookie: u.cookie })).json());
    expect(release).toMatchObject({ artistName: 'Asha Rao', artistProfileId: p.id });

    const refused = await ctx.request('DELETE', `/api/artist-profiles/${p.id}`, { cookie: u.cookie });
    expect(refused.status).toBe(409);
    expect((await errorOf(refused)).message).toBe(
      'Asha Rao has 1 release. A profile stays while it has releases; move or delete them first.',
    );
    expect((await ctx.request('DELETE', `/api/releases/${id}`, { cookie: u.cookie })).status).toBe(204);
    expect((await ctx.request('DELETE', `/api/artist-profiles/${p.id}`, { cookie: u.cookie })).status).toBe(204);
    expect((await list(u)).profiles).toEqual([]);
  });

  it('takes an image of the account’s own uploads, kept while the profile shows it', async () => {
    const u = await userOn('small_label');
    const other = await userOn('small_label');
    const image = await uploadCover(ctx, u, 800);
    const theirs = await create(other, newArtist('Borrowed', { imageFileId: image }));
    expect(await errorOf(theirs)).toMatchObject({ field: 'imageFileId', message: 'That file was not found' });
    const res = await create(u, newArtist('Pictured', { imageFileId: image }));
    expect(res.status).toBe(201);
    expect(artistProfileDto.parse(await res.json())).toMatchObject({ imageFileId: image, imageUrl: `/api/files/${image}/thumbnail` });
    await sweepUnattachedUploads(ctx.deps, 0);
    expect((await ctx.request('GET', `/api/files/${image}/thumbnail`, { cookie: u.cookie })).status).toBe(200);
  });

  it('keeps every account to its own profiles', async () => {
    const owner = await userOn('small_label');
    const other = await userOn('small_label');
    const p = artistProfileDto.parse(await (await create(owner, newArtist('Private'))).json());
    for (const [method, body] of [
      ['PUT', newArtist('Taken Over')],
      ['DELETE', undefined],
    ] as const) {
      const res = await ctx.request(method, `/api/artist-profiles/${p.id}`, { cookie: other.cookie, body });
      expect(res.status).toBe(404);
      expect((await errorOf(res)).message).toBe('Artist profile not found');
    }
    expect((await list(other)).profiles).toEqual([]);
    expect((await ctx.request('GET', '/api/artist-profiles')).status).toBe(401);
    // the same name is free in another account
    expect((await create(other, newArtist('Private'))).status).toBe(201);
  });
});

describe('the plans’ limits', () => {
  it('allows one profile on Free and Individual, ten on Small Label, any number on Enterprise', async () => {
    for (const [plan, limit, message] of [
      ['free', 1, 'Your Free plan includes 1 artist profile. Upgrade to Small Label for up to 10 artists.'],
      ['individual_artist', 1, 'Your Individual Artist plan includes 1 artist profile. Upgrade to Small Label for up to 10 artists.'],
      ['small_label', 10, 'Your Small Label plan includes 10 artist profiles. Upgrade to Enterprise Label for unlimited artists.'],
    ] as const) {
      const u = await userOn(plan);
      for (let i = 0; i < limit; i++) expect((await create(u, newArtist(`Artist ${i}`))).status).toBe(201);
      const over = await create(u, newArtist('One Too Many'));
      expect(over.status).toBe(409);
      expect(await errorOf(over)).toMatchObject({ code: 'PLAN_LIMIT', message });
      expect(await list(u)).toMatchObject({ limit });
    }
    const big = await userOn('enterprise_label');
    for (let i = 0; i < 12; i++) expect((await create(big, newArtist(`Act ${i}`))).status).toBe(201);
    expect(await list(big)).toMatchObject({ limit: null, planName: 'Enterprise Label' });
  });

  it('counts a paid plan only while its subscription runs', async () => {
    const u = await userOn('small_label');
    await ctx.deps.db.execute(sql`update profiles set subscription_expires_at = now() - interval '1 day' where id = ${u.id}`);
    expect(await list(u)).toMatchObject({ planName: 'Free', limit: 1 });
    expect((await create(u, newArtist('Only One'))).status).toBe(201);
    const over = await create(u, newArtist('Second'));
    expect(over.status).toBe(409);
    expect((await errorOf(over)).message).toBe('Your Free plan includes 1 artist profile. Upgrade to Small Label for up to 10 artists.');
  });

  it('lets exactly one of many concurrent creations take the last place', async () => {
    const u = await userOn('small_label');
    for (let i = 0; i < 9; i++) await create(u, newArtist(`Artist ${i}`));
    const answers = await Promise.all(Array.from({ length: 6 }, (_, i) => create(u, newArtist(`Racer ${i}`))));
    expect(answers.map((r) => r.status).sort()).toEqual([201, 409, 409, 409, 409, 409]);
    expect((await list(u)).profiles).toHaveLength(10);
  });

  it('keeps a downgraded label’s profiles and releases, and only stops new ones', async () => {
    const u = await userOn('small_label');
    for (const name of ['First', 'Second']) {
      const res = await ctx.request('POST', '/api/releases', {
        cookie: u.cookie,
        body: releaseBody({ artistName: name, newArtist: true }),
      });
      expect(res.status).toBe(201);
    }
    await ctx.deps.db.execute(sql`update profiles set plan_type = 'free' where id = ${u.id}`);
    expect((await list(u)).profiles.map((p) => [p.name, p.releaseCount])).toEqual([
      ['First', 1],
      ['Second', 1],
    ]);
    const releases = (await (await ctx.request('GET', '/api/releases', { cookie: u.cookie })).json()) as { items: unknown[] };
    expect(releases.items).toHaveLength(2);
    const third = await ctx.request('POST', '/api/releases', {
      cookie: u.cookie,
      body: releaseBody({ artistName: 'Third', newArtist: true }),
    });
    expect(third.status).toBe(409);
    expect((await errorOf(third)).code).toBe('PLAN_LIMIT');
    // a release for an artist the account has goes on
    expect((await ctx.request('POST', '/api/releases', { cookie: u.cookie, body: releaseBody({ artistName: 'second' }) })).status).toBe(
      201,
    );
  });
});

describe('a release’s main artist', () => {
  it('makes the first artist a profile, asks before a second, and takes a profile’s spelling', async () => {
    const u = await userOn('small_label');
    const first = await ctx.request('POST', '/api/releases', { cookie: u.cookie, body: releaseBody({ artistName: 'Mira K' }) });
    expect(first.status).toBe(201);
    const [mira] = (await list(u)).profiles;
    expect(mira).toMatchObject({ name: 'Mira K', newArtist: false, releaseCount: 1 });

    const misspelt = await ctx.request('POST', '/api/releases', { cookie: u.cookie, body: releaseBody({ artistName: 'Mira Kay' }) });
    expect(misspelt.status).toBe(400);
    expect(await errorOf(misspelt)).toMatchObject({
      field: 'artistName',
      message: '“Mira Kay” is not one of your artist profiles. Choose a profile, or confirm this is a new artist.',
    });
    expect((await list(u)).profiles).toHaveLength(1);

    const same = await ctx.request('POST', '/api/releases', { cookie: u.cookie, body: releaseBody({ artistName: 'MIRA K' }) });
    const { id } = (await same.json()) as { id: string };
    expect(releaseDto.parse(await (await ctx.request('GET', `/api/releases/${id}`, { cookie: u.cookie })).json())).toMatchObject({
      artistName: 'Mira K',
      artistProfileId: mira!.id,
    });

    const confirmed = await ctx.request('PUT', `/api/releases/${id}`, {
      cookie: u.cookie,
      body: releaseBody({ artistName: 'Noor', newArtist: true }),
    });
    expect(confirmed.status).toBe(200);
    const noor = (await list(u)).profiles.find((p) => p.name === 'Noor');
    expect(noor).toMatchObject({ newArtist: true, releaseCount: 1 });
    expect((await list(u)).profiles.find((p) => p.name === 'Mira K')).toMatchObject({ releaseCount: 1 });
  });
});
