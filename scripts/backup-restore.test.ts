// Backup and restore (docs/backups.md): an instance on an embedded PostgreSQL of its own, with
// accounts, releases with tracks, uploaded files, ledger entries and a delivery, is backed up by
// scripts/backup.ts while it runs, restored by scripts/restore.ts into an empty DATA_DIR, and the
// restored instance holds every one of them (rows and file bytes) and its server serves a
// restored file to its owner.
import { execFile, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import type pg from 'pg';
import { afterAll, expect, it } from 'vitest';
import { TEST_SENDER_DPID } from '../src/domain/dpid.ts';
import { createApp } from '../src/server/app.ts';
import { jobDefs } from '../src/server/composition.ts';
import { startEmbeddedPostgres, type EmbeddedPostgres } from '../src/server/db/embedded.ts';
import { runMigrations } from '../src/server/db/migrate.ts';
import { createDatabase } from '../src/server/db/pool.ts';
import { createDeps, type Deps } from '../src/server/deps.ts';
import { readEnv } from '../src/server/env.ts';
import { bindJobs } from '../src/server/jobs/job.ts';
import { createLogger } from '../src/server/logger.ts';
import { freePort, restartableApp, stopApp } from '../src/server/test/app-process.ts';
import { approvedRelease, queueFor } from '../src/server/test/deliveries.ts';
import { importAndConfirm, releaseWithCodes, reportCsv } from '../src/server/test/royalties.ts';
import { ORIGIN, type TestContext } from '../src/server/test/test-context.ts';
import { pngImage } from '../src/server/test/upload-fixtures.ts';
import { createUser } from '../src/server/test/users.ts';

const run = promisify(execFile);
const root = path.resolve(`.data-test/backup-${process.pid}`);
const sourceDir = path.join(root, 'source');
const backupDir = path.join(root, 'backup');
const restoredDir = path.join(root, 'restored');
/** The tables the backup must carry whole, each in a stable order. */
const TABLES = [
  'users',
  'accounts',
  'profiles',
  'music_releases',
  'release_tracks',
  'uploaded_files',
  'earnings_ledger',
  'sales_imports',
  'deliveries',
] as const;
let embedded: EmbeddedPostgres | undefined;
let deps: Deps | undefined;
let server: ChildProcess | undefined;

afterAll(async () => {
  await stopApp(server);
  await deps?.jobs.stop();
  await deps?.realtime.stop();
  await deps?.pool.end().catch(() => undefined);
  await embedded?.stop();
  fs.rmSync(root, { recursive: true, force: true });
});

/** A script as an operator runs it, for the instance in `dataDir`; its output and exit code. */
async function script(name: string, args: string[], dataDir: string): Promise<{ code: number; out: string }> {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir };
  for (const k of ['DATABASE_URL', 'S3_BUCKET', 'PG_BIN']) delete env[k];
  try {
    const { stdout, stderr } = await run(process.execPath, [`scripts/${name}.ts`, ...args], { env });
    return { code: 0, out: stdout + stderr };
  } catch (err) {
    const e = err as { code: number; stdout: string; stderr: string };
    return { code: e.code, out: e.stdout + e.stderr };
  }
}

/** Every listed table's rows, as JSON, in primary key order. */
async function tables(client: pg.Client | pg.Pool): Promise<Record<(typeof TABLES)[number], unknown[]>> {
  const out = {} as Record<(typeof TABLES)[number], unknown[]>;
  for (const t of TABLES) out[t] = (await client.query(`select * from ${t} order by 1`)).rows.map((r) => JSON.parse(JSON.stringify(r)));
  return out;
}

const sha256 = (file: string) => createHash('sha256').update(fs.readFileSync(file)).digest('hex');

