// `npm run restore -- <backup folder> [--force]`: restores a backup of scripts/backup.ts into the
// instance that DATA_DIR (and DATABASE_URL) name, which must be empty: no embedded cluster in
// DATA_DIR/pg, no tables in DATABASE_URL's database (which must exist), no other generated secrets
// in DATA_DIR. --force restores all the same: the embedded cluster there is moved aside
// (DATA_DIR/pg.before-restore-<time>, with its password), an external database is dumped to
// DATA_DIR/database.before-restore-<time>.dump and emptied, the secrets are replaced, and the files
// there are moved aside (DATA_DIR/files.before-restore-<time>), so none made after the backup is
// left without its row. A dump is restored in one transaction (pg_restore --single-transaction):
// all of it or nothing. Then the files are copied back, and the database is checked against the
// manifest (docs/backups.md).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type pg from 'pg';
import { runAsIds } from '../src/server/db/embedded-access.ts';
import {
  DATA_SECRETS,
  copyTree,
  fail,
  instance,
  lastMigration,
  openDatabase,
  runPgProgram,
  tableCount,
  withClient,
  type Manifest,
} from './backup-common.ts';

const args = process.argv.slice(2);
const force = args.includes('--force');
const given = args.find((a) => a !== '--force') ?? fail('Usage: npm run restore -- <backup folder> [--force]');
const source = path.resolve(given);
if (!fs.existsSync(path.join(source, 'manifest.json'))) fail(`${source} holds no manifest.json: not a backup of scripts/backup.ts`);
const manifest = JSON.parse(fs.readFileSync(path.join(source, 'manifest.json'), 'utf8')) as Manifest;
const inst = instance();
const started = performance.now();
const refuse = (what: string) => fail(`${what}; restore only into an empty instance, or add --force to restore over it.`);
const aside = (dir: string) => `${dir}.before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`;

// Every refusal before anything changes.
const secrets = fs.existsSync(path.join(source, 'secrets')) ? fs.readdirSync(path.join(source, 'secrets')) : [];
for (const f of secrets.filter((s) => DATA_SECRETS.includes(s))) {
  const there = path.join(inst.dataDir, f);
  if (!force && fs.existsSync(there) && !fs.readFileSync(there).equals(fs.readFileSync(path.join(source, 'secrets', f))))
    refuse(`${there} holds another secret`);
}
if (manifest.method === 'base-backup' && inst.databaseUrl)
  fail('This backup is of an embedded database (a base backup): restore it with DATABASE_URL unset (docs/backups.md).');
if (!inst.databaseUrl && fs.existsSync(path.join(inst.pgDir, 'PG_VERSION'))) {
  if (!force) refuse(`${inst.pgDir} already holds a database`);
  const kept = aside(inst.pgDir);
  fs.renameSync(inst.pgDir, kept);
  if (fs.existsSync(`${inst.pgDir}.secret`)) fs.renameSync(`${inst.pgDir}.secret`, `${kept}.secret`);
  console.log(`The database that was there is kept in ${kept}.`);
}
fs.mkdirSync(inst.dataDir, { recursive: true, mode: 0o755 });
fs.chmodSync(inst.dataDir, 0o755); // as boot.ts: the database user must reach DATA_DIR/pg

if (manifest.method === 'base-backup') {
  fs.rmSync(inst.pgDir, { recursive: true, force: true });
  copyTree(path.join(source, 'pg'), inst.pgDir);
  fs.chmodSync(inst.pgDir, 0o700);
  fs.copyFileSync(path.join(source, 'secrets', 'pg.secret'), `${inst.pgDir}.secret`);
  fs.chmodSync(`${inst.pgDir}.secret`, 0o600);
  const ids = runAsIds();
  if (ids) execFileSync('chown', ['-R', `${ids.uid}:${ids.gid}`, inst.pgDir]);
}

/**
 * Empties an external database for --force, its content kept in a dump in DATA_DIR first: every
 * schema but PostgreSQL's own is dropped with all it holds (extensions in them too), and public is
 * made again as PostgreSQL makes it, in one transaction. (pg_restore --clean cannot: it stops at
 * the job queue's partitioned tables, and leaves what the backup does not name.)
 */
async function emptyDatabase(client: pg.Client, url: string): Promise<void> {
  const kept = `${aside(path.join(inst.dataDir, 'database'))}.dump`;
  fs.writeFileSync(kept, '', { mode: 0o600 }); // everyone's data: its owner's only
  runPgProgram('pg_dump', ['--format=custom', '--no-owner', '--file', kept], url);
  console.log(`The database that was there is kept in ${kept}.`);
  const { rows } = await client.query<{ name: string }>(
    `select nspname as name from pg_namespace
      where nspname not in ('pg_catalog', 'information_schema') and nspname not like 'pg\\_toast%' and nspname not like 'pg\\_temp\\_%'`,
  );
  await client.query('begin');
  for (const { name } of rows) await client.query(`drop schema ${client.escapeIdentifier(name)} cascade`);
  await client.query('create schema public authorization pg_database_owner');
  await client.query('grant usage on schema public to public');
  await client.query(`comment on schema public is 'standard public schema'`);
  await client.query('commit');
}

// Started as the server starts it: the embedded cluster replays the backup's WAL now; a fresh
// DATA_DIR with a pg_dump backup gets a new, empty embedded cluster to restore into.
const db = await openDatabase(inst);
try {
  await withClient(db.url, async (client) => {
    if (manifest.method === 'pg_dump') {
      if ((await tableCount(client)) > 0) {
        if (!force) refuse('The database already has tables');
        await emptyDatabase(client, db.url);
      }
      runPgProgram('pg_restore', ['--no-owner', '--single-transaction', '--exit-on-error', path.join(source, 'database.dump')], db.url);
    }
    const migration = await lastMigration(client);
    if (migration !== manifest.lastMigration) fail(`The restored database is at ${migration}, the backup says ${manifest.lastMigration}`);
  }).catch((err: unknown) => {
    // 3D000: the database DATABASE_URL names does not exist.
    if ((err as { code?: string }).code === '3D000')
      fail(`${(err as Error).message}: create it, empty and owned by the role DATABASE_URL names, first (docs/backups.md)`);
    throw err;
  });
} finally {
  await db.close();
}

if (manifest.files === 'bucket')
  console.log('The files are in a bucket: restore the bucket copy taken after this backup (docs/backups.md).');
else {
  if (force && fs.existsSync(inst.filesDir) && fs.readdirSync(inst.filesDir).length > 0) {
    const kept = aside(inst.filesDir);
    fs.renameSync(inst.filesDir, kept);
    console.log(`The files that were there are kept in ${kept}.`);
  }
  if (fs.existsSync(path.join(source, 'files'))) copyTree(path.join(source, 'files'), inst.filesDir);
}
for (const f of secrets.filter((s) => DATA_SECRETS.includes(s))) {
  fs.copyFileSync(path.join(source, 'secrets', f), path.join(inst.dataDir, f));
  fs.chmodSync(path.join(inst.dataDir, f), 0o600);
}

console.log(
  `Restored ${source} (taken ${manifest.createdAt}, ${manifest.lastMigration}) into ${inst.dataDir} in ${((performance.now() - started) / 1000).toFixed(1)} s.`,
);
