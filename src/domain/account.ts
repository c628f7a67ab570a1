// Account settings (issue: account settings at /dashboard/settings): what its forms and routes
// take (their answers are in account-dto.ts). Deleting an account takes its releases down and signs
// it out everywhere at once; its data is removed after a grace period, once any payout already
// requested is settled.
import { z } from 'zod';
import {
  DELETE_CONFIRM_MISMATCH,
  EMAIL_LINK_INVALID,
  PASSWORDS_DIFFER,
  PASSWORD_REQUIRED,
  SAME_EMAIL,
  WRONG_PASSWORD,
} from './account-texts.ts';

/** POST /api/account/deletion: the password when the account has one, and the email typed out. */
export const deleteAccountSchema = z.object({
  password: z.string({ error: PASSWORD_REQUIRED }).max(1024, WRONG_PASSWORD).optional(),
  confirmEmail: z.string({ error: DELETE_CONFIRM_MISMATCH }).trim().min(1, DELETE_CONFIRM_MISMATCH).max(254, DELETE_CONFIRM_MISMATCH),
});
export type DeleteAccountInput = z.infer<typeof deleteAccountSchema>;

const newEmailField = z.email('Please enter a valid email address').max(254, 'Please enter a valid email address');

/**
 * The settings screen's new-address form: the new address and, when the account has a password,
 * the current one (an account that signs in only with Google needs a sign-in from the last few
 * minutes instead). POST /api/account/email checks them again.
 */
export const changeEmailSchema = (currentEmail: string, hasPassword = true) =>
  z.object({
    newEmail: newEmailField.refine((v) => v.trim().toLowerCase() !== currentEmail.toLowerCase(), SAME_EMAIL),
    currentPassword: hasPassword
      ? z.string({ error: PASSWORD_REQUIRED }).min(1, PASSWORD_REQUIRED).max(1024, WRONG_PASSWORD)
      : z.string().max(1024, WRONG_PASSWORD).optional(),
  });
export type ChangeEmailInput = z.infer<ReturnType<typeof changeEmailSchema>>;

/** POST /api/account/email: the new address, and the current password when the account has one. */
export const requestEmailChangeSchema = z.object({
  newEmail: newEmailField,
  currentPassword: z.string({ error: PASSWORD_REQUIRED }).max(1024, WRONG_PASSWORD).optional(),
});
export type RequestEmailChangeInput = z.infer<typeof requestEmailChangeSchema>;

/** POST /api/account/email/confirm and /undo: the token of the emailed link. */
export const emailLinkSchema = z.object({
  token: z.string({ error: EMAIL_LINK_INVALID }).min(1, EMAIL_LINK_INVALID).max(200, EMAIL_LINK_INVALID),
});

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
