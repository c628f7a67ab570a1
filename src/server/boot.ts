// Wires the process: settings, database (embedded or DATABASE_URL), migrations, auth, mail.
import fs from 'node:fs';
import path from 'node:path';
import { readEnv, type Env } from './env.ts';
import { createLogger, type Logger } from './logger.ts';
import { startEmbeddedPostgres } from './db/embedded.ts';
import { createDatabase } from './db/pool.ts';
import { runMigrations } from './db/migrate.ts';
import { createAuth } from './auth/auth.ts';
import { authSecret } from './auth/secret.ts';
import { ensureAdmin } from './auth/ensure-admin.ts';
import { createMailer } from './mail/mailer.ts';
import { startJobQueue } from './jobs/job-queue.ts';
import type { Deps } from './http/context.ts';
import { createStorage } from './storage/create-storage.ts';

export type Booted = { deps: Deps; shutdown: () => Promise<void> };

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
    const mailer = createMailer({ smtpUrl: env.SMTP_URL, from: env.MAIL_FROM, outboxDir: path.join(dataDir, 'outbox'), log });
    const auth = createAuth({
      db: database.db,
      mailer,
      publicUrl: env.PUBLIC_URL,
      secret: authSecret(env.AUTH_SECRET, dataDir),
      brand: env.BRAND_NAME,
      rateLimit: env.AUTH_RATE_LIMIT === 'on',
      google: env.GOOGLE_CLIENT_ID ? { clientId: env.GOOGLE_CLIENT_ID, clientSecret: env.GOOGLE_CLIENT_SECRET! } : undefined,
    });
    if (env.ADMIN_EMAIL && env.ADMIN_PASSWORD) {
      const outcome = await ensureAdmin(database.db, env.ADMIN_EMAIL, env.ADMIN_PASSWORD);
      log.info({ email: env.ADMIN_EMAIL }, `admin ${outcome}`);
    }
    if (env.SEED_DEMO) {
      const { seedDemo } = await import('./db/seed-demo.ts');
      await seedDemo(database.db, log);
    }
    const deps: Deps = { ...database, auth, mailer, env, log, storage: createStorage(env) };
    const jobs = await startJobQueue(deps);
    return {
      deps,
      shutdown: async () => {
        await jobs.stop().catch((err: unknown) => log.error({ err }, 'job queue stop failed'));
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
