// One contract for the three ways a batch travels: a local folder, an SFTP server (ssh2's, on
// loopback) and an S3-compatible bucket (s3rver, on loopback). Each writes whole files at their
// final names (replacing an earlier copy), tells sizes, lists a folder's files, reads them back,
// and refuses paths that would leave the endpoint's root.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

describe.each(transports)('the %s transport', (_name, open) => {
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
});

it('the SFTP transport refuses a wrong password and leaves no temporary file behind a complete put', async () => {
  await expect(sftpTransport({ host: '127.0.0.1', port: sftp.port, username: 'u', password: 'wrong', root: '/x' })).rejects.toThrow(
    /authentication/i,
  );
  const files = fs.readdirSync(path.join(dir, 'sftp'), { recursive: true }).map(String);
  expect(files.some((f) => f.endsWith('.part'))).toBe(false);
});
