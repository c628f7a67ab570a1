// What scripts/backup.ts and scripts/restore.ts share: where an instance keeps its data (as the
// server reads DATA_DIR and DATABASE_URL), its embedded database, tree copies, and the manifest.
// docs/backups.md
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import pg from 'pg';
import { createLogger } from '../src/server/logger.ts';
import { startEmbeddedPostgres } from '../src/server/db/embedded.ts';

export type Instance = {
  dataDir: string;
  /** An external database (DATABASE_URL); unset: the embedded cluster in DATA_DIR/pg. */
  databaseUrl?: string;
  pgDir: string;
  filesDir: string;
};

/** The instance this process's settings name, read as src/server/env.ts reads them. */
export function instance(): Instance {
  const dataDir = path.resolve(process.env.DATA_DIR || './data');
  const databaseUrl = process.env.DATABASE_URL || undefined;
  return { dataDir, databaseUrl, pgDir: path.join(dataDir, 'pg'), filesDir: path.join(dataDir, 'files') };
}

/** Secrets the server generates in DATA_DIR when they are not set: sessions, sealed database secrets and sandbox checkouts need them. */
export const DATA_SECRETS = ['auth-secret', 'sandbox-payment-secret'];

export type Manifest = {
  format: 1;
  createdAt: string;
  method: 'base-backup' | 'pg_dump';
  postgresVersion: string;
  databaseBytes: number;
  files: { count: number; bytes: number } | 'bucket';
  appVersion: string;
  lastMigration: string | null;
};

export const fail = (message: string): never => {
  console.error(message);
  process.exit(1);
};

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function freePort(): Promise<number> {
  const srv = net.createServer();
  await new Promise<void>((resolve) => srv.listen(0, '127.0.0.1', resolve));
  const { port } = srv.address() as net.AddressInfo;
  await new Promise((resolve) => srv.close(resolve));
  return port;
}

/**
 * A connection string for the instance's database and how to let it go: DATABASE_URL as it is; the
 * embedded cluster on the port of the server that runs it (postmaster.pid), or started here, on a
 * free port, when no server runs it (made first when there is none yet; stopped again by `close`).
 */
export async function openDatabase(inst: Instance): Promise<{ url: string; close: () => Promise<void> }> {
  if (inst.databaseUrl) return { url: inst.databaseUrl, close: async () => undefined };
  const pidFile = path.join(inst.pgDir, 'postmaster.pid');
  if (fs.existsSync(pidFile)) {
    const secret = fs.readFileSync(`${inst.pgDir}.secret`, 'utf8').trim();
    const lines = fs.readFileSync(pidFile, 'utf8').split('\n');
    if (isAlive(Number(lines[0]))) {
      return {
        url: `postgres://postgres:${encodeURIComponent(secret)}@127.0.0.1:${Number(lines[3])}/postgres`,
        close: async () => undefined,
      };
    }
  }
  const embedded = await startEmbeddedPostgres({ dir: inst.pgDir, port: await freePort(), log: createLogger('warn') });
  return { url: embedded.url, close: embedded.stop };
}

export async function withClient<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** Tables of ours (any schema but PostgreSQL's own): a database that has any is not empty. */
export async function tableCount(client: pg.Client): Promise<number> {
  const { rows } = await client.query<{ n: number }>(
    `select count(*)::int n from pg_tables where schemaname not in ('pg_catalog', 'information_schema')`,
  );
  return rows[0]!.n;
}

/**
 * Copies a tree file by file. `skip` leaves an entry (relative path) out, its folder kept empty.
 * A file that disappears while it is copied is left out: the embedded cluster's WAL replays it.
 */
export function copyTree(from: string, to: string, skip: (rel: string) => boolean = () => false): { count: number; bytes: number } {
  let count = 0;
  let bytes = 0;
  const walk = (rel: string) => {
    const src = path.join(from, rel);
    fs.mkdirSync(path.join(to, rel), { recursive: true, mode: 0o700 });
    for (const e of fs.readdirSync(src, { withFileTypes: true })) {
      const child = path.join(rel, e.name);
      if (skip(child)) continue;
      if (e.isDirectory()) walk(child);
      else if (e.isFile()) {
        try {
          fs.copyFileSync(path.join(from, child), path.join(to, child));
          count++;
          bytes += fs.statSync(path.join(to, child)).size;
        } catch (err) {
          if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
        }
      }
    }
  };
  walk('');
  return { count, bytes };
}

/** The newest migration applied to the database, by the journal of the code that reads it. */
export async function lastMigration(client: pg.Client): Promise<string | null> {
  const journal = JSON.parse(fs.readFileSync(new URL('../src/server/db/migrations/meta/_journal.json', import.meta.url), 'utf8')) as {
    entries: { tag: string }[];
  };
  const { rows } = await client
    .query<{ n: number }>(`select count(*)::int n from drizzle.__drizzle_migrations`)
    .catch(() => ({ rows: [{ n: 0 }] }));
  const n = rows[0]!.n;
  return n === 0 ? null : (journal.entries[n - 1]?.tag ?? `${n} migrations (newer than this code)`);
}

/**
 * Runs a PostgreSQL client program (pg_dump, pg_restore) from the folder PG_BIN names, else from
 * PATH, on the database `url` names. The password goes to it in PGPASSWORD, never on its command
 * line, which every user of the machine may read (ps).
 */
export function runPgProgram(name: string, args: string[], url: string): void {
  const program = process.env.PG_BIN ? path.join(process.env.PG_BIN, name) : name;
  const dbname = new URL(url);
  const env = { ...process.env };
  if (dbname.password) {
    env.PGPASSWORD = decodeURIComponent(dbname.password);
    dbname.password = '';
  }
  try {
    execFileSync(program, [...args, '--dbname', dbname.toString()], { stdio: ['ignore', 'inherit', 'inherit'], env });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT')
      fail(
        `${program} not found: install PostgreSQL's client programs, of the server's major version or newer, and name their folder in PG_BIN (PG_BIN=/usr/lib/postgresql/15/bin, say; docs/backups.md)`,
      );
    fail(`${name} failed: ${(err as Error).message}`);
  }
}
