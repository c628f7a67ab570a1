// `npm run restore -- <backup folder> [--force]`: restores a backup of scripts/backup.ts into the
// instance that DATA_DIR (and DATABASE_URL) name, which must be empty: no embedded cluster in
// DATA_DIR/pg, no tables in DATABASE_URL's database, no other generated secrets in DATA_DIR.
// --force restores all the same: the embedded cluster there is moved aside (DATA_DIR/pg.before-restore-<time>),
// an external database's objects of the same names are dropped first (pg_restore --clean), and the
// secrets are replaced, and the files there are moved aside (DATA_DIR/files.before-restore-<time>),
// so none made after the backup is left without its row. Then the files are copied back, and the
// database is started once to check it (docs/backups.md).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { runAsIds } from '../src/server/db/embedded-access.ts';
import {
  DATA_SECRETS,
  copyTree,
  fail,
  instance,
  lastMigration,
  openDatabase,
  pgProgram,
  run,
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
if (manifest.method === 'base-backup') {
  if (inst.databaseUrl)
    fail('This backup is of an embedded database (a base backup): restore it with DATABASE_URL unset (docs/backups.md).');
  if (fs.existsSync(path.join(inst.pgDir, 'PG_VERSION'))) {
    if (!force) refuse(`${inst.pgDir} already holds a database`);
    const kept = aside(inst.pgDir);
    fs.renameSync(inst.pgDir, kept);
    console.log(`The database that was there is kept in ${kept}.`);
  }
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

// Started as the server starts it: the embedded cluster replays the backup's WAL now; a fresh
// DATA_DIR with a pg_dump backup gets a new, empty embedded cluster to restore into.
const db = await openDatabase(inst);
try {
  await withClient(db.url, async (client) => {
    if (manifest.method === 'pg_dump') {
      if ((await tableCount(client)) > 0 && !force) refuse('The database already has tables');
      const clean = force ? ['--clean', '--if-exists'] : [];
      run(pgProgram('pg_restore'), ['--no-owner', '--exit-on-error', ...clean, '--dbname', db.url, path.join(source, 'database.dump')]);
    }
    const migration = await lastMigration(client);
    if (migration !== manifest.lastMigration) fail(`The restored database is at ${migration}, the backup says ${manifest.lastMigration}`);
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
