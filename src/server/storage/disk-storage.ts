// Files under DATA_DIR/files. A write goes to a temporary file first and is renamed into place
// only once the whole stream arrived, so a cut-off upload never shows up under its key.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { assertSafeKey, type Storage } from './storage.ts';

export function createDiskStorage(root: string): Storage {
  const tmpDir = path.join(root, '.tmp');
  const file = (key: string) => {
    assertSafeKey(key);
    return path.join(root, key);
  };
  return {
    kind: 'disk',
    async put(key, body) {
      const target = file(key);
      await fs.promises.mkdir(tmpDir, { recursive: true });
      await fs.promises.mkdir(path.dirname(target), { recursive: true });
      const tmp = path.join(tmpDir, `${randomUUID()}.part`);
      try {
        await pipeline(body, fs.createWriteStream(tmp, { flags: 'wx' }));
        const { size } = await fs.promises.stat(tmp);
        await fs.promises.rename(tmp, target);
        return size;
      } catch (err) {
        await fs.promises.rm(tmp, { force: true });
        throw err;
      }
    },
    async get(key, range) {
      const f = file(key);
      await fs.promises.access(f);
      return fs.createReadStream(f, range ? { start: range.start, end: range.end } : {});
    },
    async size(key) {
      try {
        return (await fs.promises.stat(file(key))).size;
      } catch {
        return null;
      }
    },
    async delete(key) {
      await fs.promises.rm(file(key), { force: true });
    },
    async deletePrefix(prefix) {
      if (!prefix.endsWith('/')) throw new Error(`not a folder: ${prefix}`);
      await fs.promises.rm(file(prefix), { recursive: true, force: true });
    },
    async removeAbandonedWrites(before) {
      const names = await fs.promises.readdir(tmpDir).catch(() => [] as string[]);
      let removed = 0;
      for (const name of names) {
        const tmp = path.join(tmpDir, name);
        const stat = await fs.promises.stat(tmp).catch(() => null);
        if (!stat || stat.mtime >= before) continue; // still being written, or gone meanwhile
        await fs.promises.rm(tmp, { force: true });
        removed++;
      }
      return removed;
    },
  };
}
