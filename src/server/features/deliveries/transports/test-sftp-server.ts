// A real SFTP server on loopback for the delivery tests and benchmark (the ssh2 package's server),
// serving a folder. It can refuse logins and drop a connection in the middle of a file, the faults
// a store's server shows. Starting it fails loudly: a test needing it never runs without it.
import fs from 'node:fs';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import ssh2 from 'ssh2';

const { Server, utils } = ssh2;
const { STATUS_CODE, flagsToString } = utils.sftp;

export type SftpServerOptions = {
  root: string;
  username: string;
  password: string;
  /** Called at each write; answering true closes the connection there (once per call that says so). */
  dropWhile?: (file: string, offset: number) => boolean;
  /** Called at each write, which is answered only when the promise it returns settles (a slow server). */
  beforeWrite?: (file: string, offset: number) => Promise<void>;
};

export type TestSftpServer = {
  port: number;
  /** Logins refused, connections dropped, sessions opened and file bytes sent so far. */
  stats: { refused: number; dropped: number; sessions: number; readBytes: number };
  /** Hangs up on every client connected now (a server restarted, an idle timeout). */
  hangUp(): void;
  close(): Promise<void>;
};

type Handle = { kind: 'file'; fd: number; file: string } | { kind: 'dir'; dir: string; sent: boolean };

const attrsOf = (st: fs.Stats) => ({
  mode: st.mode,
  uid: 0,
  gid: 0,
  size: st.size,
  atime: Math.floor(st.atimeMs / 1000),
  mtime: Math.floor(st.mtimeMs / 1000),
});

