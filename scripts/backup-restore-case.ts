// What the backup and restore tests share (docs/backups.md): an instance with accounts, releases
// with tracks, uploaded files, ledger entries and a delivery is backed up by scripts/backup.ts
// while its app runs, restored by scripts/restore.ts into an empty instance, and the restored
// instance must hold every one of them (rows and file bytes), its server must serve a restored file
// to its owner only, a second restore must be refused and one with --force must bring the backup
// back over later work. Each test names where the database lives (the embedded cluster, or a
// PostgreSQL server of its own by DATABASE_URL).
import { execFile, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import type pg from 'pg';
import { expect } from 'vitest';
import { TEST_SENDER_DPID } from '../src/domain/dpid.ts';
import { createApp } from '../src/server/app.ts';
import { jobDefs } from '../src/server/composition.ts';
import { runMigrations } from '../src/server/db/migrate.ts';
import { createDatabase } from '../src/server/db/pool.ts';
import { createDeps, type Deps } from '../src/server/deps.ts';
import { readEnv } from '../src/server/env.ts';
import { bindJobs } from '../src/server/jobs/job.ts';
import { createLogger } from '../src/server/logger.ts';
import { restartableApp, stopApp } from '../src/server/test/app-process.ts';
import { approvedRelease, queueFor } from '../src/server/test/deliveries.ts';
import { importAndConfirm, releaseWithCodes, reportCsv } from '../src/server/test/royalties.ts';
import { ORIGIN, type TestContext } from '../src/server/test/test-context.ts';
import { pngImage } from '../src/server/test/upload-fixtures.ts';
import { createUser } from '../src/server/test/users.ts';

const execFileAsync = promisify(execFile);

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
type Rows = Record<(typeof TABLES)[number], unknown[]>;

type RestoredApp = Awaited<ReturnType<typeof restartableApp>>;

export type BackupRestoreCase = {
  /** A folder of the test's own under .data-test (test files may share a process, so its id is not enough). */
  name: string;
  /**
   * Starts the source's database, its data folder given: its URL, the settings that name it to the
   * scripts (`sourceEnv`, none for the embedded cluster), those the scripts and the restored server
   * get besides DATA_DIR (`restoredEnv`: DATABASE_URL of the empty database to restore into), and
   * how to stop the source's database once it is backed up.
   */
  databases: (dataDir: string) => Promise<{
    sourceUrl: string;
    sourceEnv: Record<string, string>;
    restoredEnv: Record<string, string>;
    stopSource: () => Promise<void>;
  }>;
  /** Settings only the scripts get (PG_BIN). */
  scriptEnv?: Record<string, string>;
  method: 'base-backup' | 'pg_dump';
  /** What `restore --force` keeps aside in DATA_DIR, named without `.before-restore-<time>`. */
  keptAside: string[];
  /** A client of the restored database while its server runs. */
  restoredClient: (app: RestoredApp, restoredEnv: Record<string, string>) => Promise<pg.Client>;
};

/** A script as an operator runs it, for the instance in `dataDir`; its output and exit code. */
export async function script(name: string, args: string[], dataDir: string, settings: Record<string, string>) {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir };
  for (const k of ['DATABASE_URL', 'S3_BUCKET', 'PG_BIN']) delete env[k];
  try {
    const { stdout, stderr } = await execFileAsync(process.execPath, [`scripts/${name}.ts`, ...args], { env: { ...env, ...settings } });
    return { code: 0, out: stdout + stderr };
  } catch (err) {
    const e = err as { code: number; stdout: string; stderr: string };
    return { code: e.code, out: e.stdout + e.stderr };
  }
}

