// The better-auth endpoints the product uses, declared like our own routes: the schemas of their
// body, query and path parameters (checked before better-auth sees the request, which then gets
// only the checked values), the rate limits of those that guess or send mail, keyed so that one
// shared address does not lock out everyone behind it, and which answers must take the same time
// whether or not the account exists. The session read (get-session) is never limited.
import { z } from 'zod';
import { forgotPasswordSchema, signInSchema, signUpSchema } from '../../../domain/auth.ts';
import { updateProfileSchema } from '../../../domain/profile.ts';
import type { LimitRule } from '../../http/rate-limit.ts';

/** What a limit's key is made of: the caller's address, the checked body, the session cookie. */
export type LimitSubject = { ip: string; body: Record<string, unknown>; cookie: string };
export type EndpointLimit = { rule: LimitRule; key: (s: LimitSubject) => string };

export type AuthEndpoint = {
  method: 'GET' | 'POST';
  /** Below /api/auth, with ':name' for a path parameter. */
  path: string;
  body?: z.ZodType;
  query?: z.ZodType;
  params?: z.ZodType;
  limits?: EndpointLimit[];
  /** The answer could tell whether an account exists: it is given at a fixed time. */
  sameTime?: boolean;
  /** The body's field a wrong password (better-auth's INVALID_PASSWORD) is about: refused as VALIDATION naming it. */
  passwordField?: string;
};

const PATH_MESSAGE = 'must be a path on this site';
/** A place on this site to go back to: one leading slash, no backslash, no spaces or controls. */
const sitePath = (field: string) =>
  z
    .string({ error: `${field} ${PATH_MESSAGE}` })
    .max(2000, `${field} ${PATH_MESSAGE}`)
    .regex(/^\/(?![/\\])[^\\\s\p{Cc}]*$/u, `${field} ${PATH_MESSAGE}`);
const token = (message: string) => z.string({ error: message }).min(1, message).max(4096, message);
const password = signUpSchema.shape.password;
const email = (b: Record<string, unknown>) =>
  String(b.email ?? '')
    .trim()
    .toLowerCase();

const minutes = (n: number) => n * 60;
const rule = (name: string, max: number, windowSeconds: number, message?: string): LimitRule => ({ name, max, windowSeconds, message });
const TOO_MANY_SIGN_INS = 'Too many sign-in attempts.';
const TOO_MANY_MAILS = 'We have sent several messages to this address already.';

/**
 * Password guesses, wherever a password is checked (sign-in, and a new address asked for in the
 * settings: features/auth/count-sign-in-attempt.ts), keyed by the account's address in `body.email`.
 */
export const SIGN_IN_LIMITS: EndpointLimit[] = [
  // One person guessing at one account, without locking out others on the same network.
  { rule: rule('sign-in-account', 10, 60, TOO_MANY_SIGN_INS), key: (s) => `${s.ip}|${email(s.body)}` },
  // One account guessed at from many places.
  { rule: rule('sign-in-address', 100, minutes(15), TOO_MANY_SIGN_INS), key: (s) => email(s.body) },
  // Many accounts guessed at from one place; high enough for an office behind one address.
  { rule: rule('sign-in-ip', 500, minutes(15), TOO_MANY_SIGN_INS), key: (s) => s.ip },
];

