// One contract for the three ways a batch travels: a local folder, an SFTP server (ssh2's, on
// loopback) and an S3-compatible bucket (s3rver, on loopback). Each writes whole files at their
// final names (replacing an earlier copy), tells sizes, lists a folder's files, reads them back,
// and refuses paths that would leave the endpoint's root.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { folderTransport } from './folder-transport.ts';
import { s3Transport } from './s3-transport.ts';
import { sftpTransport } from './sftp-transport.ts';
import { startSftpServer, type TestSftpServer } from './test-sftp-server.ts';
import type { Transport } from './transport.ts';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tunelane-transports-'));
let sftp: TestSftpServer;
let s3server: S3rver;
let s3Port: number;

beforeAll(async () => {
  sftp = await startSftpServer({ root: path.join(dir, 'sftp'), username: 'u', password: 'p' });
  s3server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: path.join(dir, 's3'),
    configureBuckets: [{ name: 'store' }],
  });
  s3Port = ((await s3server.run()) as { port: number }).port;
});
afterAll(async () => {
  await sftp.close();
  await s3server.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const transports: [string, () => Promise<Transport>][] = [
  ['folder', async () => folderTransport(path.join(dir, 'folder'))],
  ['sftp', () => sftpTransport({ host: '127.0.0.1', port: sftp.port, username: 'u', password: 'p', root: '/incoming' })],
  [
    's3',
    () =>
      s3Transport({
        endpoint: `http://127.0.0.1:${s3Port}`,
        region: 'us-east-1',
        accessKeyId: 'S3RVER',
        secretAccessKey: 'S3RVER',
        bucketPath: 'store/tunelane',
      }),
  ],
];

describe.each(transports)('the %s transport', (name, open) => {
  it('writes whole files at their names, replaces, sizes, lists and reads them', async () => {
    const t = await open();
    try {
      const big = Buffer.alloc(300_000, 7);
      await t.put('20261123000000001/8600000000011/resources/a.wav', Readable.from([big.subarray(0, 100_000), big.subarray(100_000)]));
      await t.put('20261123000000001/BatchComplete_20261123000000001.xml', Buffer.from('<m/>'));
      expect(await t.size('20261123000000001/8600000000011/resources/a.wav')).toBe(300_000);
      expect(await t.size('20261123000000001/missing.xml')).toBeNull();
      expect(await t.list('20261123000000001')).toEqual(['BatchComplete_20261123000000001.xml']);
      await t.put('20261123000000001/BatchComplete_20261123000000001.xml', Buffer.from('<manifest/>'));
      expect((await t.read('20261123000000001/BatchComplete_20261123000000001.xml')).toString()).toBe('<manifest/>');
      await t.put('ACK_1.xml', Buffer.from('<ack/>'));
      expect(await t.list('')).toEqual(['ACK_1.xml']);
      expect(await t.list('no-such-folder')).toEqual([]);
      await expect(t.put('../escape.xml', Buffer.from('x'))).rejects.toThrow('unsafe delivery path');
      await expect(t.put('/abs.xml', Buffer.from('x'))).rejects.toThrow('unsafe delivery path');
    } finally {
      await t.close();
    }
  });

  it('lists files with their sizes, and reads a file only up to a cap', async () => {
    const t = await open();
    try {
      await t.put('acks/ACK_small.xml', Buffer.from('<ack/>'));
      await t.put('acks/ACK_big.xml', Buffer.alloc(300_000, 1));
      await t.put('acks/ACK_empty.xml', Buffer.alloc(0));
      const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);
      expect((await t.listFiles('acks')).sort(byName)).toEqual([
        { name: 'ACK_big.xml', size: 300_000 },
        { name: 'ACK_empty.xml', size: 0 },
        { name: 'ACK_small.xml', size: 6 },
      ]);
      expect(await t.listFiles('no-such-folder')).toEqual([]);
      expect((await t.readAtMost('acks/ACK_small.xml', 1000))?.toString()).toBe('<ack/>');
      // s3rver drops a ranged GET of an empty object (S3 answers 416 InvalidRange, which readAtMost takes as empty).
      if (name !== 's3') expect((await t.readAtMost('acks/ACK_empty.xml', 1000))?.length).toBe(0);
      const sent = sftp.stats.readBytes;
      expect(await t.readAtMost('acks/ACK_big.xml', 1000)).toBeNull();
      expect(sftp.stats.readBytes - sent).toBeLessThanOrEqual(1001); // the SFTP server was asked for no more (0 for the others)
      expect((await t.readAtMost('acks/ACK_big.xml', 300_000))?.equals(Buffer.alloc(300_000, 1))).toBe(true); // exactly the cap: whole
      expect(await t.readAtMost('acks/ACK_big.xml', 299_999)).toBeNull();
      await expect(t.readAtMost('../escape.xml', 1000)).rejects.toThrow('unsafe delivery path');
    } finally {
      await t.close();
    }
  });
});

it('the folder transport reads at most the cap and one byte, even from a file that grew after it was listed', async () => {
  const root = path.join(dir, 'folder-cap');
  const t = folderTransport(root);
  await t.put('ACK_grows.xml', Buffer.from('<ack/>'));
  expect(await t.listFiles('')).toEqual([{ name: 'ACK_grows.xml', size: 6 }]);
  fs.truncateSync(path.join(root, 'ACK_grows.xml'), 50 * 1024 * 1024); // grows to 50 MB after the listing
  let read = 0;
  const open = fs.promises.open;
  const spy = vi.spyOn(fs.promises, 'open').mockImplementation(async (...args: Parameters<typeof open>) => {
    const fh = await open(...args);
    const real = fh.read.bind(fh) as (...a: unknown[]) => Promise<{ bytesRead: number }>;
    fh.read = (async (...a: unknown[]) => {
      const r = await real(...a);
      read += r.bytesRead;
      return r;
    }) as typeof fh.read;
    return fh;
  });
  try {
    expect(await t.readAtMost('ACK_grows.xml', 1024 * 1024)).toBeNull();
  } finally {
    spy.mockRestore();
  }
  expect(read).toBe(1024 * 1024 + 1);
});

it('the folder transport does not read through a symbolic link, nor wait on a FIFO', async () => {
  const root = path.join(dir, 'folder-links');
  const t = folderTransport(root);
  await t.put('real.xml', Buffer.from('<ack/>'));
  fs.symlinkSync('/etc/hostname', path.join(root, 'ACK_link.xml'));
  expect((await t.listFiles('')).map((f) => f.name)).toEqual(['real.xml']);
  await expect(t.readAtMost('ACK_link.xml', 1000)).rejects.toThrow(/ELOOP|symbolic/);
  execFileSync('mkfifo', [path.join(root, 'ACK_fifo.xml')]);
  await expect(t.readAtMost('ACK_fifo.xml', 1000)).rejects.toThrow('not a file');
});

it('the SFTP transport refuses a wrong password and leaves no temporary file behind a complete put', async () => {
  await expect(sftpTransport({ host: '127.0.0.1', port: sftp.port, username: 'u', password: 'wrong', root: '/x' })).rejects.toThrow(
    /authentication/i,
  );
  const files = fs.readdirSync(path.join(dir, 'sftp'), { recursive: true }).map(String);
  expect(files.some((f) => f.endsWith('.part'))).toBe(false);
});
