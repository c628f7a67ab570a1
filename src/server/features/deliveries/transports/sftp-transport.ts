// A store endpoint over SFTP (ssh2-sftp-client). Each file goes up under a temporary name and is
// renamed once the server has all of it; the POSIX rename extension replaces an earlier copy
// where the server offers it.
import type { Readable } from 'node:stream';
import SftpClient from 'ssh2-sftp-client';
import { assertRelativePath, collectAtMost, partName, type Transport } from './transport.ts';

export type SftpOptions = {
  host: string;
  port: number;
  username: string;
  password?: string;
  privateKey?: string;
  /** The endpoint's folder on the server. */
  root: string;
  timeoutMs?: number;
};

export async function sftpTransport(opts: SftpOptions): Promise<Transport> {
  // The library's own listeners print to the console; its failures reach us through the calls'
  // rejections. A connection that ended is not reused.
  let open = true;
  const gone = () => {
    open = false;
  };
  const client = new SftpClient('delivery', { error: () => undefined, end: gone, close: gone });
  const timeout = opts.timeoutMs ?? 20_000;
  await client.connect({
    host: opts.host,
    port: opts.port,
    username: opts.username,
    ...(opts.privateKey ? { privateKey: opts.privateKey } : { password: opts.password }),
    readyTimeout: timeout,
    timeout,
    retries: 0,
  });
  // SFTP is request and answer, most of them small: sent at once, not held back to fill a packet
  // (with the peer's delayed acknowledgement, that wait costs 40 ms a round trip).
  (client as unknown as { client: { setNoDelay(on: boolean): void } }).client.setNoDelay(true);
  const root = opts.root.replace(/\/+$/, '') || '.';
  const at = (p: string) => {
    assertRelativePath(p);
    return `${root}/${p}`;
  };
  const dirs = new Set<string>();
  const ensureDir = async (dir: string) => {
    if (dirs.has(dir)) return;
    if (!(await client.exists(dir))) await client.mkdir(dir, true);
    dirs.add(dir);
  };
  const listFiles = async (dir: string) => {
    const where = dir ? at(dir) : root;
    if (!(await client.exists(where))) return [];
    return (await client.list(where)).filter((e) => e.type === '-').map((e) => ({ name: e.name, size: e.size }));
  };
  return {
    async put(p: string, body: Readable | Buffer) {
      const file = at(p);
      await ensureDir(file.slice(0, file.lastIndexOf('/')));
      const tmp = partName(file);
      await client.put(body, tmp);
      try {
        await client.posixRename(tmp, file);
      } catch {
        // Servers without the extension: a plain rename, after removing an earlier copy.
        if (await client.exists(file)) await client.delete(file);
        await client.rename(tmp, file);
      }
    },
    async size(p: string) {
      const file = at(p);
      if ((await client.exists(file)) !== '-') return null;
      return (await client.stat(file)).size;
    },
    async list(dir: string) {
      return (await listFiles(dir)).map((f) => f.name);
    },
    listFiles,
    async read(p: string) {
      return (await client.get(at(p))) as Buffer;
    },
    async readAtMost(p: string, maxBytes: number) {
      // The stream asks the server for bytes 0 to maxBytes (its end is inclusive), and no more.
      return collectAtMost(client.createReadStream(at(p), { start: 0, end: maxBytes }), maxBytes);
    },
    async check() {
      const kind = await client.exists(root);
      if (kind !== 'd')
        throw new Error(kind ? `ENOTDIR: not a folder on the server: ${root}` : `ENOENT: no such folder on the server: ${root}`);
      await client.list(root);
    },
    isOpen: () => open,
    async close() {
      await client.end().catch(() => undefined);
    },
  };
}
