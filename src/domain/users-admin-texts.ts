// The texts of the console's Users answers and screens (SPEC section 2, Users), apart from
// users-admin.ts and its schemas so that the console shows them without loading the validation
// library.
import { formatDate, type DateStyle } from './dates.ts';
import type { Role } from './profile.ts';
import type { UserDeletionDto } from './users-admin-dto.ts';

export const ROLE_LABELS: Record<Role, string> = { user: 'User', admin: 'Admin' };

/** SPEC section 8. */
export const roleUpdatedMessage = (role: Role) => `User role updated to ${role}`;
export const LAST_ADMIN = 'An admin cannot remove the last admin.';
export const SELF_SUSPEND = 'You cannot suspend your own account.';
export const LAST_ADMIN_SUSPEND = 'An admin cannot suspend the last admin.';
export const USER_NOT_FOUND = 'User not found';
export const USER_SUSPENDED = 'User suspended. Their sessions have ended and they cannot sign in.';
export const USER_RESTORED = 'Suspension lifted. The user can sign in again.';

/** An account being deleted, as the console's status says it (the browser's time zone). */
export const deletionStatus = (d: UserDeletionDto, style: DateStyle = 'long') =>
  `Deletion requested on ${formatDate(d.requestedAt, style)} (removed on ${formatDate(d.purgeAfter, style)})`;
export const DELETION_CANCELLED = 'Account restored. The deletion is cancelled and the user can sign in again.';
