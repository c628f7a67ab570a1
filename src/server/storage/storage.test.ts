// The same contract for both adapters: the disk folder, and an S3-compatible bucket (s3rver,
// started here on 127.0.0.1).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDiskStorage } from './disk-storage.ts';
import { createS3Storage } from './s3-storage.ts';
import type { Storage } from './storage.ts';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tunelane-storage-test-'));
let s3server: S3rver;
let s3: ReturnType<typeof createS3Storage>;

beforeAll(async () => {
  s3server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: path.join(dir, 's3'),
    configureBuckets: [{ name: 'tunelane-test' }],
  });
  const { port } = (await s3server.run()) as { port: number };
  s3 = createS3Storage({
    bucket: 'tunelane-test',
    region: 'us-east-1',
    endpoint: `http://127.0.0.1:${port}`,
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
});
afterAll(async () => {
  s3.client.destroy();
  await s3server.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const adapters: [string, () => Storage][] = [
  ['disk', () => createDiskStorage(path.join(dir, 'disk'))],
  ['s3', () => s3],
];

/** A stream of `total` bytes (byte i = i % 251) in 64 KiB chunks. */
function bytes(total: number, failAfter?: number): Readable {
  let sent = 0;
  return new Readable({
    read() {
      if (failAfter !== undefined && sent >= failAfter) return this.destroy(new Error('client went away'));
      if (sent >= total) return this.push(null);
      const n = Math.min(65_536, total - sent);
      const chunk = Buffer.alloc(n);
      for (let i = 0; i < n; i++) chunk[i] = (sent + i) % 251;
      sent += n;
      this.push(chunk);
    },
  });
}

describe.each(adapters)('%s storage', (_name, make) => {
  it('stores, reads whole and in ranges, sizes and deletes', async () => {
    const storage = make();
    const key = 'audio/u1/a-file';
    expect(await storage.put(key, new PassThrough().end('hello, tunelane'), 'text/plain')).toBe(15);
    expect(await storage.size(key)).toBe(15);
    expect(await text(await storage.get(key))).toBe('hello, tunelane');
    expect(await text(await storage.get(key, { start: 7, end: 14 }))).toBe('tunelane');
    await storage.delete(key);
    expect(await storage.size(key)).toBeNull();
  });

  it('streams a file of several parts', async () => {
    const storage = make();
    const total = 20 * 1024 * 1024 + 123; // three 8 MiB parts on S3
    expect(await storage.put('audio/u1/big', bytes(total), 'audio/wav')).toBe(total);
    expect(await storage.size('audio/u1/big')).toBe(total);
    const tail = Buffer.from(
      await (await storage.get('audio/u1/big', { start: total - 3, end: total - 1 })).toArray().then((a) => Buffer.concat(a)),
    );
    expect([...tail]).toEqual([(total - 3) % 251, (total - 2) % 251, (total - 1) % 251]);
    await storage.delete('audio/u1/big');
  });

  it('leaves no object when the stream fails half-way', async () => {
    const storage = make();
    await expect(storage.put('audio/u1/cut', bytes(20 * 1024 * 1024, 10 * 1024 * 1024), 'audio/wav')).rejects.toThrow();
    expect(await storage.size('audio/u1/cut')).toBeNull();
  });

  it('deletes a folder of objects and nothing beside it', async () => {
    const storage = make();
    for (const key of ['parts/u1/s1/0-a', 'parts/u1/s1/1-b', 'parts/u1/s10/0-c', 'parts/u1/s2/0-d'])
      await storage.put(key, new PassThrough().end('x'), 'application/octet-stream');
    await storage.deletePrefix('parts/u1/s1/');
    expect(await storage.size('parts/u1/s1/0-a')).toBeNull();
    expect(await storage.size('parts/u1/s1/1-b')).toBeNull();
    expect(await storage.size('parts/u1/s10/0-c')).toBe(1);
    expect(await storage.size('parts/u1/s2/0-d')).toBe(1);
    await storage.deletePrefix('parts/u1/s9/'); // nothing there: no error
    await expect(storage.deletePrefix('parts/u1/s2')).rejects.toThrow(/not a folder/);
  });

  it('refuses keys that could leave the storage root', async () => {
    await expect(make().put('../escape', new PassThrough().end('x'), 'text/plain')).rejects.toThrow(/unsafe/);
  });
});

it('removes the temporary files of disk writes a killed process left, and none begun since', async () => {
  const storage = createDiskStorage(path.join(dir, 'killed'));
  const tmpDir = path.join(dir, 'killed', '.tmp');
  fs.mkdirSync(tmpDir, { recursive: true });
  fs.writeFileSync(path.join(tmpDir, 'killed-write.part'), 'half a file');
  expect(await storage.removeAbandonedWrites!(new Date(Date.now() - 60_000))).toBe(0); // begun too recently
  expect(fs.readdirSync(tmpDir)).toHaveLength(1);
  expect(await storage.removeAbandonedWrites!(new Date(Date.now() + 60_000))).toBe(1);
  expect(fs.readdirSync(tmpDir)).toHaveLength(0);
  expect(await createDiskStorage(path.join(dir, 'never-written')).removeAbandonedWrites!(new Date())).toBe(0);
});
