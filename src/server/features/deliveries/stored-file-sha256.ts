// SHA-256 of a stored file, read once per version of the file. A file on disk is known by its
// device, inode, size and change times (read from the very file being streamed), so a file
// replaced (a new inode) or written in place (new times) is read and hashed again, and a deleted
// one fails; only an unchanged file is answered from memory. Storage that is not a local file
// (a bucket) is hashed at every call.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import type { Readable } from 'node:stream';
import type { Storage } from '../../storage/storage.ts';

const MAX_ENTRIES = 10_000;
const known = new Map<string, { version: string; sha256: string }>();

/** The opened file's identity, or null when the stream is not a local file. */
function versionOf(stream: Readable): Promise<string | null> {
  if (!(stream instanceof fs.ReadStream)) return Promise.resolve(null);
  const file = stream;
  return new Promise((resolve, reject) => {
    const stat = (fd: number) =>
      fs.fstat(fd, { bigint: true }, (err, st) =>
        err ? reject(err) : resolve(`${st.dev}:${st.ino}:${st.size}:${st.mtimeNs}:${st.ctimeNs}`),
      );
    const { fd } = file as unknown as { fd: number | null };
    if (typeof fd === 'number') return stat(fd);
    file.once('open', stat).once('error', reject);
  });
}

/** Throws when the file is missing from storage. */
export async function storedFileSha256(storage: Pick<Storage, 'get'>, key: string): Promise<string> {
  const stream = await storage.get(key);
  try {
    const version = await versionOf(stream);
    const cached = known.get(key);
    if (version && cached?.version === version) return cached.sha256;
    const hash = createHash('sha256');
    for await (const chunk of stream) hash.update(chunk as Buffer);
    const sha256 = hash.digest('hex');
    if (version) {
      known.delete(key);
      known.set(key, { version, sha256 });
      if (known.size > MAX_ENTRIES) known.delete(known.keys().next().value!);
    }
    return sha256;
  } finally {
    stream.destroy();
  }
}
