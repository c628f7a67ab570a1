// Account settings (issue: account settings at /dashboard/settings): the sessions of an account,
// and leaving. Deleting an account takes its releases down and signs it out everywhere at once;
// its data is removed after a grace period, once any payout already requested is settled.
import { z } from 'zod';
import { DELETE_CONFIRM_MISMATCH, PASSWORDS_DIFFER, PASSWORD_REQUIRED, SAME_EMAIL, WRONG_PASSWORD } from './account-texts.ts';

/** GET /api/account: what the settings screen needs to know about how the account signs in. */
export type AccountDto = {
  email: string;
  emailVerified: boolean;
  /** Signs in with a password (so changing it needs the current one). */
  hasPassword: boolean;
  /** Other ways in: 'google'. */
  providers: string[];
  createdAt: string;
};

/** One signed-in browser or device. */
export type SessionDto = {
  id: string;
  current: boolean;
  /** "Chrome on Windows", from the browser's user agent; "Unknown device" without one. */
  device: string;
  ipAddress: string | null;
  createdAt: string;
  lastActiveAt: string;
  expiresAt: string;
};

export type SessionsDto = { sessions: SessionDto[] };

/** POST /api/account/deletion: the password when the account has one, and the email typed out. */
export const deleteAccountSchema = z.object({
  password: z.string({ error: PASSWORD_REQUIRED }).max(1024, WRONG_PASSWORD).optional(),
  confirmEmail: z.string({ error: DELETE_CONFIRM_MISMATCH }).trim().min(1, DELETE_CONFIRM_MISMATCH).max(254, DELETE_CONFIRM_MISMATCH),
});
export type DeleteAccountInput = z.infer<typeof deleteAccountSchema>;

/** What deleting did, and when the data goes. */
export type AccountDeletionDto = { purgeAfter: string; releasesTakenDown: number };

/** The settings screen's new-address form (better-auth's /change-email checks it again). */
export const changeEmailSchema = (currentEmail: string) =>
  z.object({
    newEmail: z
      .email('Please enter a valid email address')
      .max(254, 'Please enter a valid email address')
      .refine((v) => v.trim().toLowerCase() !== currentEmail.toLowerCase(), SAME_EMAIL),
  });
export type ChangeEmailInput = z.infer<ReturnType<typeof changeEmailSchema>>;

/** The settings screen's password form: the current password, the new one twice. */
export const changePasswordSchema = z
  .object({
    currentPassword: z.string().min(1, PASSWORD_REQUIRED).max(1024, WRONG_PASSWORD),
    newPassword: z.string().min(8, 'Password must be at least 8 characters').max(128, 'Password must be at most 128 characters'),
    confirmPassword: z.string(),
    revokeOtherSessions: z.boolean(),
  })
  .refine((v) => v.newPassword === v.confirmPassword, { message: PASSWORDS_DIFFER, path: ['confirmPassword'] });
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;
