// A store endpoint that is a folder on this machine (the embedded default: DATA_DIR/deliveries/<store>),
// so anyone can see exactly what a store would receive.
import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Readable } from 'node:stream';
import { assertRelativePath, partName, type Transport } from './transport.ts';

export function folderTransport(root: string): Transport {
  const at = (p: string) => {
    assertRelativePath(p);
    return path.join(root, ...p.split('/'));
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
    read: (p: string) => fs.promises.readFile(at(p)),
    isOpen: () => true,
    async close() {},
  };
}
