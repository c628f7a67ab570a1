// better-auth: email + password with verification and reset, Google when configured, sessions in
// httpOnly cookies (7 days, renewed daily), rate limits stored in PostgreSQL.
import { betterAuth } from 'better-auth';
import { APIError } from 'better-auth/api';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/pool.ts';
import * as schema from '../db/schema.ts';
import type { Mailer } from '../mail/mailer.ts';
import { hashPassword, verifyPassword } from './password.ts';
import { resetPasswordMail, verifyEmailMail } from './auth-mails.ts';

export type AuthConfig = {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
  secret: string;
  brand: string;
  google?: { clientId: string; clientSecret: string };
  rateLimit?: boolean;
};

export const SUSPENDED_MESSAGE = 'This account is suspended. Please contact support.';

export function createAuth(cfg: AuthConfig) {
  return betterAuth({
    appName: cfg.brand,
    baseURL: cfg.publicUrl,
    basePath: '/api/auth',
    secret: cfg.secret,
    trustedOrigins: [cfg.publicUrl],
    telemetry: { enabled: false },
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
    user: { modelName: 'users' },
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
      sendResetPassword: async ({ user, url }) => cfg.mailer.send(resetPasswordMail(cfg.brand, user.email, url)),
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: true,
      autoSignInAfterVerification: true,
      sendVerificationEmail: async ({ user, url }) => cfg.mailer.send(verifyEmailMail(cfg.brand, user.email, url)),
    },
    socialProviders: cfg.google ? { google: { clientId: cfg.google.clientId, clientSecret: cfg.google.clientSecret } } : {},
    rateLimit: {
      enabled: cfg.rateLimit ?? true,
      storage: 'database',
      modelName: 'rateLimits',
      window: 60,
      max: 100,
      customRules: {
        '/sign-in/email': { window: 60, max: 10 },
        '/sign-up/email': { window: 60, max: 5 },
        '/request-password-reset': { window: 300, max: 5 },
        '/reset-password': { window: 300, max: 10 },
        '/send-verification-email': { window: 300, max: 5 },
      },
    },
    databaseHooks: {
      session: {
        create: {
          // A suspended account gets no new session, whichever way it signs in.
          before: async (session) => {
            const [profile] = await cfg.db
              .select({ suspendedAt: schema.profiles.suspendedAt })
              .from(schema.profiles)
              .where(eq(schema.profiles.id, session.userId));
            if (profile?.suspendedAt) throw new APIError('FORBIDDEN', { message: SUSPENDED_MESSAGE, code: 'ACCOUNT_SUSPENDED' });
          },
        },
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
