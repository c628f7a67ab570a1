// Backup and restore (docs/backups.md) of an instance on a PostgreSQL server of its own
// (DATABASE_URL): a throwaway Debian PostgreSQL 15 cluster (the oldest version we support, as
// .ci/run starts one) serves the source database and an empty second one, both owned by an
// ordinary role, as an operator would set them up. scripts/backup.ts takes it with pg_dump while
// the app runs, scripts/restore.ts puts it into the second database with pg_restore (both from
// PG_BIN); the checks are scripts/backup-restore-case.ts's. Fails, never skips, without
// PostgreSQL 15.
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, expect, it } from 'vitest';
import { freePort } from '../src/server/test/app-process.ts';
import { backupRestoreCase, script } from './backup-restore-case.ts';

const PG_BIN = '/usr/lib/postgresql/15/bin';
const ROLE = 'tunelane';
const password = randomBytes(12).toString('hex');
let cluster: { dir: string; port: number } | undefined;

/** Root may not run PostgreSQL: as root, the cluster's programs run as the `postgres` user. */
function asPostgres(program: string, args: string[]): void {
  const [cmd, argv] = process.getuid?.() === 0 ? ['runuser', ['-u', 'postgres', '--', program, ...args]] : [program, args];
  execFileSync(cmd, argv, { stdio: ['ignore', 'pipe', 'pipe'] });
}

/** The cluster in a folder of its own, on a free port of 127.0.0.1 and a socket in that folder. */
async function startCluster(): Promise<{ dir: string; port: number }> {
  const missing = ['initdb', 'pg_ctl', 'postgres', 'pg_dump', 'pg_restore'].filter((p) => !fs.existsSync(path.join(PG_BIN, p)));
  if (missing.length)
    throw new Error(`PostgreSQL 15 is missing: no ${missing.join(', ')} in ${PG_BIN} (apt-get install postgresql-15; .ci/run installs it)`);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tunelane-pg15-'));
  fs.chmodSync(dir, 0o755);
  if (process.getuid?.() === 0) execFileSync('chown', ['postgres:postgres', dir]);
  const port = await freePort();
  cluster = { dir, port };
  asPostgres(path.join(PG_BIN, 'initdb'), [
    '-D',
    path.join(dir, 'data'),
    '-U',
    'postgres',
    '--auth-local=trust',
    '--auth-host=scram-sha-256',
    '-E',
    'UTF8',
    '--locale=C',
  ]);
  // No fsync: nothing in this cluster outlives the test.
  asPostgres(path.join(PG_BIN, 'pg_ctl'), [
    '-D',
    path.join(dir, 'data'),
    '-o',
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off`,
    '-l',
    path.join(dir, 'log'),
    '-w',
    'start',
  ]);
  // An ordinary role owning both databases, as docs/backups.md ("Into your own PostgreSQL") has the operator make them.
  const admin = new pg.Client({ host: dir, port, user: 'postgres', database: 'postgres' });
  await admin.connect();
  try {
    await admin.query(`create role ${ROLE} login password '${password}'`);
    await admin.query(`create database tunelane owner ${ROLE}`);
    await admin.query(`create database tunelane_restored owner ${ROLE}`);
  } finally {
    await admin.end();
  }
  return { dir, port };
}

let port = 0;
const databaseUrl = (db: string) => `postgres://${ROLE}:${password}@127.0.0.1:${port}/${db}`;

const externalCase = backupRestoreCase({
  name: 'backup-external',
  databases: async () => {
    ({ port } = await startCluster());
    const sourceUrl = databaseUrl('tunelane');
    return {
      sourceUrl,
      sourceEnv: { DATABASE_URL: sourceUrl },
      restoredEnv: { DATABASE_URL: databaseUrl('tunelane_restored') },
      stopSource: async () => undefined, // the cluster serves the restored database too: stopped after all
    };
  },
  scriptEnv: { PG_BIN },
  method: 'pg_dump',
  keptAside: ['database.dump', 'files'],
  restoredClient: async (_app, { DATABASE_URL }) => {
    const client = new pg.Client({ connectionString: DATABASE_URL });
    await client.connect();
    return client;
  },
});

afterAll(async () => {
  try {
    await externalCase.cleanup();
  } finally {
    if (cluster) {
      asPostgres(path.join(PG_BIN, 'pg_ctl'), ['-D', path.join(cluster.dir, 'data'), '-m', 'fast', '-w', 'stop']);
      fs.rmSync(cluster.dir, { recursive: true, force: true });
    }
  }
});

it('restores a DATABASE_URL instance (pg_dump of PostgreSQL 15) into an empty database and DATA_DIR whose server serves it', async () => {
  await externalCase.run();
  // A database that does not exist is not made: the operator creates it, owned by the right role.
  const missing = await script('restore', [externalCase.backupDir], path.join(externalCase.root, 'missing'), {
    DATABASE_URL: databaseUrl('tunelane_missing'),
    PG_BIN,
  });
  expect(missing.code).not.toBe(0);
  expect(missing.out).toContain('database "tunelane_missing" does not exist: create it');
  expect(missing.out).not.toContain(password);
}, 240_000);
