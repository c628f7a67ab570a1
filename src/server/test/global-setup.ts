// One PostgreSQL serves the whole test run: the embedded one, or TEST_DATABASE_URL (CI points it
// at Debian's PostgreSQL 15). A migrated template database is made once; each test file then
// gets its own copy (see test-context.ts).
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres, type EmbeddedPostgres } from '../db/embedded.ts';
import { createDatabase } from '../db/pool.ts';
import { runMigrations } from '../db/migrate.ts';
import { createLogger } from '../logger.ts';
import { createJobQueue } from '../jobs/job-queue.ts';
import { jobDefs } from '../composition.ts';
import { bindJobs } from '../jobs/job.ts';

export const TEMPLATE_DB = 'tunelane_template';

declare module 'vitest' {
  interface ProvidedContext {
    pgAdminUrl: string;
  }
}

function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

export default async function setup(project: TestProject) {
  const log = createLogger('warn');
  let embedded: EmbeddedPostgres | undefined;
  let adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    // A folder of this run's own, so that runs side by side do not collide.
    const dir = path.resolve(`.data-test/run-${process.pid}/pg`);
    fs.rmSync(path.dirname(dir), { recursive: true, force: true });
    fs.mkdirSync(path.dirname(dir), { recursive: true, mode: 0o755 });
    fs.chmodSync(path.resolve('.data-test'), 0o755);
    // Nothing in it outlives the run, so commits need not wait on the disk.
    embedded = await startEmbeddedPostgres({ dir, port: 55000 + Math.floor(Math.random() * 5000), log, noDurability: true });
    adminUrl = embedded.url;
  }
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  const { rows } = await admin.query<{ datname: string }>("SELECT datname FROM pg_database WHERE datname LIKE 't\\_%'");
  for (const r of rows) await admin.query(`DROP DATABASE IF EXISTS "${r.datname}" WITH (FORCE)`);
  await admin.query(`DROP DATABASE IF EXISTS ${TEMPLATE_DB} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${TEMPLATE_DB}`);
  const { rows: version } = await admin.query<{ server_version: string }>('SHOW server_version');
  console.log(`tests run on PostgreSQL ${version[0]?.server_version}`);
  await admin.end();

  const database = createDatabase(withDatabase(adminUrl, TEMPLATE_DB), 2, log);
  await runMigrations(database);
  // The job queue's schema and queues too, so operations can enqueue in every test database.
  const jobs = createJobQueue(database.pool, log);
  await jobs.start(bindJobs(undefined as never, jobDefs()), { workers: false });
  await jobs.stop();
  await database.pool.end();

  project.provide('pgAdminUrl', adminUrl);
  return async () => {
    await embedded?.stop();
    if (embedded) fs.rmSync(path.resolve(`.data-test/run-${process.pid}`), { recursive: true, force: true });
  };
}
