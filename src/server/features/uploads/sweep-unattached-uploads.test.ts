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
import { wavFile } from '../../test/upload-fixtures.ts';

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

async function upload(name: string): Promise<{ id: string; url: string }> {
  const res = await ctx.app.request(`/api/uploads/audio?name=${name}`, {
    method: 'PUT',
    headers: { Origin: ORIGIN, Cookie: artist.cookie, 'Content-Type': 'application/octet-stream' },
    body: new Uint8Array(wavFile(1)),
  });
  expect(res.status).toBe(201);
  return (await res.json()) as { id: string; url: string };
}

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
