// The SFTP side of the test SFTP server (test-sftp-server.ts): one session's requests answered
// over the served folder, with the faults a test asks for (a dropped connection, a slow write).
import fs from 'node:fs';
import path from 'node:path';
import ssh2 from 'ssh2';
import type { SFTPWrapper } from 'ssh2';

const { STATUS_CODE, flagsToString } = ssh2.utils.sftp;

export type SftpServerOptions = {
  root: string;
  username: string;
  password: string;
  /** Called at each write; answering true closes the connection there (once per call that says so). */
  dropWhile?: (file: string, offset: number) => boolean;
  /** Called at each write, which is answered only when the promise it returns settles (a slow server). */
  beforeWrite?: (file: string, offset: number) => Promise<void>;
};

export type SftpStats = { refused: number; dropped: number; sessions: number; readBytes: number };

type Handle = { kind: 'file'; fd: number; file: string } | { kind: 'dir'; dir: string; sent: boolean };

/** What a session's handlers share: the server's options and figures, the served folder, the connection. */
export type SftpContext = {
  opts: SftpServerOptions;
  stats: SftpStats;
  local: (p: string) => string;
  client: { end(): void };
};

const attrsOf = (st: fs.Stats) => ({
  mode: st.mode,
  uid: 0,
  gid: 0,
  size: st.size,
  atime: Math.floor(st.atimeMs / 1000),
  mtime: Math.floor(st.mtimeMs / 1000),
});

/** The open handles of a session and the answers every request ends with. */
function sessionHandles(sftp: SFTPWrapper) {
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
  return { handles, handleBuf, handleOf, fail, run };
}

type Session = ReturnType<typeof sessionHandles>;

/** Paths, opening, reading, writing and closing files. */
function serveFiles(sftp: SFTPWrapper, { opts, stats, local, client }: SftpContext, { handles, handleBuf, handleOf, fail, run }: Session) {
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
}

/** Stats, folders, removal and renaming. */
function servePaths(sftp: SFTPWrapper, { local }: SftpContext, { handleBuf, handleOf, fail, run }: Session) {
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
}

/** Answers one SFTP session over the served folder. */
export function serveSftp(sftp: SFTPWrapper, ctx: SftpContext): void {
  const session = sessionHandles(sftp);
  serveFiles(sftp, ctx, session);
  servePaths(sftp, ctx, session);
}
