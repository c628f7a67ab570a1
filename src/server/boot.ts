// Wires the process: settings, database (embedded or DATABASE_URL), migrations, dependencies,
// the admin from the settings, demo data, and the job workers.
import fs from 'node:fs';
import path from 'node:path';
import { readEnv, type Env } from './env.ts';
import { createLogger, type Logger } from './logger.ts';
import { startEmbeddedPostgres } from './db/embedded.ts';
import { createDatabase } from './db/pool.ts';
import { runMigrations } from './db/migrate.ts';
import { ensureAdmin } from './auth/ensure-admin.ts';
import { createDeps, type Deps } from './deps.ts';
import { jobDefs } from './composition.ts';
import { bindJobs } from './jobs/job.ts';
import { paymentsMode } from './features/payments/gateway.ts';
import { isLoopbackUrl } from '../domain/payments-mode.ts';

export type Booted = { deps: Deps; shutdown: () => Promise<void> };

/** Says at start-up when the sandbox checkout runs where people could reach it, or when nothing takes payments. */
export function warnAboutPayments(env: Env, log: Logger): void {
  const mode = paymentsMode(env);
  if (mode === 'sandbox' && !isLoopbackUrl(env.PUBLIC_URL)) {
    log.warn(
      { url: env.PUBLIC_URL },
      'PAYMENTS_SANDBOX=on: the sandbox checkout is live; anyone signed in can activate paid plans without paying',
    );
  } else if (mode === 'off') {
    log.warn('payments are off: set RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET to sell plans');
  }
}

export async function boot(env: Env = readEnv(), log: Logger = createLogger(env.LOG_LEVEL)): Promise<Booted> {
  const dataDir = path.resolve(env.DATA_DIR);
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o755 });
  fs.chmodSync(dataDir, 0o755); // the database user must be able to reach DATA_DIR/pg

  const embedded = env.DATABASE_URL
    ? undefined
    : await startEmbeddedPostgres({ dir: path.join(dataDir, 'pg'), port: env.EMBEDDED_PG_PORT, log });
  const database = createDatabase(env.DATABASE_URL ?? embedded!.url, env.DATABASE_POOL_SIZE, log);
  try {
    await runMigrations(database);
    const deps = await createDeps(env, log, database);
    warnAboutPayments(env, log);
    if (env.ADMIN_EMAIL && env.ADMIN_PASSWORD) {
      const outcome = await ensureAdmin(database.db, env.ADMIN_EMAIL, env.ADMIN_PASSWORD);
      log.info({ email: env.ADMIN_EMAIL }, `admin ${outcome}`);
    }
    if (env.SEED_DEMO) {
      const { seedDemo } = await import('./demo/seed-demo.ts');
      await seedDemo(deps);
    }
    await deps.jobs.start(bindJobs(deps, jobDefs()));
    return {
      deps,
      shutdown: async () => {
        await deps.realtime.stop();
        await deps.jobs.stop().catch((err: unknown) => log.error({ err }, 'job queue stop failed'));
        await database.pool.end();
        await embedded?.stop();
      },
    };
  } catch (err) {
    await database.pool.end().catch(() => undefined);
    await embedded?.stop();
    throw err;
  }
}
