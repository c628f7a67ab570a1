// Catalogue import through the API, on PostgreSQL: every problem of a sheet with its row and column
// (three errors give exactly three), nothing made while one remains, codes taken in the sheet or the
// database refused, the releases made with their codes and submitted, a run stopped part-way
// continued without a duplicate, the first delivery after approval an update of the store's
// product, and who may import.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueImportDto, type CatalogueImportDto } from '../../../domain/catalogue-import-dto.ts';
import { CATALOGUE_IMPORT_TEXTS } from '../../../domain/catalogue-import-schema.ts';
import { ACCOUNT_COOKIE } from '../../../domain/teams.ts';
import { createTestContext, ORIGIN, type TestContext } from '../../test/test-context.ts';
import { createUser, quickUser, type TestUser } from '../../test/users.ts';
import { pngImage, wavFile } from '../../test/upload-fixtures.ts';
import { postSheet, sheetCsv, sheetRelease } from '../../test/catalogue-import.ts';
import { ddexDirForTests } from '../../test/ern-fixtures.ts';
import { importBatch, runImport } from './run-import.ts';

let ctx: TestContext;
let label: TestUser;
let admin: TestUser;
let cover: Buffer;
ddexDirForTests();

async function onPlan(u: TestUser, plan: string) {
  await ctx.deps.db.execute(
    sql`update profiles set plan_type = ${plan}, subscription_status = 'active', subscription_expires_at = now() + interval '300 days' where id = ${u.id}`,
  );
}

beforeAll(async () => {
  ctx = await createTestContext();
  label = await createUser(ctx, { name: 'Tide Records' });
  admin = await quickUser(ctx, { admin: true });
  await onPlan(label, 'small_label');
  cover = await pngImage(3000, 3000);
});
afterAll(() => ctx.close());

const dto = async (res: Response) => {
  if (res.status >= 300) throw new Error(`${res.status} ${await res.text()}`);
  return catalogueImportDto.parse(await res.json());
};
const errorOf = async (res: Response) => ((await res.json()) as { error: { code: string; message: string } }).error;
const releasesWithUpc = async (upcs: string[]) =>
  (
    await ctx.deps.db.execute<{ id: string; upc: string; status: string }>(
      sql`select id, upc, status from music_releases where upc in ${upcs} order by created_at`,
    )
  ).rows;

async function upload(u: TestUser, kind: 'audio' | 'cover', name: string): Promise<string> {
  const res = await ctx.app.request(`/api/uploads/${kind}?name=${encodeURIComponent(name)}`, {
    method: 'PUT',
    headers: { Origin: ORIGIN, Cookie: u.cookie, 'Content-Type': 'application/octet-stream' },
    body: new Uint8Array(kind === 'cover' ? cover : wavFile(1)),
  });
  if (res.status !== 201) throw new Error(await res.text());
  return ((await res.json()) as { id: string }).id;
}

/** Uploads every file the import names and adds it; the import as it then is. */
async function uploadAll(u: TestUser, imp: CatalogueImportDto): Promise<CatalogueImportDto> {
  let last = imp;
  for (const f of imp.files) {
    const fileId = await upload(u, f.kind, f.name);
    last = await dto(await ctx.request('POST', `/api/catalogue-imports/${imp.id}/files`, { cookie: u.cookie, body: { fileId } }));
  }
  return last;
}

