// What the account settings API answers with: how the account signs in, its sessions, a change of
// address and a deletion. The schemas are the server's answer contract; the web takes only their
// types.
import { z } from 'zod';

/** GET /api/account: what the settings screen needs to know about how the account signs in. */
export const accountDto = z.object({
  email: z.string(),
  emailVerified: z.boolean(),
  /** Signs in with a password (so changing it needs the current one). */
  hasPassword: z.boolean(),
  /** Other ways in: 'google'. */
  providers: z.array(z.string()),
  createdAt: z.string(),
});
export type AccountDto = z.infer<typeof accountDto>;

/** One signed-in browser or device. */
export const sessionDto = z.object({
  id: z.string(),
  current: z.boolean(),
  /** "Chrome on Windows", from the browser's user agent; "Unknown device" without one. */
  device: z.string(),
  ipAddress: z.string().nullable(),
  createdAt: z.string(),
  lastActiveAt: z.string(),
  expiresAt: z.string(),
});
export type SessionDto = z.infer<typeof sessionDto>;

export const sessionsDto = z.object({ sessions: z.array(sessionDto) });
export type SessionsDto = z.infer<typeof sessionsDto>;

/** How many other sessions were signed out. */
export const sessionsEndedDto = z.object({ ended: z.number() });
export type SessionsEndedDto = z.infer<typeof sessionsEndedDto>;

/** POST /api/account/email: the confirmation link is on its way. */
export const emailChangeRequestedDto = z.object({ status: z.literal(true) });
export type EmailChangeRequestedDto = z.infer<typeof emailChangeRequestedDto>;

/** A confirmed new address, and whether the browser that confirmed it is still signed in. */
export const emailChangedDto = z.object({ email: z.string(), signedIn: z.boolean() });
export type EmailChangedDto = z.infer<typeof emailChangedDto>;

/** An undone change: the address the account has again (every session has ended). */
export const emailRestoredDto = z.object({ email: z.string() });
export type EmailRestoredDto = z.infer<typeof emailRestoredDto>;

/** What deleting did, and when the data goes. */
export const accountDeletionDto = z.object({ purgeAfter: z.string(), releasesTakenDown: z.number() });
export type AccountDeletionDto = z.infer<typeof accountDeletionDto>;
