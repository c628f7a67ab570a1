import type { Database } from '../db/pool.ts';
import type { Auth } from '../auth/auth.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { Env } from '../env.ts';
import type { Logger } from '../logger.ts';
import type { Storage } from '../storage/storage.ts';

/** What every capability may use, built once at start-up. */
export type Deps = Database & { auth: Auth; mailer: Mailer; env: Env; log: Logger; storage: Storage };

export type SessionUser = { id: string; email: string; name: string };

export type AppEnv = {
  Variables: {
    user: SessionUser;
    isAdmin: boolean;
  };
};
