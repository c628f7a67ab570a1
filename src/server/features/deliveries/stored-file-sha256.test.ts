// A stored file's hash is read once per version of the file: answered from memory while the file
// is unchanged, read again when it is replaced or written in place, and a deleted file fails.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, expect, it } from 'vitest';
import { createDiskStorage } from '../../storage/disk-storage.ts';
import { storedFileSha256 } from './stored-file-sha256.ts';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'tunelane-hash-'));
const storage = createDiskStorage(root);
const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

it('hashes each version of a stored file, and fails for a deleted one', async () => {
  const first = Buffer.alloc(100_000, 1);
  await storage.put('audio/a.wav', Readable.from([first]), 'audio/wav');
  expect(await storedFileSha256(storage, 'audio/a.wav')).toBe(sha(first));
  let reads = 0;
  const counting = {
    get: async (key: string) => {
      const stream = await storage.get(key);
      stream.on('data', () => reads++);
      return stream;
    },
  };
  expect(await storedFileSha256(counting, 'audio/a.wav')).toBe(sha(first));
  expect(reads).toBe(0); // unchanged: not read again

  const replaced = Buffer.alloc(100_000, 2); // same size, a new file in its place
  await storage.put('audio/a.wav', Readable.from([replaced]), 'audio/wav');
  expect(await storedFileSha256(counting, 'audio/a.wav')).toBe(sha(replaced));
  expect(reads).toBeGreaterThan(0);

  const inPlace = Buffer.alloc(100_000, 3); // same size, same file, written over
  await new Promise((r) => setTimeout(r, 20));
  fs.writeFileSync(path.join(root, 'audio/a.wav'), inPlace);
  expect(await storedFileSha256(storage, 'audio/a.wav')).toBe(sha(inPlace));

  await storage.delete('audio/a.wav');
  await expect(storedFileSha256(storage, 'audio/a.wav')).rejects.toThrow();
});
