// A test file's world: its own database (a copy of the migrated template), the app built on
// it, and the mail it sends kept in memory.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { TEST_SENDER_DPID } from '../../domain/dpid.ts';
import { readEnv } from '../env.ts';
import { createLogger } from '../logger.ts';
import { createDatabase } from '../db/pool.ts';
import type { MailMessage, Mailer } from '../mail/mailer.ts';
import { createDeps } from '../deps.ts';
import { createApp } from '../app.ts';
import { jobDefs } from '../composition.ts';
import { bindJobs } from '../jobs/job.ts';
import { createDiskStorage } from '../storage/disk-storage.ts';
import type { Storage } from '../storage/storage.ts';
import { DEMO_GSTIN } from '../../domain/gst.ts';
import { isLoopbackUrl } from '../../domain/payments-mode.ts';

export const ORIGIN = 'http://localhost:3000';

export type TestContext = Awaited<ReturnType<typeof createTestContext>>;

/** The sandbox gateway's secret in every test context: tests sign checkouts and webhooks with it. */
export const TEST_SANDBOX_SECRET = 'test-sandbox-payment-secret-0123456789abcdef';

export async function createTestContext(
  opts: { rateLimit?: boolean; env?: Record<string, string>; storage?: Storage; allowInternalFetch?: string[]; jobs?: string[] } = {},
) {
  const adminUrl = inject('pgAdminUrl');
  const name = `t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE tunelane_template`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;

  const env = readEnv({
    NODE_ENV: 'test',
    PUBLIC_URL: ORIGIN,
    AUTH_SECRET: 'test-secret-test-secret-test-secret-42',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'fatal',
    SANDBOX_PAYMENT_SECRET: TEST_SANDBOX_SECRET,
    AUTH_RATE_LIMIT: opts.rateLimit ? 'on' : 'off',
    USER_CACHE: 'off',
    // A configured sender: the test party (a well-formed DPID DDEX never allocates), so deliveries
    // over SFTP and S3 can be tested; a test that needs none passes DDEX_PARTY_ID ''.
    DDEX_PARTY_ID: TEST_SENDER_DPID,
    // The seller on receipts, with a made-up GSTIN whose check character holds (which a server
    // takes only on a loopback PUBLIC_URL: a test of a public address gets none).
    SELLER_LEGAL_NAME: 'Tunelane Music Private Limited',
    SELLER_ADDRESS: '12 Lodhi Road, New Delhi 110003, India',
    ...(isLoopbackUrl(opts.env?.PUBLIC_URL ?? ORIGIN) ? { SELLER_GSTIN: DEMO_GSTIN } : {}),
    // Another copy of the DDEX schemas when the machine names one; otherwise the repository's vendor/ddex.
    ...(process.env.DDEX_DIR ? { DDEX_DIR: process.env.DDEX_DIR } : {}),
    ...opts.env,
  });
  const log = createLogger(env.LOG_LEVEL);
  const database = createDatabase(url.toString(), 5, log);
  const mails: MailMessage[] = [];
  const mailer: Mailer = { send: async (m) => void mails.push(m) };
  const filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tunelane-files-'));
  const deps = await createDeps(env, log, database, {
    mailer,
    storage: opts.storage ?? createDiskStorage(filesDir),
    allowInternalFetch: opts.allowInternalFetch,
  });
  const app = createApp(deps);
  // The queue runs as it does in production, so operations can enqueue; workers run only the jobs a
  // test file names (the auth mails, say), the rest stay queued.
  await deps.jobs.start(
    bindJobs(
      deps,
      jobDefs().filter((d) => opts.jobs?.includes(d.name)),
    ),
  );

  /** The first mail that `match` accepts, waiting for the job that sends it. */
  async function waitForMail(match: (m: MailMessage) => boolean, timeoutMs = 15_000): Promise<MailMessage> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = mails.find(match);
      if (found) return found;
      if (Date.now() > deadline) throw new Error('no such mail was sent');
      await new Promise((r) => setTimeout(r, 50));
    }
  }

  /** Waits until no job of the queue `name` is waiting to run or running (a retry planned for later still counts as waiting). */
  async function jobsSettled(name: string, timeoutMs = 15_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const { rows } = await database.pool.query<{ n: number }>(
        `select count(*)::int n from pgboss.job where name = $1 and state in ('created', 'retry', 'active')`,
        [name],
      );
      if (rows[0]!.n === 0) return;
      if (Date.now() > deadline) throw new Error(`the ${name} jobs did not settle`);
      await new Promise((r) => setTimeout(r, 50));
    }
  }

  /** A request as the browser sends it: our Origin, JSON, and the cookie when given. */
  async function request(method: string, path: string, init: { body?: unknown; cookie?: string; headers?: Record<string, string> } = {}) {
    const headers: Record<string, string> = { Origin: ORIGIN, ...init.headers };
    if (init.body !== undefined) headers['Content-Type'] = 'application/json';
    if (init.cookie) headers.Cookie = init.cookie;
    return app.request(path, { method, headers, body: init.body === undefined ? undefined : JSON.stringify(init.body) });
  }

  return {
    app,
    deps,
    mails,
    waitForMail,
    jobsSettled,
    request,
    async close() {
      await deps.realtime.stop();
      await deps.jobs.stop();
      await database.pool.end();
      fs.rmSync(filesDir, { recursive: true, force: true });
      const a = new pg.Client({ connectionString: adminUrl });
      await a.connect();
      await a.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await a.end();
    },
  };
}

/** The session cookie from a sign-in answer, ready to send back. */
export function sessionCookie(res: Response): string {
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .filter((c) => c && !c.endsWith('='))
    .join('; ');
}
