// The texts and rules of account settings, apart from account.ts and its schema so that the
// settings screen shows them without loading the validation library.

/** Days between asking to delete an account and its data being removed. */
export const DELETION_GRACE_DAYS = 30;

export const DELETE_CONFIRM_MISMATCH = 'Type your email address exactly as shown to confirm';
export const PASSWORD_REQUIRED = 'Password is required';
export const WRONG_PASSWORD = 'The password is not right';
export const PASSWORDS_DIFFER = 'The two new passwords are not the same';
export const SAME_EMAIL = 'This is already your email address';

/** Hours a link confirming a new address works. */
export const EMAIL_CHANGE_LINK_HOURS = 24;
/** Days the old address's link can undo a change of address. */
export const EMAIL_UNDO_DAYS = 7;
/** Minutes a sign-in counts as fresh: an account without a password changes its address only then. */
export const FRESH_SIGN_IN_MINUTES = 5;

export const SIGN_IN_AGAIN_TO_CHANGE_EMAIL = `For your safety, please sign out and sign in again, then change your email within ${FRESH_SIGN_IN_MINUTES} minutes.`;
export const EMAIL_LINK_INVALID = 'This link has expired or was already used.';
export const EMAIL_TAKEN = 'This address is used by another account.';
/** An account waiting for deletion is frozen: its sign-in details stay as they are. */
export const ACCOUNT_FROZEN_MESSAGE =
  'This account is being deleted, so its email and password cannot be changed. Please contact support if you want to keep it.';

/** What deleting an account does, said before the button (and in the mail after it). */
export const DELETION_CONSEQUENCES = [
  'You are signed out everywhere at once, and no one can sign in to this account again.',
  'Your releases are taken down: stores stop selling and streaming them.',
  'Earnings already credited to you are kept for payout: payout requests you have made are still paid before anything is removed.',
  `Your data (profile, releases, files, payments) is removed ${DELETION_GRACE_DAYS} days after you ask. Until then, support can restore the account if you write to them.`,
] as const;

/** An admin's review refused: the owner's account is waiting for deletion (restore it first). */
export const OWNER_BEING_DELETED =
  "This artist's account is being deleted, so its releases cannot be approved or sent for review. Restore the account in Users first.";

export const ACCOUNT_DELETED_MESSAGE = 'This account is being deleted. Please contact support if you want to keep it.';

/** "Chrome on Windows" from a user agent: the browser and the system, nothing more precise. */
export function describeDevice(userAgent: string | null | undefined): string {
  if (!userAgent) return 'Unknown device';
  const ua = userAgent;
  const browser = /Edg\//.test(ua)
    ? 'Edge'
    : /OPR\/|Opera/.test(ua)
      ? 'Opera'
      : /Firefox\//.test(ua)
        ? 'Firefox'
        : /Chrom(e|ium)\//.test(ua)
          ? 'Chrome'
          : /Safari\//.test(ua)
            ? 'Safari'
            : null;
  const system = /iPhone|iPad|iPod/.test(ua)
    ? 'iOS'
    : /Android/.test(ua)
      ? 'Android'
      : /Windows/.test(ua)
        ? 'Windows'
        : /Mac OS X|Macintosh/.test(ua)
          ? 'macOS'
          : /CrOS/.test(ua)
            ? 'ChromeOS'
            : /Linux/.test(ua)
              ? 'Linux'
              : null;
  if (browser && system) return `${browser} on ${system}`;
  return browser ?? system ?? 'Unknown device';
}