describe('checking a sheet', () => {
  it('gives exactly the three problems of a sheet with three errors, and makes nothing', async () => {
    const a = sheetRelease({}, { isrc: 'US-12' });
    const b = sheetRelease({ tracks: 4 });
    b[2]!.release_title = 'Another title';
    const c = sheetRelease({}, { genre: 'Polka' });
    const imp = await dto(await postSheet(ctx, label.cookie, sheetCsv([...a, ...b, ...c])));
    expect(imp.problems).toEqual([
      { row: 2, column: 'isrc', message: 'An ISRC looks like CC-XXX-YY-NNNNN' },
      { row: 5, column: 'release_title', message: 'Differs from row 3: each track’s row repeats its release’s columns' },
      { row: 7, column: 'genre', message: 'Please choose a genre from the list' },
    ]);
    expect(imp.ready).toBe(false);
    const start = await ctx.request('POST', `/api/catalogue-imports/${imp.id}/start`, { cookie: label.cookie, body: {} });
    expect(start.status).toBe(400);
    expect(await releasesWithUpc([a[0]!.upc, b[0]!.upc, c[0]!.upc])).toEqual([]);
  });

  it('reports each kind of row problem with its row and column', async () => {
    const rows = [
      ...sheetRelease({}, { upc: '036000291453' }),
      ...sheetRelease({}, { release_title: '' }),
      ...sheetRelease({}, { isrc: '' }),
      ...sheetRelease({}, { audio_file: 'song.txt' }),
      ...sheetRelease({}, { cover_file: '' }),
      ...sheetRelease({}, { release_date: '2021-13-40' }),
      ...sheetRelease({}, { explicit: 'maybe' }),
      ...sheetRelease({}, { territories: 'XX' }),
      ...sheetRelease({}, { release_type: 'mixtape' }),
      ...sheetRelease({ tracks: 2 }, { track_position: '1' }),
    ];
    const imp = await dto(await postSheet(ctx, label.cookie, sheetCsv(rows)));
    const at = (row: number) => imp.problems.filter((p) => p.row === row).map((p) => `${p.column}: ${p.message}`);
    expect(at(2)).toEqual(['upc: This UPC has a wrong check digit']);
    expect(at(3)).toEqual(['release_title: Missing required fields: Please fill in title, artist name, and audio URL.']);
    expect(at(4)).toEqual(['isrc: Please give the track’s ISRC at the stores: an imported track keeps its code']);
    expect(at(5)).toEqual(['audio_file: The audio file must be a WAV, FLAC or MP3 file name (.wav, .flac or .mp3)']);
    expect(at(6)).toEqual(['cover_file: Please fill in the cover art’s file name']);
    expect(at(7)).toEqual(['release_date: Please enter a valid date (YYYY-MM-DD)']);
    expect(at(8)).toEqual(['explicit: Please write yes or no']);
    expect(at(9).map((p) => p.split(':')[0])).toEqual(['territories']);
    expect(at(10)).toEqual(['release_type: Please choose single, EP or album']);
    expect(at(11)).toEqual(['track_position: The release’s track positions must run from 1 to 2, each once']);
  });

  it('refuses a sheet with a NUL byte (a file saved as UTF-16, or not text) as unreadable, keeping nothing', async () => {
    const utf16 = Buffer.from(sheetCsv(sheetRelease({})), 'utf16le');
    const res = await postSheet(ctx, label.cookie, utf16);
    expect(res.status).toBe(400);
    expect((await errorOf(res)).message).toBe(CATALOGUE_IMPORT_TEXTS.unreadable);
  });

  it('refuses codes repeated in the sheet or already used by any account', async () => {
    const other = await quickUser(ctx);
    const used = sheetRelease();
    await ctx.deps.db.execute(
      sql`insert into music_releases (user_id, title, artist_name, upc) values (${other.id}, 'Theirs', 'Someone', ${used[0]!.upc})`,
    );
    const a = sheetRelease();
    const b = sheetRelease({}, { isrc: a[0]!.isrc });
    const c = sheetRelease({ tracks: 4 });
    const apart = { ...c[0]!, track_position: '5', isrc: 'QZ-TL1-21-99998', audio_file: 'x.wav' };
    const imp = await dto(await postSheet(ctx, label.cookie, sheetCsv([...used, ...a, ...b, ...c, ...sheetRelease(), apart])));
    expect(imp.problems).toEqual([
      { row: 2, column: 'upc', message: 'This UPC is already used by another release' },
      { row: 4, column: 'isrc', message: 'Each track needs its own ISRC' },
      { row: 10, column: 'upc', message: 'This UPC’s release began at row 5: keep a release’s rows together' },
    ]);
  });
});

