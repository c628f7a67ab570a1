// Refused uploads: the connection of a body refused half-way is closed (the next request does not
// wait on it), audio whose format cannot be read is refused, and each account has an upload rate
// and a quota of bytes in files no release uses, both holding under parallel uploads; a full disk
// is a clear 507 that keeps nothing.
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UNREADABLE_AUDIO } from '../../../domain/uploads.ts';
import { ORIGIN, createTestContext, type TestContext } from '../../test/test-context.ts';
import { createUser, type TestUser } from '../../test/users.ts';
import { wavFile, wavHeader } from '../../test/upload-fixtures.ts';
import { STORAGE_FULL, UPLOAD_RATE } from './upload-file.ts';
import { createDiskStorage } from '../../storage/disk-storage.ts';
import type { Storage } from '../../storage/storage.ts';

const QUOTA = 600 * 1024;
let ctx: TestContext;
let artist: TestUser;
beforeAll(async () => {
  ctx = await createTestContext({ env: { UPLOAD_UNATTACHED_MAX_BYTES: String(QUOTA) } });
  artist = await createUser(ctx);
});
afterAll(() => ctx.close());

const put = (name: string, data: Buffer, user = artist) =>
  ctx.app.request(`/api/uploads/audio?name=${encodeURIComponent(name)}`, {
    method: 'PUT',
    headers: { Origin: ORIGIN, Cookie: user.cookie, 'Content-Type': 'application/octet-stream' },
    body: new Uint8Array(data),
  });
const rowsOf = async (userId: string) =>
  (await ctx.deps.db.execute<{ n: number }>(sql`select count(*)::int as n from uploaded_files where user_id = ${userId}`)).rows[0]!.n;

describe('a body refused half-way', () => {
  let wide: TestContext;
  let uploader: TestUser;
  beforeAll(async () => {
    wide = await createTestContext();
    uploader = await createUser(wide);
  });
  afterAll(() => wide.close());

  it('closes its connection, so the next request on a keep-alive client does not wait for it', async () => {
    const server = serve({ fetch: wide.app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise((r) => server.once('listening', r));
    const { port } = server.address() as AddressInfo;
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const body = Buffer.concat([Buffer.from('<html><body>not audio</body></html>'), Buffer.alloc(4 * 1024 * 1024, 65)]);
      const refused = await new Promise<{ status: number; connection: string | undefined }>((resolve, reject) => {
        const req = http.request(
          {
            host: '127.0.0.1',
            port,
            method: 'PUT',
            path: '/api/uploads/audio?name=song.wav',
            agent,
            headers: { Origin: ORIGIN, Cookie: uploader.cookie, 'Content-Length': body.length },
          },
          (res) => {
            res.resume();
            res.on('end', () => resolve({ status: res.statusCode!, connection: res.headers.connection }));
          },
        );
        req.on('error', reject);
        req.end(body);
      });
      expect(refused).toEqual({ status: 400, connection: 'close' });
      const started = performance.now();
      const next = await new Promise<number>((resolve, reject) => {
        const req = http.request({ host: '127.0.0.1', port, method: 'GET', path: '/api/health', agent }, (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode!));
        });
        req.on('error', reject);
        req.end();
      });
      expect(next).toBe(200);
      // Not stuck behind the refused body: a bound a machine busy with other tests still meets.
      expect(performance.now() - started).toBeLessThan(5000);
    } finally {
      agent.destroy();
      server.close();
    }
  });
});

