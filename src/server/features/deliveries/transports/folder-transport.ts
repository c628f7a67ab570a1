// A store endpoint that is a folder on this machine (the embedded default: DATA_DIR/deliveries/<store>),
// so anyone can see exactly what a store would receive.
import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Readable } from 'node:stream';
import { assertRelativePath, partName, type Transport } from './transport.ts';

/** Read only as a plain file: never through a symbolic link, and a FIFO put in its place does not hold the open. */
const READ_FLAGS = fs.constants.O_RDONLY | (fs.constants.O_NOFOLLOW ?? 0) | (fs.constants.O_NONBLOCK ?? 0);
const CHUNK = 64 * 1024;

export function folderTransport(root: string): Transport {
  const at = (p: string) => {
    assertRelativePath(p);
    return path.join(root, ...p.split('/'));
  };
  /**
   * The folder `dir` (relative) with its links followed, refused unless it is the endpoint's folder
   * or inside it: a store's folder may hold a link where a batch folder was, leading anywhere.
   */
  const realFolder = async (dir: string) => {
    const [realRoot, real] = await Promise.all([fs.promises.realpath(root), fs.promises.realpath(dir ? at(dir) : root)]);
    const rel = path.relative(realRoot, real);
    if (rel.startsWith('..') || path.isAbsolute(rel)) throw new Error(`unsafe delivery path: ${dir} leads outside the endpoint's folder`);
    return real;
  };
  return {
    async put(p: string, body: Readable | Buffer) {
      const file = at(p);
      await fs.promises.mkdir(path.dirname(file), { recursive: true });
      const tmp = partName(file);
      const out = fs.createWriteStream(tmp);
      if (Buffer.isBuffer(body)) await new Promise<void>((resolve, reject) => out.end(body, () => resolve()).on('error', reject));
      else await pipeline(body, out);
      await fs.promises.rename(tmp, file);
    },
    async size(p: string) {
      try {
        const st = await fs.promises.stat(at(p));
        return st.isFile() ? st.size : null;
      } catch {
        return null;
      }
    },
    async list(dir: string) {
      try {
        const entries = await fs.promises.readdir(dir ? at(dir) : root, { withFileTypes: true });
        return entries.filter((e) => e.isFile()).map((e) => e.name);
      } catch {
        return [];
      }
    },
    async listFiles(dir: string) {
      let where: string;
      let entries: fs.Dirent[];
      try {
        where = await realFolder(dir);
        entries = await fs.promises.readdir(where, { withFileTypes: true });
      } catch (err) {
        if ((err as Error).message.startsWith('unsafe delivery path')) throw err;
        return [];
      }
      const files = await Promise.all(
        entries
          .filter((e) => e.isFile())
          .map(async (e) => {
            const st = await fs.promises.lstat(path.join(where, e.name)).catch(() => null); // gone since: left out
            return st?.isFile() ? { name: e.name, size: st.size } : null;
          }),
      );
      return files.filter((f) => f !== null);
    },
    read: (p: string) => fs.promises.readFile(at(p)),
    async readAtMost(p: string, maxBytes: number) {
      // Its folder as resolved and checked; the file itself is never a link (O_NOFOLLOW).
      const file = at(p);
      const fh = await fs.promises.open(
        path.join(await realFolder(path.posix.dirname(p) === '.' ? '' : path.posix.dirname(p)), path.basename(file)),
        READ_FLAGS,
      );
      try {
        if (!(await fh.stat()).isFile()) throw new Error(`not a file: ${p}`);
        // Piece by piece, each read asking only for what is left under the cap and one byte more.
        const chunks: Buffer[] = [];
        let n = 0;
        for (;;) {
          const want = Math.min(CHUNK, maxBytes + 1 - n);
          if (want <= 0) return null;
          const { bytesRead, buffer } = await fh.read(Buffer.alloc(want), 0, want, n);
          if (!bytesRead) return Buffer.concat(chunks, n);
          chunks.push(buffer.subarray(0, bytesRead));
          n += bytesRead;
        }
      } finally {
        await fh.close();
      }
    },
    async check() {
      // A file written and removed again proves writing, whoever the service runs as.
      if (!(await fs.promises.stat(root)).isDirectory()) throw new Error(`ENOTDIR: not a folder: ${root}`);
      const probe = partName(path.join(root, `.connection-test-${process.pid}-${Date.now()}`));
      await fs.promises.writeFile(probe, '');
      await fs.promises.unlink(probe);
    },
    isOpen: () => true,
    async close() {},
  };
}
