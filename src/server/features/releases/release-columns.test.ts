// Every field of the release form lands in its own column and comes back as sent; a field left
// blank is stored as nothing (null), not as an empty string; a track's uploaded audio wins over a
// link sent with it; each track keeps its own fields, in order; an edit replaces them all.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReleaseInput } from '../../../domain/releases.ts';
import type { ReleaseDto } from '../../../domain/releases-dto.ts';
import { profiles } from '../../db/schema.ts';
import { musicReleases, releaseTracks } from '../../db/schema-releases.ts';
import { createTestContext, type TestContext } from '../../test/test-context.ts';
import { createUser, type TestUser } from '../../test/users.ts';
import { daysFromToday, DRIVE, releaseBody, uploadAudio, uploadCover } from '../../test/releases.ts';

let ctx: TestContext;
let artist: TestUser;

beforeAll(async () => {
  ctx = await createTestContext();
  artist = await createUser(ctx, { name: 'Mira' });
  await ctx.deps.db.update(profiles).set({ planType: 'individual_artist' }).where(eq(profiles.id, artist.id));
});
afterAll(() => ctx.close());

async function save(body: object, id?: string): Promise<string> {
  const res = await ctx.request(id ? 'PUT' : 'POST', id ? `/api/releases/${id}` : '/api/releases', { cookie: artist.cookie, body });
  expect(res.status, JSON.stringify(await res.clone().json())).toBe(id ? 200 : 201);
  return id ?? ((await res.json()) as { id: string }).id;
}
const get = async (id: string) => (await (await ctx.request('GET', `/api/releases/${id}`, { cookie: artist.cookie })).json()) as ReleaseDto;
const rowOf = async (id: string) => (await ctx.deps.db.select().from(musicReleases).where(eq(musicReleases.id, id)))[0]!;
const tracksOf = (id: string) =>
  ctx.deps.db.select().from(releaseTracks).where(eq(releaseTracks.releaseId, id)).orderBy(releaseTracks.position);

const FULL: Partial<ReleaseInput> = {
  genre: 'Rock',
  subgenre: 'Shoegaze',
  mood: 'Sad',
  language: 'Spanish',
  releaseDate: daysFromToday(60),
  lyrics: 'La la la',
  description: 'A night record.',
  explicitContent: true,
  copyrightHolder: 'Mira K Music',
  labelName: 'Night Owl Records',
  publisher: 'Harbour Publishing',
  writerComposer: 'Mira K',
  producer: 'Jon B',
  otherMainArtists: ['Noor Khan', 'Kavi'],
  featuringArtists: 'Ana, Bo',
  priceTier: 'premium',
  preOrderDate: daysFromToday(30),
  submissionNotes: 'Please check the cover.',
  territories: { mode: 'only', codes: ['DE', 'FR'] },
};