export const AUTH_ENDPOINTS: AuthEndpoint[] = [
  {
    method: 'GET',
    path: '/get-session',
    query: z.object({ disableCookieCache: z.enum(['true', 'false']).optional(), disableRefresh: z.enum(['true', 'false']).optional() }),
  },
  {
    method: 'POST',
    path: '/sign-up/email',
    body: signUpSchema.extend({ callbackURL: sitePath('callbackURL').optional() }),
    limits: [
      { rule: rule('sign-up-address', 5, minutes(60), TOO_MANY_MAILS), key: (s) => email(s.body) },
      { rule: rule('sign-up-ip', 60, minutes(60), 'Too many sign-ups from your network.'), key: (s) => s.ip },
    ],
    sameTime: true,
  },
  {
    method: 'POST',
    path: '/sign-in/email',
    body: signInSchema.extend({
      password: z.string().min(1, 'Password is required').max(1024, 'Invalid email or password'),
      callbackURL: sitePath('callbackURL').optional(),
      rememberMe: z.boolean().optional(),
    }),
    limits: SIGN_IN_LIMITS,
  },
  {
    method: 'POST',
    path: '/sign-in/social',
    body: z.object({
      provider: z.enum(['google'], { error: 'Unknown sign-in provider' }),
      callbackURL: sitePath('callbackURL').optional(),
      errorCallbackURL: sitePath('errorCallbackURL').optional(),
      newUserCallbackURL: sitePath('newUserCallbackURL').optional(),
      disableRedirect: z.boolean().optional(),
    }),
  },
  { method: 'POST', path: '/sign-out', body: z.object({}) },
  {
    method: 'POST',
    path: '/request-password-reset',
    body: forgotPasswordSchema.extend({ redirectTo: sitePath('redirectTo').optional() }),
    limits: [
      { rule: rule('reset-mail-address', 3, minutes(15), TOO_MANY_MAILS), key: (s) => email(s.body) },
      { rule: rule('reset-mail-ip', 60, minutes(15), 'Too many reset requests from your network.'), key: (s) => s.ip },
    ],
    sameTime: true,
  },
  {
    method: 'GET',
    path: '/reset-password/:token',
    params: z.object({ token: token('Invalid token') }),
    query: z.object({ callbackURL: sitePath('callbackURL') }),
  },
  {
    method: 'POST',
    path: '/reset-password',
    query: z.object({ token: token('Invalid token').optional() }),
    body: z.object({ newPassword: password, token: token('Invalid token').optional() }),
    limits: [{ rule: rule('reset-password-ip', 30, minutes(15)), key: (s) => s.ip }],
  },
  {
    method: 'GET',
    path: '/verify-email',
    query: z.object({ token: token('Invalid token'), callbackURL: sitePath('callbackURL').optional() }),
  },
  {
    method: 'POST',
    path: '/send-verification-email',
    body: forgotPasswordSchema.extend({ callbackURL: sitePath('callbackURL').optional() }),
    limits: [
      { rule: rule('verify-mail-address', 3, minutes(15), TOO_MANY_MAILS), key: (s) => email(s.body) },
      { rule: rule('verify-mail-ip', 60, minutes(15), 'Too many confirmation requests from your network.'), key: (s) => s.ip },
    ],
    sameTime: true,
  },
  {
    method: 'POST',
    path: '/update-user',
    body: z.strictObject(
      {
        name: updateProfileSchema.shape.fullName.optional(),
        image: z
          .url({ protocol: /^https$/, error: 'image must be an https:// address' })
          .max(2048, 'image must be an https:// address')
          .nullable()
          .optional(),
      },
      { error: (i) => (i.code === 'unrecognized_keys' ? 'Only the name and the image can be changed here' : undefined) },
    ),
  },
  {
    method: 'POST',
    path: '/change-password',
    body: z.object({
      currentPassword: z.string().min(1, 'Password is required').max(1024, 'Invalid password'),
      newPassword: password,
      revokeOtherSessions: z.boolean().optional(),
    }),
    passwordField: 'currentPassword',
    limits: [{ rule: rule('change-password', 10, minutes(15), 'Too many password attempts.'), key: (s) => s.cookie }],
  },
  {
    method: 'POST',
    path: '/verify-password',
    body: z.object({ password: z.string().min(1, 'Password is required').max(1024, 'Invalid password') }),
    passwordField: 'password',
    limits: [{ rule: rule('verify-password', 10, minutes(15), 'Too many password attempts.'), key: (s) => s.cookie }],
  },
  // Account settings: the sessions of the signed-in account, leaving. A new address is asked for
  // through our own route (features/account: POST /api/account/email), never better-auth's.
  { method: 'GET', path: '/list-sessions' },
  { method: 'POST', path: '/revoke-session', body: z.object({ token: token('Session not found') }) },
  { method: 'POST', path: '/revoke-sessions', body: z.object({}) },
  { method: 'POST', path: '/revoke-other-sessions', body: z.object({}) },
  {
    method: 'POST',
    path: '/delete-user',
    body: z.object({
      password: z.string().max(1024, 'Invalid password').optional(),
      token: token('Invalid token').optional(),
      callbackURL: sitePath('callbackURL').optional(),
    }),
    limits: [{ rule: rule('delete-user', 10, minutes(15), 'Too many password attempts.'), key: (s) => s.cookie }],
  },
  {
    method: 'GET',
    path: '/callback/:id',
    params: z.object({ id: z.enum(['google'], { error: 'Unknown sign-in provider' }) }),
    query: z.record(z.string(), z.string().max(4096)),
  },
  { method: 'GET', path: '/ok' },
  { method: 'GET', path: '/error', query: z.record(z.string(), z.string().max(2000)) },
];

/** The declared endpoint for a method and a path below /api/auth, with its path parameters. */
export function findAuthEndpoint(method: string, path: string): { endpoint: AuthEndpoint; params: Record<string, string> } | undefined {
  const parts = path.split('/');
  for (const endpoint of AUTH_ENDPOINTS) {
    if (endpoint.method !== method) continue;
    const want = endpoint.path.split('/');
    if (want.length !== parts.length) continue;
    const params: Record<string, string> = {};
    if (want.every((w, i) => (w.startsWith(':') ? ((params[w.slice(1)] = parts[i]!), parts[i] !== '') : w === parts[i])))
      return { endpoint, params };
  }
  return undefined;
}