export async function startSftpServer(opts: SftpServerOptions): Promise<TestSftpServer> {
  fs.mkdirSync(opts.root, { recursive: true });
  const stats = { refused: 0, dropped: 0, sessions: 0, readBytes: 0 };
  const hostKey = utils.generateKeyPairSync('ed25519').private;
  const local = (p: string) => {
    const rel = path.posix.normalize(`/${p}`);
    return path.join(opts.root, ...rel.split('/').filter(Boolean));
  };
  const clients = new Set<{ end(): void }>();
  const server = new Server({ hostKeys: [hostKey] }, (client) => {
    clients.add(client);
    (client as unknown as { setNoDelay(on: boolean): void }).setNoDelay(true); // small requests and answers: sent at once
    client.on('close', () => clients.delete(client));
    client.on('authentication', (ctx) => {
      if (ctx.method === 'password' && ctx.username === opts.username && ctx.password === opts.password) return ctx.accept();
      if (ctx.method === 'password') stats.refused++;
      ctx.reject(['password']);
    });
    client.on('error', () => undefined);
    client.on('ready', () => {
      client.on('session', (accept) => {
        const session = accept();
        session.on('sftp', (acceptSftp) => {
          stats.sessions++;
          const sftp = acceptSftp();
          const handles = new Map<number, Handle>();
          let next = 0;
          const handleBuf = (h: Handle) => {
            const id = next++;
            handles.set(id, h);
            const b = Buffer.alloc(4);
            b.writeUInt32BE(id);
            return b;
          };
          const handleOf = (b: Buffer) => (b.length === 4 ? handles.get(b.readUInt32BE(0)) : undefined);
          const fail = (reqid: number, err: unknown) =>
            sftp.status(reqid, (err as NodeJS.ErrnoException).code === 'ENOENT' ? STATUS_CODE.NO_SUCH_FILE : STATUS_CODE.FAILURE);
          const run = (reqid: number, fn: () => void) => {
            try {
              fn();
              sftp.status(reqid, STATUS_CODE.OK);
            } catch (err) {
              fail(reqid, err);
            }
          };
          sftp.on('REALPATH', (reqid, p) => {
            const abs = path.posix.normalize(`/${p}`);
            sftp.name(reqid, [{ filename: abs, longname: abs, attrs: {} as never }]);
          });
          sftp.on('OPEN', (reqid, filename, flags) => {
            try {
              const fd = fs.openSync(local(filename), flagsToString(flags) ?? 'r');
              sftp.handle(reqid, handleBuf({ kind: 'file', fd, file: filename }));
            } catch (err) {
              fail(reqid, err);
            }
          });
          sftp.on('WRITE', (reqid, handle, offset, data) => {
            const h = handleOf(handle);
            if (h?.kind !== 'file') return sftp.status(reqid, STATUS_CODE.FAILURE);
            if (opts.dropWhile?.(h.file, offset)) {
              stats.dropped++;
              fs.closeSync(h.fd);
              handles.delete(handle.readUInt32BE(0));
              client.end();
              return;
            }
            if (!opts.beforeWrite) return run(reqid, () => fs.writeSync(h.fd, data, 0, data.length, offset));
            void opts.beforeWrite(h.file, offset).then(
              () => run(reqid, () => fs.writeSync(h.fd, data, 0, data.length, offset)),
              (err: unknown) => fail(reqid, err),
            );
          });
          sftp.on('READ', (reqid, handle, offset, length) => {
            const h = handleOf(handle);
            if (h?.kind !== 'file') return sftp.status(reqid, STATUS_CODE.FAILURE);
            const buf = Buffer.alloc(length);
            const n = fs.readSync(h.fd, buf, 0, length, offset);
            stats.readBytes += n;
            if (n === 0) sftp.status(reqid, STATUS_CODE.EOF);
            else sftp.data(reqid, buf.subarray(0, n));
          });
          sftp.on('CLOSE', (reqid, handle) => {
            const h = handleOf(handle);
            if (!h) return sftp.status(reqid, STATUS_CODE.FAILURE);
            handles.delete(handle.readUInt32BE(0));
            run(reqid, () => h.kind === 'file' && fs.closeSync(h.fd));
          });
          sftp.on('FSTAT', (reqid, handle) => {
            const h = handleOf(handle);
            if (h?.kind !== 'file') return sftp.status(reqid, STATUS_CODE.FAILURE);
            sftp.attrs(reqid, attrsOf(fs.fstatSync(h.fd)));
          });
          const stat = (reqid: number, p: string) => {
            try {
              sftp.attrs(reqid, attrsOf(fs.statSync(local(p))));
            } catch (err) {
              fail(reqid, err);
            }
          };
          sftp.on('STAT', stat);
          sftp.on('LSTAT', stat);
          sftp.on('SETSTAT', (reqid) => sftp.status(reqid, STATUS_CODE.OK));
          sftp.on('FSETSTAT', (reqid) => sftp.status(reqid, STATUS_CODE.OK));
          sftp.on('OPENDIR', (reqid, p) => {
            try {
              if (!fs.statSync(local(p)).isDirectory()) throw new Error('not a directory');
              sftp.handle(reqid, handleBuf({ kind: 'dir', dir: p, sent: false }));
            } catch (err) {
              fail(reqid, err);
            }
          });
          sftp.on('READDIR', (reqid, handle) => {
            const h = handleOf(handle);
            if (h?.kind !== 'dir') return sftp.status(reqid, STATUS_CODE.FAILURE);
            if (h.sent) return sftp.status(reqid, STATUS_CODE.EOF);
            h.sent = true;
            const names = fs.readdirSync(local(h.dir)).map((name) => {
              const st = fs.statSync(path.join(local(h.dir), name));
              return {
                filename: name,
                longname: `${st.isDirectory() ? 'd' : '-'}rw-r--r-- 1 0 0 ${st.size} Jan 1 00:00 ${name}`,
                attrs: attrsOf(st),
              };
            });
            if (!names.length) return sftp.status(reqid, STATUS_CODE.EOF);
            sftp.name(reqid, names);
          });
          sftp.on('MKDIR', (reqid, p) => run(reqid, () => fs.mkdirSync(local(p))));
          sftp.on('RMDIR', (reqid, p) => run(reqid, () => fs.rmdirSync(local(p))));
          sftp.on('REMOVE', (reqid, p) => run(reqid, () => fs.unlinkSync(local(p))));
          // SFTP v3 rename, as OpenSSH answers it: refused when the target exists.
          sftp.on('RENAME', (reqid, from, to) =>
            run(reqid, () => {
              if (fs.existsSync(local(to))) throw new Error('target exists');
              fs.renameSync(local(from), local(to));
            }),
          );
        });
      });
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  return {
    port: (server.address() as AddressInfo).port,
    stats,
    hangUp: () => {
      for (const c of clients) c.end();
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        for (const c of clients) c.end();
      }),
  };
}