describe('importing', () => {
  it('makes the releases with their codes, submitted, and sends each store an update of its product', async () => {
    const rows = [...sheetRelease({ title: 'Harbour Lights' }), ...sheetRelease({ tracks: 4, title: 'Tide Songs' })];
    let imp = await dto(await postSheet(ctx, label.cookie, sheetCsv(rows)));
    expect(imp.problems).toEqual([]);
    expect(imp.fileProblems).toHaveLength(7);
    imp = await uploadAll(label, imp);
    expect(imp).toMatchObject({ ready: true, fileProblems: [] });
    expect((await ctx.request('POST', `/api/catalogue-imports/${imp.id}/start`, { cookie: label.cookie, body: {} })).status).toBe(202);
    await runImport(ctx.deps, imp.id);
    imp = await dto(await ctx.request('GET', `/api/catalogue-imports/${imp.id}`, { cookie: label.cookie }));
    expect(imp).toMatchObject({ state: 'done', createdCount: 2 });
    const made = await releasesWithUpc([rows[0]!.upc, rows[1]!.upc]);
    expect(made.map((r) => r.status)).toEqual(['pending', 'pending']);
    const isrcs = (
      await ctx.deps.db.execute<{ isrc: string }>(
        sql`select isrc from release_tracks t join music_releases m on m.id = t.release_id where m.upc = ${rows[1]!.upc} order by position`,
      )
    ).rows;
    expect(isrcs.map((r) => r.isrc)).toEqual(rows.slice(1).map((r) => r.isrc.replace(/-/g, '')));

    const album = made.find((r) => r.upc === rows[1]!.upc)!;
    const { version } = (await (await ctx.request('GET', `/api/admin/releases/${album.id}`, { cookie: admin.cookie })).json()) as {
      version: string;
    };
    const review = await ctx.request('PATCH', `/api/admin/releases/${album.id}/review`, {
      cookie: admin.cookie,
      body: { status: 'approved', adminNotes: '', version },
    });
    expect(review.status).toBe(200);
    const sent = (
      await ctx.deps.db.execute<{ kind: string; release_icpn: string; message: string; manifest: string }>(
        sql`select kind, release_icpn, message, manifest from deliveries where release_id = ${album.id}`,
      )
    ).rows;
    expect(sent.length).toBeGreaterThan(0);
    for (const d of sent) {
      expect(d.kind).toBe('update');
      expect(d.release_icpn).toBe(rows[1]!.upc);
      expect(d.manifest).toContain('<DeliveryType>ReDelivery</DeliveryType>');
      for (const r of rows.slice(1)) expect(d.message).toContain(`<ISRC>${r.isrc.replace(/-/g, '')}</ISRC>`);
    }
    // the artist's Stores card lists them as the release's deliveries to its stores
    const cardRes = await ctx.request('GET', `/api/releases/${album.id}/deliveries`, { cookie: label.cookie });
    expect(cardRes.status, await cardRes.clone().text()).toBe(200);
    const card = (await cardRes.json()) as {
      deliveries: { kind: string }[];
    };
    expect(card.deliveries.length).toBe(sent.length);
    expect(card.deliveries.every((x) => x.kind === 'new')).toBe(true);
    const quota = (await (await ctx.request('GET', '/api/releases/quota', { cookie: label.cookie })).json()) as { used: number };
    expect(quota.used).toBe(0);
  });

  it('continues a run stopped part-way: every release of the sheet exactly once', async () => {
    const rows = Array.from({ length: 5 }, () => sheetRelease()).flat();
    let imp = await uploadAll(label, await dto(await postSheet(ctx, label.cookie, sheetCsv(rows))));
    await dto(await ctx.request('POST', `/api/catalogue-imports/${imp.id}/start`, { cookie: label.cookie, body: {} }));
    expect(await importBatch(ctx.deps, imp.id, 2)).toBe(2); // the run stops after two releases
    imp = await dto(await ctx.request('GET', `/api/catalogue-imports/${imp.id}`, { cookie: label.cookie }));
    expect(imp).toMatchObject({ state: 'importing', createdCount: 2 });
    await Promise.all([runImport(ctx.deps, imp.id), runImport(ctx.deps, imp.id)]);
    const made = await releasesWithUpc(rows.map((r) => r.upc));
    expect(made).toHaveLength(5);
    expect(new Set(made.map((r) => r.upc)).size).toBe(5);
    expect(made.every((r) => r.status === 'pending')).toBe(true);
  });
});

describe('who may import', () => {
  it('refuses a plan without a label, a viewer or accountant, and another account’s import', async () => {
    const artist = await createUser(ctx);
    await onPlan(artist, 'individual_artist');
    const refused = await postSheet(ctx, artist.cookie, sheetCsv(sheetRelease()));
    expect(refused.status).toBe(402);
    expect((await errorOf(refused)).code).toBe('PLAN_REQUIRED');
    const imp = await dto(await postSheet(ctx, label.cookie, sheetCsv(sheetRelease())));
    for (const role of ['viewer', 'accountant']) {
      const member = await quickUser(ctx);
      await ctx.deps.pool.query('insert into account_members (account_id, user_id, role) values ($1, $2, $3)', [label.id, member.id, role]);
      const cookie = `${member.cookie}; ${ACCOUNT_COOKIE}=${label.id}`;
      expect((await ctx.request('GET', `/api/catalogue-imports/${imp.id}`, { cookie })).status).toBe(403);
      expect((await postSheet(ctx, cookie, sheetCsv(sheetRelease()))).status).toBe(403);
    }
    const manager = await quickUser(ctx);
    await ctx.deps.pool.query("insert into account_members (account_id, user_id, role) values ($1, $2, 'manager')", [label.id, manager.id]);
    expect(
      (await ctx.request('GET', `/api/catalogue-imports/${imp.id}`, { cookie: `${manager.cookie}; ${ACCOUNT_COOKIE}=${label.id}` })).status,
    ).toBe(200);
    const otherLabel = await quickUser(ctx);
    await onPlan(otherLabel, 'enterprise_label');
    expect((await ctx.request('GET', `/api/catalogue-imports/${imp.id}`, { cookie: otherLabel.cookie })).status).toBe(404);
    expect((await ctx.request('POST', `/api/catalogue-imports/${imp.id}/start`, { cookie: otherLabel.cookie, body: {} })).status).toBe(404);
  });

  it('lets an admin import into an account they choose', async () => {
    const res = await postSheet(
      ctx,
      admin.cookie,
      sheetCsv(sheetRelease()),
      `/api/admin/catalogue-imports?name=c.csv&accountId=${label.id}`,
    );
    const imp = await dto(res);
    expect(imp).toMatchObject({ accountId: label.id, problems: [], fromStorage: false });
    expect((await ctx.request('GET', `/api/catalogue-imports/${imp.id}`, { cookie: label.cookie })).status).toBe(200);
  });
});
