// better-auth: email + password with verification and reset, Google when configured, sessions in
// httpOnly cookies (7 days, renewed daily). Its mails are handed to a job (sendMail), its logs go
// to the app's logger, and its rate limits are ours (features/auth/auth-endpoints.ts).
import { betterAuth } from 'better-auth/minimal'; // without Kysely: we give it the Drizzle adapter
import { APIError, createAuthMiddleware, createEmailVerificationToken, getSessionFromCtx } from 'better-auth/api';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/pool.ts';
import * as schema from '../db/schema.ts';
import { accountDeletions } from '../db/schema-account.ts';
import { ACCOUNT_DELETED_MESSAGE, ACCOUNT_FROZEN_MESSAGE } from '../../domain/account-texts.ts';
import type { Logger } from '../logger.ts';
import { hashPassword, verifyPassword } from './password.ts';
import { checkUserUpdate } from './check-user-update.ts';
import { isAccountFrozen } from './frozen-account.ts';
import { trustedOrigins } from '../env.ts';
import type { AuthMail } from './auth-mail.ts';

export type AuthConfig = {
  db: Db;
  sendMail: (mail: AuthMail) => Promise<unknown>;
  log: Logger;
  publicUrl: string;
  secret: string;
  brand: string;
  google?: { clientId: string; clientSecret: string };
};

const LOG_LEVEL = { debug: 'debug', info: 'debug', success: 'debug', warn: 'warn', error: 'error' } as const;

/** Whether a better-auth verification token would change an account's address (its payload names the new one). */
function isEmailChange(token: string): boolean {
  try {
    const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as { updateTo?: unknown };
    return typeof payload.updateTo === 'string';
  } catch {
    return false;
  }
}

export const SUSPENDED_MESSAGE = 'This account is suspended. Please contact support.';

/**
 * A refusal from a hook, returned rather than thrown: better-auth answers it as it is, where a
 * thrown one would also be written to the console as an error.
 */
const refusal = (status: number, code: string, message: string) =>
  new Response(JSON.stringify({ code, message }), { status, headers: { 'Content-Type': 'application/json' } });
const frozen = () => refusal(403, 'FORBIDDEN', ACCOUNT_FROZEN_MESSAGE);

/** Before better-auth acts: the requests an account's state refuses (an old address-change token, a frozen account's password). */
const refuseFrozenChanges = (cfg: AuthConfig) =>
  createAuthMiddleware(async (ctx) => {
    // A token better-auth made to change an address (before its own flow was turned off) changes nothing.
    if (ctx.path === '/verify-email' && isEmailChange(String(ctx.query?.token ?? '')))
      return refusal(400, 'INVALID_TOKEN', 'Invalid token');
    // An account being deleted keeps its password (request-deletion.ts revokes reset links;
    // one asked for since is refused here).
    if (ctx.path === '/change-password') {
      const session = await getSessionFromCtx(ctx);
      if (session && (await isAccountFrozen(cfg.db, session.user.id))) return frozen();
    }
    if (ctx.path === '/reset-password') {
      const token = (ctx.body as { token?: unknown } | undefined)?.token ?? ctx.query?.token;
      if (typeof token !== 'string' || !token) return undefined;
      const [reset] = await cfg.db
        .select({ userId: schema.verifications.value })
        .from(schema.verifications)
        .where(eq(schema.verifications.identifier, `reset-password:${token}`));
      if (reset && (await isAccountFrozen(cfg.db, reset.userId))) return frozen();
    }
    return undefined;
  });

export function createAuth(cfg: AuthConfig) {
  return betterAuth({
    appName: cfg.brand,
    baseURL: cfg.publicUrl,
    basePath: '/api/auth',
    secret: cfg.secret,
    // PUBLIC_URL's origin, and on loopback its localhost / 127.0.0.1 / [::1] aliases (env.ts).
    trustedOrigins: trustedOrigins(cfg.publicUrl),
    telemetry: { enabled: false },
    logger: {
      level: 'debug',
      log: (level, message, ...args) => {
        const err = args.find((a) => a instanceof Error);
        cfg.log[LOG_LEVEL[level]]({ source: 'better-auth', ...(err ? { err } : args.length ? { args } : {}) }, message);
      },
    },
    database: drizzleAdapter(cfg.db, {
      provider: 'pg',
      schema: {
        users: schema.users,
        sessions: schema.sessions,
        accounts: schema.accounts,
        verifications: schema.verifications,
        rateLimits: schema.rateLimits,
      },
    }),
    // better-auth's change of address is off: the settings ask for the password and tell the old
    // address, with a link that undoes it (features/account/request-email-change.ts).
    user: { modelName: 'users', changeEmail: { enabled: false } },
    session: { modelName: 'sessions', expiresIn: 60 * 60 * 24 * 7, updateAge: 60 * 60 * 24 },
    account: { modelName: 'accounts' },
    verification: { modelName: 'verifications' },
    advanced: {
      cookiePrefix: 'tunelane',
      ipAddress: { ipAddressHeaders: ['x-tunelane-client-ip'] },
      database: { generateId: 'uuid' },
    },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      autoSignIn: false,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      revokeSessionsOnPasswordReset: true,
      password: { hash: hashPassword, verify: verifyPassword },
      sendResetPassword: async ({ user, url }) => void (await cfg.sendMail({ kind: 'reset-password', to: user.email, url })),
      // Signing up again with an address not confirmed yet sends a fresh confirmation link (the
      // answer stays the same either way; the sign-up limits per address bound the mails).
      onExistingUserSignUp: async ({ user }) => {
        if (user.emailVerified) return;
        const token = await createEmailVerificationToken(cfg.secret, user.email, undefined, 3600, { userId: user.id });
        const url = `${cfg.publicUrl}/api/auth/verify-email?token=${token}&callbackURL=${encodeURIComponent('/dashboard')}`;
        await cfg.sendMail({ kind: 'verify-email', to: user.email, url });
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: true,
      autoSignInAfterVerification: true,
      sendVerificationEmail: async ({ user, url }) => void (await cfg.sendMail({ kind: 'verify-email', to: user.email, url })),
    },
    socialProviders: cfg.google ? { google: { clientId: cfg.google.clientId, clientSecret: cfg.google.clientSecret } } : {},
    // The limits are ours, atomic and keyed per account (features/auth/auth-endpoints.ts).
    rateLimit: { enabled: false },
    hooks: {
      before: refuseFrozenChanges(cfg),
    },
    databaseHooks: {
      user: {
        // Every change better-auth makes to a user keeps the app's rules (the profile copies the
        // name in the same statement: migration 0006).
        update: { before: async (data) => ({ data: checkUserUpdate(data) }) },
      },
      session: {
        create: {
          // A suspended account gets no new session, whichever way it signs in.
          before: async (session) => {
            const [profile] = await cfg.db
              .select({ suspendedAt: schema.profiles.suspendedAt })
              .from(schema.profiles)
              .where(eq(schema.profiles.id, session.userId));
            if (profile?.suspendedAt) throw new APIError('FORBIDDEN', { message: SUSPENDED_MESSAGE, code: 'ACCOUNT_SUSPENDED' });
            // Nor does an account being deleted (features/account/request-deletion.ts).
            const [deleting] = await cfg.db
              .select({ userId: accountDeletions.userId })
              .from(accountDeletions)
              .where(eq(accountDeletions.userId, session.userId));
            if (deleting) throw new APIError('FORBIDDEN', { message: ACCOUNT_DELETED_MESSAGE, code: 'ACCOUNT_DELETED' });
          },
        },
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