/** The source: the app in this process on an embedded cluster in `sourceDir`, its files on disk there. */
async function sourceInstance(): Promise<TestContext> {
  const log = createLogger('fatal');
  fs.mkdirSync(sourceDir, { recursive: true, mode: 0o755 });
  embedded = await startEmbeddedPostgres({ dir: path.join(sourceDir, 'pg'), port: await freePort(), log });
  const env = readEnv({
    NODE_ENV: 'test',
    PUBLIC_URL: ORIGIN,
    DATA_DIR: sourceDir,
    LOG_LEVEL: 'fatal',
    AUTH_RATE_LIMIT: 'off',
    USER_CACHE: 'off',
    DDEX_PARTY_ID: TEST_SENDER_DPID,
    ...(process.env.DDEX_DIR ? { DDEX_DIR: process.env.DDEX_DIR } : {}),
  });
  const database = createDatabase(embedded.url, 5, log);
  await runMigrations(database);
  deps = await createDeps(env, log, database);
  await deps.jobs.start(bindJobs(deps, jobDefs()), { workers: false });
  const app = createApp(deps);
  const request = (method: string, p: string, init: { body?: unknown; cookie?: string } = {}) =>
    app.request(p, {
      method,
      headers: { Origin: ORIGIN, 'Content-Type': 'application/json', ...(init.cookie ? { Cookie: init.cookie } : {}) },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
  return { app, deps, request } as unknown as TestContext;
}

it('restores accounts, releases, files, ledger entries and deliveries into an empty instance whose server serves them', async () => {
  fs.rmSync(root, { recursive: true, force: true });
  const ctx = await sourceInstance();
  const admin = await createUser(ctx, { admin: true });
  const mira = await createUser(ctx, { name: 'Mira K' });
  const ava = await createUser(ctx, { name: 'Ava' });
  const approved = await approvedRelease(ctx, mira, { tracks: 2 });
  const [delivery] = await queueFor(ctx, approved, ['spotify'], { jobs: false });
  await releaseWithCodes(ctx, ava, { title: 'Paid Song', upc: '860000000019', isrcs: ['USBAK2600001', 'USBAK2600002'] });
  await importAndConfirm(
    ctx,
    admin,
    reportCsv([
      { isrc: 'USBAK2600001', quantity: '1000', amount: '4.25' },
      { isrc: 'USBAK2600002', quantity: '10', amount: '0.04' },
    ]),
  );

  const before = await tables(deps!.pool);
  expect(before.deliveries.map((d) => (d as { id: string }).id)).toEqual([delivery]);
  expect(before.earnings_ledger).not.toHaveLength(0);
  expect(before.uploaded_files).toHaveLength(3); // the cover and two tracks
  const keys = before.uploaded_files.flatMap((f) => {
    const { storage_key, thumbnail_key } = f as { storage_key: string; thumbnail_key: string | null };
    return thumbnail_key ? [storage_key, thumbnail_key] : [storage_key];
  });
  const hashes = keys.map((k) => sha256(path.join(sourceDir, 'files', k)));

  // Taken while the app runs, as in production.
  let t0 = performance.now();
  const backup = await script('backup', [backupDir], sourceDir);
  const backupSeconds = (performance.now() - t0) / 1000;
  expect(backup.code, backup.out).toBe(0);
  const manifest = JSON.parse(fs.readFileSync(path.join(backupDir, 'manifest.json'), 'utf8')) as Record<string, unknown>;
  expect(manifest).toMatchObject({
    method: 'base-backup',
    files: { count: 4 } /* and the cover's thumbnail */,
    lastMigration: expect.stringMatching(/^\d{4}_/),
  });
  await deps!.jobs.stop();
  await deps!.realtime.stop();
  await deps!.pool.end();
  deps = undefined;
  await embedded!.stop();
  embedded = undefined;

  t0 = performance.now();
  const restore = await script('restore', [backupDir], restoredDir);
  const restoreSeconds = (performance.now() - t0) / 1000;
  expect(restore.code, restore.out).toBe(0);
  const again = await script('restore', [backupDir], restoredDir);
  expect(again.code).not.toBe(0);
  expect(again.out).toContain('--force');
  console.info(`backup ${backupSeconds.toFixed(1)} s, restore ${restoreSeconds.toFixed(1)} s, ${JSON.stringify(manifest)}`); // docs/benchmarks.md

  // The restored instance's own server, started as in production, with no secret given to it.
  const restored = await restartableApp(restoredDir);
  const { url } = restored;
  server = await restored.start();
  const client = await restored.database();
  const after = await tables(client).finally(() => client.end());
  expect(after).toEqual(before);
  expect(keys.map((k) => sha256(path.join(restoredDir, 'files', k)))).toEqual(hashes);

  // Mira's session, signed with the secret the backup carried, opens her cover; Ava's does not.
  const cover = before.uploaded_files.find((f) => (f as { kind: string }).kind === 'cover') as { id: string; storage_key: string };
  const res = await fetch(`${url}/api/files/${cover.id}`, { headers: { Cookie: mira.cookie } });
  expect(res.status).toBe(200);
  expect(
    createHash('sha256')
      .update(Buffer.from(await res.arrayBuffer()))
      .digest('hex'),
  ).toBe(hashes[keys.indexOf(cover.storage_key)]);
  expect((await fetch(`${url}/api/files/${cover.id}`, { headers: { Cookie: ava.cookie } })).status).toBe(404);

  // Restored again over the running instance's later work, with --force: back to the backup, what
  // was there kept aside.
  const later = await fetch(`${url}/api/uploads/cover?name=later.png`, {
    method: 'PUT',
    headers: { Origin: url, Cookie: mira.cookie, 'Content-Type': 'application/octet-stream' },
    body: new Uint8Array(await pngImage(1400, 1400)),
  });
  expect(later.status).toBe(201);
  await stopApp(server);
  server = undefined;
  const forced = await script('restore', [backupDir, '--force'], restoredDir);
  expect(forced.code, forced.out).toBe(0);
  const keptAside = fs.readdirSync(restoredDir).filter((f) => f.includes('.before-restore-'));
  expect(keptAside.map((f) => f.replace(/\.before-restore-.*/, '')).sort()).toEqual(['files', 'pg']);
  const filesNow = (fs.readdirSync(path.join(restoredDir, 'files'), { recursive: true }) as string[]).filter((f) =>
    fs.statSync(path.join(restoredDir, 'files', f)).isFile(),
  );
  expect(filesNow.sort()).toEqual([...keys].sort());
  server = await restored.start();
  const forcedClient = await restored.database();
  expect(await tables(forcedClient).finally(() => forcedClient.end())).toEqual(before);
}, 240_000);