describe('a single, every field', () => {
  it('keeps each field in its own column and on its one track', async () => {
    const cover = await uploadCover(ctx, artist);
    const id = await save(releaseBody({ ...FULL, coverFileId: cover }));
    const r = await get(id);
    expect(r).toMatchObject({
      title: 'Night Drive',
      artistName: 'Mira K',
      otherMainArtists: ['Noor Khan', 'Kavi'],
      genre: 'Rock',
      subgenre: 'Shoegaze',
      mood: 'Sad',
      language: 'Spanish',
      releaseType: 'single',
      releaseDate: FULL.releaseDate,
      audioUrl: DRIVE,
      coverArtUrl: null,
      lyrics: 'La la la',
      description: 'A night record.',
      explicitContent: true,
      copyrightHolder: 'Mira K Music',
      labelName: 'Night Owl Records',
      publisher: 'Harbour Publishing',
      writerComposer: 'Mira K',
      producer: 'Jon B',
      featuringArtists: ['Ana', 'Bo'],
      territories: { mode: 'only', codes: ['DE', 'FR'] },
      priceTier: 'premium',
      preOrderDate: FULL.preOrderDate,
      submissionNotes: 'Please check the cover.',
    });
    expect(r.coverFile?.id).toBe(cover);
    expect(r.tracks).toEqual([
      expect.objectContaining({
        position: 1,
        title: 'Night Drive',
        audioUrl: DRIVE,
        audioFile: null,
        explicit: true,
        writerComposer: 'Mira K',
        producer: 'Jon B',
        featuringArtists: ['Ana', 'Bo'],
      }),
    ]);
  });

  it('stores blank fields as null, not as empty text', async () => {
    const id = await save(releaseBody());
    const row = await rowOf(id);
    for (const column of [
      'genre',
      'subgenre',
      'mood',
      'releaseDate',
      'coverArtUrl',
      'coverFileId',
      'lyrics',
      'description',
      'copyrightHolder',
      'publisher',
      'writerComposer',
      'producer',
      'upc',
      'preOrderDate',
      'submissionNotes',
    ] as const) {
      expect(row[column], column).toBeNull();
    }
    const [track] = await tracksOf(id);
    expect(track).toMatchObject({ audioFileId: null, writerComposer: null, producer: null, isrc: null, explicit: false });
  });

  it('stores the label as given, and the artist name when none is given; an edit keeps them apart from the copyright holder', async () => {
    const id = await save(releaseBody({ labelName: ' Night Owl Records ', copyrightHolder: 'Mira K Music' }));
    expect(await rowOf(id)).toMatchObject({ labelName: 'Night Owl Records', copyrightHolder: 'Mira K Music' });
    expect((await get(id)).labelName).toBe('Night Owl Records');
    await save(releaseBody({ copyrightHolder: 'Mira K Music' }), id);
    expect(await rowOf(id)).toMatchObject({ labelName: 'Mira K', copyrightHolder: 'Mira K Music' });
    expect((await get(id)).labelName).toBe('Mira K');
  });

  it('lists the release under each of its main artists, and an edit can remove them', async () => {
    const id = await save(releaseBody({ title: 'Harbour Duet', otherMainArtists: ['Lena Voss'] }));
    const search = async (q: string) =>
      (
        (await (await ctx.request('GET', `/api/releases?q=${encodeURIComponent(q)}`, { cookie: artist.cookie })).json()) as {
          items: { id: string; otherMainArtists: string[] }[];
        }
      ).items;
    expect(await search('voss')).toEqual([expect.objectContaining({ id, otherMainArtists: ['Lena Voss'] })]);
    await save(releaseBody({ title: 'Harbour Duet' }), id);
    expect((await rowOf(id)).otherMainArtists).toEqual([]);
    expect(await search('voss')).toEqual([]);
  });

  it('an uploaded audio file wins over a link sent with it; the link is not kept', async () => {
    const audio = await uploadAudio(ctx, artist);
    const id = await save(releaseBody({ audioFileId: audio }));
    const row = await rowOf(id);
    expect(row.audioUrl).toBeNull();
    expect(await tracksOf(id)).toEqual([expect.objectContaining({ position: 1, audioUrl: null, audioFileId: audio })]);
  });
});

describe('an EP, track by track', () => {
  it('keeps each track’s own fields in order, and the release’s audio is the first track’s link', async () => {
    const audio = await uploadAudio(ctx, artist);
    const tracks = [
      { title: 'One', audioUrl: `${DRIVE}?1`, explicit: true, writerComposer: 'W1', producer: 'P1', featuringArtists: 'Ana' },
      { title: 'Two', audioUrl: `${DRIVE}?2`, audioFileId: audio, writerComposer: '', producer: '', isrc: 'USRC17607839' },
    ];
    const id = await save(releaseBody({ releaseType: 'ep', audioUrl: '', tracks, writerComposer: 'Release W' }));
    expect((await rowOf(id)).audioUrl).toBe(`${DRIVE}?1`);
    const rows = await tracksOf(id);
    expect(
      rows.map((t) => [
        t.position,
        t.title,
        t.audioUrl,
        t.audioFileId,
        t.explicit,
        t.writerComposer,
        t.producer,
        t.featuringArtists,
        t.isrc,
      ]),
    ).toEqual([
      [1, 'One', `${DRIVE}?1`, null, true, 'W1', 'P1', ['Ana'], null],
      [2, 'Two', null, audio, false, null, null, [], 'USRC17607839'],
    ]);

    // The first track with an upload only: the release keeps no link.
    await save(releaseBody({ releaseType: 'ep', audioUrl: '', tracks: [{ title: 'Up', audioFileId: audio }, tracks[0]!] }), id);
    expect((await rowOf(id)).audioUrl).toBeNull();
    expect((await tracksOf(id)).map((t) => [t.position, t.title])).toEqual([
      [1, 'Up'],
      [2, 'One'],
    ]);
  });

  it('an edit keeps the release’s fields as sent, blanks included', async () => {
    const id = await save(releaseBody({ ...FULL }));
    await save(releaseBody({ title: 'Renamed', genre: 'Pop' }), id);
    const row = await rowOf(id);
    expect(row).toMatchObject({
      title: 'Renamed',
      genre: 'Pop',
      subgenre: null,
      mood: null,
      lyrics: null,
      priceTier: 'standard',
      explicitContent: false,
    });
    expect(row.updatedAt.getTime()).toBeGreaterThan(row.createdAt.getTime());
  });
});