/** Every listed table's rows, as JSON, in primary key order. */
async function tables(client: pg.Client | pg.Pool): Promise<Rows> {
  const out = {} as Rows;
  for (const t of TABLES) out[t] = (await client.query(`select * from ${t} order by 1`)).rows.map((r) => JSON.parse(JSON.stringify(r)));
  return out;
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** The source's app in this process on `url`, its files on disk in `dataDir`. */
async function sourceApp(dataDir: string, url: string): Promise<{ ctx: TestContext; deps: Deps }> {
  const log = createLogger('fatal');
  const env = readEnv({
    NODE_ENV: 'test',
    PUBLIC_URL: ORIGIN,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'fatal',
    AUTH_RATE_LIMIT: 'off',
    USER_CACHE: 'off',
    DDEX_PARTY_ID: TEST_SENDER_DPID,
    ...(process.env.DDEX_DIR ? { DDEX_DIR: process.env.DDEX_DIR } : {}),
  });
  const database = createDatabase(url, 5, log);
  await runMigrations(database);
  const deps = await createDeps(env, log, database);
  await deps.jobs.start(bindJobs(deps, jobDefs()), { workers: false });
  const app = createApp(deps);
  const request = (method: string, p: string, init: { body?: unknown; cookie?: string } = {}) =>
    app.request(p, {
      method,
      headers: { Origin: ORIGIN, 'Content-Type': 'application/json', ...(init.cookie ? { Cookie: init.cookie } : {}) },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
  return { ctx: { app, deps, request } as unknown as TestContext, deps };
}

/** Accounts, releases with tracks and files, a delivery and a confirmed sales import; the rows and the files' hashes. */
async function fill(ctx: TestContext, deps: Deps, filesDir: string) {
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
  const before = await tables(deps.pool);
  expect(before.deliveries.map((d) => (d as { id: string }).id)).toEqual([delivery]);
  expect(before.earnings_ledger).not.toHaveLength(0);
  expect(before.uploaded_files).toHaveLength(3); // the cover and two tracks
  const keys = before.uploaded_files.flatMap((f) => {
    const { storage_key, thumbnail_key } = f as { storage_key: string; thumbnail_key: string | null };
    return thumbnail_key ? [storage_key, thumbnail_key] : [storage_key];
  });
  const hashes = keys.map((k) => sha256(fs.readFileSync(path.join(filesDir, k))));
  return { mira, ava, before, keys, hashes };
}

/**
 * The case, and what is left running when it fails (for afterAll). Each test file makes its own:
 * nothing here is kept between files.
 */
export function backupRestoreCase(c: BackupRestoreCase): {
  run: () => Promise<void>;
  cleanup: () => Promise<void>;
  root: string;
  backupDir: string;
} {
  const root = path.resolve(`.data-test/${c.name}-${process.pid}`);
  const sourceDir = path.join(root, 'source');
  const backupDir = path.join(root, 'backup');
  const restoredDir = path.join(root, 'restored');
  let deps: Deps | undefined;
  let stopSourceDatabase: (() => Promise<void>) | undefined;
  let server: ChildProcess | undefined;

  const stopSource = async () => {
    await deps?.jobs.stop();
    await deps?.realtime.stop();
    await deps?.pool.end().catch(() => undefined);
    deps = undefined;
    await stopSourceDatabase?.();
    stopSourceDatabase = undefined;
  };

  const run = async () => {
    fs.rmSync(root, { recursive: true, force: true });
    fs.mkdirSync(sourceDir, { recursive: true, mode: 0o755 });
    const { sourceUrl, sourceEnv, restoredEnv, stopSource: stop } = await c.databases(sourceDir);
    stopSourceDatabase = stop;
    const started = await sourceApp(sourceDir, sourceUrl);
    deps = started.deps;
    const { mira, ava, before, keys, hashes } = await fill(started.ctx, deps, path.join(sourceDir, 'files'));

    // Taken while the app runs, as in production.
    let t0 = performance.now();
    const backup = await script('backup', [backupDir], sourceDir, { ...sourceEnv, ...c.scriptEnv });
    const backupSeconds = (performance.now() - t0) / 1000;
    expect(backup.code, backup.out).toBe(0);
    const manifest = JSON.parse(fs.readFileSync(path.join(backupDir, 'manifest.json'), 'utf8')) as Record<string, unknown>;
    expect(manifest).toMatchObject({
      method: c.method,
      files: { count: 4 } /* and the cover's thumbnail */,
      lastMigration: expect.stringMatching(/^\d{4}_/),
    });
    await stopSource();

    const restoreSettings = { ...restoredEnv, ...c.scriptEnv };
    t0 = performance.now();
    const restore = await script('restore', [backupDir], restoredDir, restoreSettings);
    const restoreSeconds = (performance.now() - t0) / 1000;
    expect(restore.code, restore.out).toBe(0);
    const again = await script('restore', [backupDir], restoredDir, restoreSettings);
    expect(again.code).not.toBe(0);
    expect(again.out).toContain('--force');
    console.info(`backup ${backupSeconds.toFixed(1)} s, restore ${restoreSeconds.toFixed(1)} s, ${JSON.stringify(manifest)}`); // docs/benchmarks.md

    // The restored instance's own server, started as in production, with no secret given to it.
    const restored = await restartableApp(restoredDir, restoredEnv);
    const { url } = restored;
    server = await restored.start();
    const client = await c.restoredClient(restored, restoredEnv);
    const after = await tables(client).finally(() => client.end());
    expect(after).toEqual(before);
    expect(keys.map((k) => sha256(fs.readFileSync(path.join(restoredDir, 'files', k))))).toEqual(hashes);

    // Mira's session, signed with the secret the backup carried, opens her cover; Ava's does not.
    const cover = before.uploaded_files.find((f) => (f as { kind: string }).kind === 'cover') as { id: string; storage_key: string };
    const res = await fetch(`${url}/api/files/${cover.id}`, { headers: { Cookie: mira.cookie } });
    expect(res.status).toBe(200);
    expect(sha256(Buffer.from(await res.arrayBuffer()))).toBe(hashes[keys.indexOf(cover.storage_key)]);
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
    const forced = await script('restore', [backupDir, '--force'], restoredDir, restoreSettings);
    expect(forced.code, forced.out).toBe(0);
    const keptAside = fs.readdirSync(restoredDir).filter((f) => f.includes('.before-restore-'));
    expect(keptAside.map((f) => f.replace(/\.before-restore-[^.]*/, '')).sort()).toEqual([...c.keptAside].sort());
    const filesNow = (fs.readdirSync(path.join(restoredDir, 'files'), { recursive: true }) as string[]).filter((f) =>
      fs.statSync(path.join(restoredDir, 'files', f)).isFile(),
    );
    expect(filesNow.sort()).toEqual([...keys].sort());
    server = await restored.start();
    const forcedClient = await c.restoredClient(restored, restoredEnv);
    expect(await tables(forcedClient).finally(() => forcedClient.end())).toEqual(before);
  };

  const cleanup = async () => {
    await stopApp(server);
    server = undefined;
    await stopSource();
    fs.rmSync(root, { recursive: true, force: true });
  };
  return { run, cleanup, root, backupDir };
}
