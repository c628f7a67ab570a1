// The sweeps of unused uploads and of orphaned bytes (storage intents), on disk.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createDiskStorage } from '../../storage/disk-storage.ts';
import { ORIGIN, createTestContext, type TestContext } from '../../test/test-context.ts';
import { createUser, type TestUser } from '../../test/users.ts';
import { completeBody } from '../../test/releases.ts';
import { sweepUnattachedUploads } from './sweep-unattached-uploads.ts';
import { pngImage, wavFile } from '../../test/upload-fixtures.ts';
import { PassThrough } from 'node:stream';
import { intendObjects, sweepStorageIntents } from './storage-intents.ts';

let ctx: TestContext;
let artist: TestUser;
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'tunelane-sweep-test-'));

beforeAll(async () => {
  ctx = await createTestContext({ storage: createDiskStorage(root) });
  artist = await createUser(ctx);
});
afterAll(async () => {
  await ctx.close();
  fs.rmSync(root, { recursive: true, force: true });
});

async function upload(name: string, body = wavFile(1), kind = 'audio', status = 201): Promise<{ id: string; url: string }> {
  const res = await ctx.app.request(`/api/uploads/${kind}?name=${name}`, {
    method: 'PUT',
    headers: { Origin: ORIGIN, Cookie: artist.cookie, 'Content-Type': 'application/octet-stream' },
    body: new Uint8Array(body),
  });
  expect(res.status).toBe(status);
  return (await res.json()) as { id: string; url: string };
}
const intents = async () =>
  (await ctx.deps.pool.query<{ key: string }>('select key from storage_intents order by key')).rows.map((r) => r.key);
const ageIntents = () => ctx.deps.pool.query(`update storage_intents set created_at = now() - interval '2 days'`);

it('removes day-old uploads that no release uses, and keeps the ones in use and the recent ones', async () => {
  const abandoned = await upload('abandoned.wav');
  const used = await upload('used.wav');
  const recent = await upload('recent.wav');
  const created = await ctx.request('POST', '/api/releases', {
    cookie: artist.cookie,
    body: completeBody({ audioUrl: '', audioFileId: used.id }),
  });
  expect(created.status).toBe(201);
  await ctx.deps.db.execute(
    sql`update uploaded_files set created_at = now() - interval '2 days' where id in (${abandoned.id}, ${used.id})`,
  );
  const filesBefore = fs.readdirSync(root, { recursive: true }).length;

  expect(await sweepUnattachedUploads(ctx.deps)).toEqual({ removed: 1 });

  const { rows } = await ctx.deps.pool.query<{ id: string }>('select id from uploaded_files order by created_at');
  expect(rows.map((r) => r.id).sort()).toEqual([used.id, recent.id].sort());
  expect(fs.readdirSync(root, { recursive: true }).length).toBeLessThan(filesBefore);
  expect((await ctx.request('GET', abandoned.url, { cookie: artist.cookie })).status).toBe(404);
  expect((await ctx.request('GET', used.url, { cookie: artist.cookie })).status).toBe(200);
});

it('deletes the bytes an upload stored before its process died, and never a recorded file', async () => {
  const cover = await upload('cover.png', await pngImage(1400, 1400), 'cover');
  const refused = (await upload('unreadable.wav', Buffer.from('RIFF....WAVEnot really audio at all'), 'audio', 400)) as unknown;
  expect(refused, 'refused once its bytes were stored').toMatchObject({ error: { code: 'UNREADABLE' } });
  expect(await intents(), 'a recorded or refused upload leaves no intent').toEqual([]);

  // what a process killed between storing the bytes and recording the row leaves
  const orphan = `audio/${artist.id}/killed-mid-upload`;
  await intendObjects(ctx.deps.db, [orphan]);
  await ctx.deps.storage.put(orphan, new PassThrough().end('the whole file'), 'audio/wav');
  // an intent that names a recorded file's bytes (its original, its thumbnail) must not delete them
  const [row] = (
    await ctx.deps.pool.query<{ storage_key: string; thumbnail_key: string }>(
      'select storage_key, thumbnail_key from uploaded_files where id = $1',
      [cover.id],
    )
  ).rows;
  await intendObjects(ctx.deps.db, [row!.storage_key, row!.thumbnail_key]);

  expect(await sweepStorageIntents(ctx.deps), 'too recent: the upload may still be under way').toEqual({ removed: 0 });
  expect(await ctx.deps.storage.size(orphan)).toBe(14);
  fs.mkdirSync(path.join(root, '.tmp'), { recursive: true });
  const tmp = path.join(root, '.tmp', 'killed-write.part');
  fs.writeFileSync(tmp, 'half a file');
  fs.utimesSync(tmp, new Date(Date.now() - 2 * 86_400_000), new Date(Date.now() - 2 * 86_400_000));
  await ageIntents();

  expect(await sweepStorageIntents(ctx.deps)).toEqual({ removed: 2 }); // the orphan and the half-written file
  expect(await ctx.deps.storage.size(orphan)).toBeNull();
  expect(fs.existsSync(tmp)).toBe(false);
  expect(await intents()).toEqual([]);
  expect(await ctx.deps.storage.size(row!.storage_key)).toBeGreaterThan(0);
  expect(await ctx.deps.storage.size(row!.thumbnail_key)).toBeGreaterThan(0);
  expect((await ctx.request('GET', cover.url, { cookie: artist.cookie })).status).toBe(200);
});

it('leaves the bytes of a sweep that stopped half-way to the orphan sweep', async () => {
  const file = await upload('left.wav');
  const [row] = (await ctx.deps.pool.query<{ storage_key: string }>('select storage_key from uploaded_files where id = $1', [file.id]))
    .rows;
  await ctx.deps.db.execute(sql`update uploaded_files set created_at = now() - interval '2 days' where id = ${file.id}`);
  const failing = { ...ctx.deps, storage: { ...ctx.deps.storage, delete: () => Promise.reject(new Error('storage unavailable')) } };
  expect(await sweepUnattachedUploads(failing)).toEqual({ removed: 1 }); // the row is gone, its bytes are not
  expect(await ctx.deps.storage.size(row!.storage_key)).toBeGreaterThan(0);
  expect(await intents()).toEqual([row!.storage_key]);
  await ageIntents();
  expect(await sweepStorageIntents(ctx.deps)).toEqual({ removed: 1 });
  expect(await ctx.deps.storage.size(row!.storage_key)).toBeNull();
});
