// PostgreSQL refuses to run as root, so as root the embedded server runs as the `postgres` system
// user. That user must reach the binaries and the data folder even when they sit in a folder
// only root may enter (a clone in /root, a `mktemp -d` folder):
// - the binaries, libraries and share files are mirrored (hard links, or copies across file
//   systems) into a root-owned, world-readable folder keyed by the package version, made once;
// - the server is started with its working folder set to the data folder (chdir happens before
//   the user switch) and reaches it as /proc/self/cwd, so no folder of the user's is opened up.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export type Ids = { uid: number; gid: number };
export type Binaries = { initdb: string; postgres: string };

/** Root may not run PostgreSQL: run it as the `postgres` system user, created when missing. */
export function runAsIds(): Ids | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const lookup = () =>
    fromPasswd('postgres') ?? {
      uid: Number(execFileSync('id', ['-u', 'postgres']).toString().trim()),
      gid: Number(execFileSync('id', ['-g', 'postgres']).toString().trim()),
    };
  try {
    return lookup();
  } catch {
    execFileSync('sh', ['-c', 'getent group postgres >/dev/null || groupadd postgres; useradd -g postgres postgres']);
    return lookup();
  }
}

/** The user's ids from /etc/passwd (no process to start), when it is listed there. */
function fromPasswd(name: string): Ids | undefined {
  try {
    for (const line of fs.readFileSync('/etc/passwd', 'utf8').split('\n')) {
      const f = line.split(':');
      if (f[0] === name && f.length >= 4) return { uid: Number(f[2]), gid: Number(f[3]) };
    }
  } catch {
    // no /etc/passwd: ask id(1)
  }
  return undefined;
}

/** Whether the mode bits alone let the user search every folder down to target and use it. */
function modeAllows(ids: Ids, target: string): boolean {
  const allows = (st: fs.Stats) => {
    const bits = ids.uid === st.uid ? st.mode >> 6 : ids.gid === st.gid ? st.mode >> 3 : st.mode;
    return (bits & 1) === 1;
  };
  try {
    let dir = fs.realpathSync(target);
    if (!allows(fs.statSync(dir))) return false;
    while (dir !== path.dirname(dir)) {
      dir = path.dirname(dir);
      if (!allows(fs.statSync(dir))) return false;
    }
    return true;
  } catch {
    return false;
  }
}

/** Whether the user can run `test` on path (as spawn runs it: its own group only). The mode bits
 * answer quickly; when they say no, the user tries (an ACL may still let it). */
function canReach(ids: Ids, test: string, target: string): boolean {
  if (modeAllows(ids, target)) return true;
  try {
    execFileSync('/bin/sh', ['-c', `test ${test} "$1"`, 'sh', target], { ...ids, stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/** A folder that only root can change: root-owned, not a symlink, not writable by group or others. */
function rootOnly(dir: string): boolean {
  try {
    const st = fs.lstatSync(dir);
    return st.isDirectory() && st.uid === 0 && (st.mode & 0o022) === 0;
  } catch {
    return false;
  }
}

/** Hard links where possible (same file system, root-owned source), copies otherwise. */
function mirrorTree(from: string, to: string): void {
  fs.mkdirSync(to, { recursive: true, mode: 0o755 });
  fs.chmodSync(to, 0o755);
  for (const entry of fs.readdirSync(from, { withFileTypes: true })) {
    const src = path.join(from, entry.name);
    const dest = path.join(to, entry.name);
    if (entry.isSymbolicLink()) fs.symlinkSync(fs.readlinkSync(src), dest);
    else if (entry.isDirectory()) mirrorTree(src, dest);
    else if (entry.isFile()) {
      const st = fs.statSync(src);
      try {
        if (st.uid !== 0 || st.mode & 0o022) throw new Error('copy what only root may change');
        fs.linkSync(src, dest);
      } catch {
        fs.copyFileSync(src, dest);
        fs.chmodSync(dest, st.mode & 0o755);
      }
    }
  }
}

function shareRoots(): string[] {
  return ['/var/cache/tunelane', path.join(os.tmpdir(), 'tunelane-root')];
}

/**
 * The binaries as the postgres user can run them: where they are when it can reach them, else a
 * mirror of the package's `native` folder under a root-only folder (made once per version).
 */
export function reachableBinaries(bins: Binaries, ids: Ids, version: string, roots: string[] = shareRoots()): Binaries {
  if (canReach(ids, '-x', bins.postgres) && canReach(ids, '-x', bins.initdb)) return bins;
  const native = path.dirname(path.dirname(bins.postgres));
  const name = `postgresql-${version}-${os.platform()}-${os.arch()}`;
  const rel = (bin: string) => path.relative(native, bin);
  const failures: string[] = [];
  for (const root of roots) {
    try {
      fs.mkdirSync(root, { recursive: true, mode: 0o755 });
      if (!rootOnly(root)) throw new Error('not a folder only root can change');
      fs.chmodSync(root, 0o755);
      const target = path.join(root, name);
      if (!fs.existsSync(target)) {
        // Made aside and renamed into place whole, so a folder under this name is always complete.
        const partial = fs.mkdtempSync(path.join(root, '.partial-'));
        try {
          mirrorTree(native, partial);
          fs.writeFileSync(path.join(partial, '.complete'), `${native}\n`, { mode: 0o644 });
          fs.renameSync(partial, target);
        } catch (err) {
          fs.rmSync(partial, { recursive: true, force: true });
          if (!fs.existsSync(target)) throw err; // else another process made it first
        }
      }
      if (!fs.existsSync(path.join(target, '.complete'))) throw new Error(`${target} is incomplete: remove it`);
      if (!rootOnly(target)) throw new Error(`${target} is not a folder only root can change`);
      const mirrored = { initdb: path.join(target, rel(bins.initdb)), postgres: path.join(target, rel(bins.postgres)) };
      if (canReach(ids, '-x', mirrored.postgres) && canReach(ids, '-x', mirrored.initdb)) return mirrored;
      throw new Error('the postgres user cannot reach it');
    } catch (err) {
      failures.push(`${root}: ${(err as Error).message}`);
    }
  }
  throw new Error(
    `The embedded database runs as the "postgres" user, who cannot reach its programs in ${native}, and no shared copy could be made (${failures.join('; ')}). ` +
      'Run from a folder that user can enter, or set DATABASE_URL.',
  );
}

/**
 * How the server names its data folder: the path itself when the postgres user can enter it,
 * else /proc/self/cwd (its working folder, entered as root before the user switch).
 */
export function dataDirArg(dataDir: string, ids: Ids | undefined): string {
  if (!ids || canReach(ids, '-d', dataDir)) return dataDir;
  if (process.platform === 'linux' && fs.existsSync('/proc/self/cwd')) return '/proc/self/cwd';
  throw new Error(
    `The embedded database runs as the "postgres" user, who cannot enter ${dataDir}. ` +
      'Set DATA_DIR to a folder that user can reach (every parent searchable), or set DATABASE_URL.',
  );
}
