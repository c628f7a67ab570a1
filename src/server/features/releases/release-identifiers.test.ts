// The artist's own codes and deal terms on a release: UPC and ISRCs checked and unique across the
// service (also when two saves race for one code), the stores chosen from the enabled ones, and
// territories as worldwide, chosen countries or worldwide except some.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReleaseDto, ReleaseStoreDto } from '../../../domain/releases-dto.ts';
import { createTestContext, type TestContext } from '../../test/test-context.ts';
import { createUser, type TestUser } from '../../test/users.ts';
import { DRIVE, releaseBody } from '../../test/releases.ts';

let ctx: TestContext;
let artist: TestUser;
let other: TestUser;

beforeAll(async () => {
  ctx = await createTestContext();
  artist = await createUser(ctx, { name: 'Mira K' });
  other = await createUser(ctx, { name: 'Kiran' });
});
afterAll(() => ctx.close());

const create = (body: object, user = artist) => ctx.request('POST', '/api/releases', { cookie: user.cookie, body });
const error = async (res: Response) => ((await res.json()) as { error: { message: string; field?: string } }).error;
const get = async (id: string) => (await (await ctx.request('GET', `/api/releases/${id}`, { cookie: artist.cookie })).json()) as ReleaseDto;

describe("the artist's own codes", () => {
  it('keeps a valid UPC and ISRC, normalised, and shows them', async () => {
    const res = await create(releaseBody({ upc: '0 36000 29145 2', isrc: 'us-rc1-76-07839' }));
    expect(res.status).toBe(201);
    const r = await get(((await res.json()) as { id: string }).id);
    expect(r.upc).toBe('0036000291452');
    expect(r.tracks[0]!.isrc).toBe('USRC17607839');
  });

  it('refuses a wrong check digit with the field named', async () => {
    const res = await create(releaseBody({ upc: '4006381333932' }));
    expect(res.status).toBe(400);
    expect(await error(res)).toMatchObject({ field: 'upc', message: 'This UPC has a wrong check digit' });
  });

  it("refuses a UPC or an ISRC another release uses, even another artist's", async () => {
    expect((await create(releaseBody({ upc: '4006381333931', isrc: 'GBAYE0601498' }))).status).toBe(201);
    const upc = await create(releaseBody({ upc: '4006381333931' }), other);
    expect(upc.status).toBe(400);
    expect(await error(upc)).toMatchObject({ field: 'upc', message: 'This UPC is already used by another release' });
    const tracks = [
      { title: 'One', audioUrl: DRIVE },
      { title: 'Two', audioUrl: DRIVE, isrc: 'GB-AYE-06-01498' },
    ];
    const isrc = await create(releaseBody({ releaseType: 'ep', audioUrl: '', tracks }), other);
    expect(isrc.status).toBe(400);
    expect(await error(isrc)).toMatchObject({ field: 'tracks.1.isrc', message: 'This ISRC is already used by another track' });
  });

  it('lets one of two racing saves have a code, and refuses the other clearly', async () => {
    const answers = await Promise.all([
      create(releaseBody({ upc: '9780306406157' })),
      create(releaseBody({ upc: '9780306406157' }), other),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 400]);
    const loser = answers.find((a) => a.status === 400)!;
    expect((await error(loser)).message).toBe('This UPC is already used by another release');
  });

  it('saving a release again keeps its own codes', async () => {
    const res = await create(releaseBody({ upc: '5901234123457', isrc: 'QZES81959191' }));
    const id = ((await res.json()) as { id: string }).id;
    const again = await ctx.request('PUT', `/api/releases/${id}`, {
      cookie: artist.cookie,
      body: releaseBody({ upc: '5901234123457', isrc: 'QZES81959191', title: 'Renamed' }),
    });
    expect(again.status).toBe(200);
    expect(((await again.json()) as ReleaseDto).upc).toBe('5901234123457');
  });
});

describe('deal terms', () => {
  // A fresh artist each: the free plan allows five new releases a month.
  beforeAll(async () => {
    artist = await createUser(ctx, { name: 'Asha' });
  });
  it('offers the enabled stores and keeps the chosen ones; an unknown store is refused', async () => {
    const stores = (await (await ctx.request('GET', '/api/releases/stores', { cookie: artist.cookie })).json()) as ReleaseStoreDto[];
    expect(stores.length).toBeGreaterThan(0);
    const chosen = stores.slice(0, 2).map((s) => s.key);
    const res = await create(releaseBody({ stores: chosen }));
    expect(res.status).toBe(201);
    expect((await get(((await res.json()) as { id: string }).id)).stores).toEqual(chosen);
    const unknown = await create(releaseBody({ stores: ['not-a-store'] }));
    expect(await error(unknown)).toMatchObject({ field: 'stores', message: 'Please choose stores from the list' });
    expect((await ctx.request('GET', '/api/releases/stores')).status).toBe(401);
  });

  it('keeps worldwide, chosen countries, or worldwide except some', async () => {
    artist = await createUser(ctx, { name: 'Dev' });
    for (const territories of [
      { mode: 'worldwide', codes: [] },
      { mode: 'only', codes: ['IN', 'NP'] },
      { mode: 'except', codes: ['CN'] },
    ]) {
      const res = await create(releaseBody({ territories } as object));
      expect(res.status).toBe(201);
      expect((await get(((await res.json()) as { id: string }).id)).territories).toEqual(territories);
    }
  });
});
