// The one way to build what operations use: start-up and tests both call createDeps, and every
// operation receives the result as its first argument.
import path from 'node:path';
import type { Env } from './env.ts';
import type { Logger } from './logger.ts';
import type { Database } from './db/pool.ts';
import { createAuth, type Auth } from './auth/auth.ts';
import { AUTH_MAIL } from './auth/auth-mail.ts';
import { authSecret } from './auth/secret.ts';
import { createMailer, type Mailer } from './mail/mailer.ts';
import { createStorage } from './storage/create-storage.ts';
import type { Storage } from './storage/storage.ts';
import { createJobQueue, type JobQueue } from './jobs/job-queue.ts';
import { createRealtime, type Realtime } from './realtime/realtime.ts';
import { createUserCache, type UserCache } from './auth/user-cache.ts';
import { apiCallLog, type ApiCallLog } from './http/api-call-log.ts';

export type Deps = Database & {
  auth: Auth;
  mailer: Mailer;
  env: Env;
  log: Logger;
  storage: Storage;
  jobs: JobQueue;
  /** Changes announced on the database, heard on one connection of this process's own (realtime/). */
  realtime: Realtime;
  /** Sessions and GET /api/me, kept for up to a second and dropped when they change (auth/user-cache.ts). */
  userCache: UserCache;
  /** The public API's reads, on their way to the activity log in batches (http/api-call-log.ts). */
  apiCalls: ApiCallLog;
  /** `host:port` pairs that outbound fetches of user-given URLs may reach although they are not public: set by tests only, never by configuration. */
  allowInternalFetch?: readonly string[];
};

/** Tests replace the mailer (kept in memory) and the storage (a folder of their own), and may let fetches reach a local test server. */
export type DepsOverrides = { mailer?: Mailer; storage?: Storage; allowInternalFetch?: readonly string[] };

export async function createDeps(env: Env, log: Logger, database: Database, overrides: DepsOverrides = {}): Promise<Deps> {
  const dataDir = path.resolve(env.DATA_DIR);
  const mailer =
    overrides.mailer ?? createMailer({ smtpUrl: env.SMTP_URL, from: env.MAIL_FROM, outboxDir: path.join(dataDir, 'outbox'), log });
  const jobs = createJobQueue(database.pool, log, { expireSeconds: env.JOB_EXPIRE_SECONDS });
  const auth = createAuth({
    db: database.db,
    sendMail: (mail) => jobs.send(AUTH_MAIL, mail),
    log,
    publicUrl: env.PUBLIC_URL,
    secret: authSecret(env.AUTH_SECRET, dataDir),
    brand: env.BRAND_NAME,
    google: env.GOOGLE_CLIENT_ID ? { clientId: env.GOOGLE_CLIENT_ID, clientSecret: env.GOOGLE_CLIENT_SECRET! } : undefined,
  });
  const storage = overrides.storage ?? (await createStorage(env));
  const allowInternalFetch = overrides.allowInternalFetch;
  const realtime = createRealtime(database.pool.options, log);
  const userCache = createUserCache(realtime, env.USER_CACHE === 'on');
  const apiCalls = apiCallLog(database.pool, log);
  return {
    ...database,
    auth,
    mailer,
    env,
    log,
    storage,
    jobs,
    realtime,
    userCache,
    apiCalls,
    ...(allowInternalFetch ? { allowInternalFetch } : {}),
  };
}
