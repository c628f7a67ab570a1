// Users as the console shows them (SPEC section 2, Users), and the texts of its answers.
import { formatDate, type DateStyle } from './dates.ts';
import type { RefundDuePaymentDto } from './payments.ts';
import type { PlanType } from './plans.ts';
import type { Role } from './profile.ts';

export type AdminUserDto = {
  id: string;
  fullName: string | null;
  email: string;
  planType: PlanType;
  role: Role;
  suspendedAt: string | null;
  /** The account asked to be deleted: when, and when the purge job removes its data (the grace period's end); null otherwise. */
  deletion: UserDeletionDto | null;
  createdAt: string;
  /** Give it back with a change: another admin's change in between is refused, not overwritten. */
  version: string;
};

export type UserDeletionDto = { requestedAt: string; purgeAfter: string };

export type AdminUserDetailDto = AdminUserDto & {
  subscriptionPlan: string | null;
  subscriptionStatus: 'active' | 'inactive';
  subscriptionExpiresAt: string | null;
  emailVerified: boolean;
  lastSignInAt: string | null;
  counts: { releases: number; tickets: number; claims: number };
  /** Payments not applied (their order no longer fitted the plan when paid), to refund at the gateway. */
  refundsDue: RefundDuePaymentDto[];
};

export const ROLES = ['user', 'admin'] as const;
export const ROLE_LABELS: Record<Role, string> = { user: 'User', admin: 'Admin' };
export const USER_STATUSES = ['active', 'suspended'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

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