describe('audio whose format cannot be read', () => {
  it('is refused with a message that says so, and nothing is stored', async () => {
    const html = Buffer.from(`<html><head><title>x</title></head><body>${'hello '.repeat(400)}</body></html>`);
    const bad: [string, Buffer][] = [
      ['riff-only.wav', Buffer.from('RIFF\x04\x00\x00\x00WAVE', 'latin1')],
      ['header-then-html.wav', Buffer.concat([wavHeader(1_000_000), html])],
      ['format-then-html.wav', Buffer.concat([wavHeader(0).subarray(0, 36), html])],
      ['id3-then-html.mp3', Buffer.concat([Buffer.from('ID3\x03\x00\x00\x00\x00\x00\x0a', 'latin1'), Buffer.alloc(10), html])],
      ['one-frame-then-html.mp3', Buffer.concat([Buffer.from([0xff, 0xfb, 0x90, 0x00]), html])],
      ['flac-magic.flac', Buffer.concat([Buffer.from('fLaC'), html])],
    ];
    const before = await rowsOf(artist.id);
    for (const [name, data] of bad) {
      const res = await put(name, data);
      expect(res.status, name).toBe(400);
      expect((await res.json()).error, name).toEqual({ code: 'UNREADABLE', message: UNREADABLE_AUDIO });
    }
    expect(await rowsOf(artist.id)).toBe(before);
    expect((await put('fine.wav', wavFile(1))).status).toBe(201);
  });
});

describe('upload limits per account', () => {
  it('refuses what would take unused uploads past the quota, even when sent in parallel', async () => {
    const user = await createUser(ctx);
    const file = wavFile(1); // 176 KB
    const results = await Promise.all(Array.from({ length: 8 }, (_, i) => put(`take-${i}.wav`, file, user)));
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(Math.floor(QUOTA / file.length));
    expect(statuses.filter((s) => s === 413)).toHaveLength(8 - Math.floor(QUOTA / file.length));
    const refused = results.find((r) => r.status === 413)!;
    expect((await refused.json()).error).toMatchObject({
      code: 'QUOTA_EXCEEDED',
      message: expect.stringMatching(/Your uploads that no release uses yet take/),
    });
    const { rows } = await ctx.deps.db.execute<{ bytes: number }>(
      sql`select coalesce(sum(size_bytes), 0)::int as bytes from uploaded_files where user_id = ${user.id}`,
    );
    expect(rows[0]!.bytes).toBeLessThanOrEqual(QUOTA);
  });

  it('refuses more than the hourly number of uploads, in parallel too', async () => {
    const user = await createUser(ctx);
    const tiny = Buffer.from('not audio at all');
    const results = await Promise.all(Array.from({ length: UPLOAD_RATE.max + 20 }, (_, i) => put(`t${i}.wav`, tiny, user)));
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 429)).toHaveLength(20);
    const limited = results.find((r) => r.status === 429)!;
    expect(limited.headers.get('Retry-After')).toMatch(/^\d+$/);
    expect((await limited.json()).error.message).toMatch(/^You have uploaded many files in a short time\. Please try again in/);
  });
});

describe('a full disk', () => {
  it('refuses the upload with a clear message, keeps no file and no record, and the next upload goes through once there is room', async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'tunelane-full-'));
    const disk = createDiskStorage(root);
    let full = true;
    // the kernel's own "no space left on device": the body is written to /dev/full
    const storage: Storage = {
      ...disk,
      put: (key, body, type) => (full ? pipeline(body, fs.createWriteStream('/dev/full')).then(() => 0) : disk.put(key, body, type)),
    };
    const c = await createTestContext({ storage });
    try {
      const user = await createUser(c);
      const upload = () =>
        c.app.request('/api/uploads/audio?name=full.wav', {
          method: 'PUT',
          headers: { Origin: ORIGIN, Cookie: user.cookie, 'Content-Type': 'application/octet-stream' },
          body: new Uint8Array(wavFile(1)),
        });
      const res = await upload();
      expect(res.status).toBe(507);
      expect((await res.json()).error).toEqual({ code: 'STORAGE_FULL', message: STORAGE_FULL });
      const count = async () =>
        (await c.deps.db.execute<{ n: number }>(sql`select count(*)::int as n from uploaded_files where user_id = ${user.id}`)).rows[0]!.n;
      expect(await count()).toBe(0);
      expect(fs.readdirSync(root).filter((f) => f !== '.tmp')).toEqual([]);
      full = false;
      expect((await upload()).status).toBe(201);
      expect(await count()).toBe(1);
    } finally {
      await c.close();
      fs.rmSync(root, { recursive: true, force: true });
    }
  });
});
