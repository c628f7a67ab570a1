// Users as the console's API answers with them (SPEC section 2, Users). The schemas are the
// server's answer contract; the web takes only their types (the texts are in users-admin.ts).
import { z } from 'zod';
import { pageDto } from './admin-list-dto.ts';
import { refundDuePaymentDto } from './payments-dto.ts';
import { PLAN_TYPES } from './plans.ts';
import { ROLES } from './profile.ts';

export const userDeletionDto = z.object({ requestedAt: z.string(), purgeAfter: z.string() });
export type UserDeletionDto = z.infer<typeof userDeletionDto>;

export const adminUserDto = z.object({
  id: z.string(),
  fullName: z.string().nullable(),
  email: z.string(),
  planType: z.enum(PLAN_TYPES),
  role: z.enum(ROLES),
  suspendedAt: z.string().nullable(),
  /** The account asked to be deleted: when, and when the purge job removes its data (the grace period's end); null otherwise. */
  deletion: userDeletionDto.nullable(),
  createdAt: z.string(),
  /** Give it back with a change: another admin's change in between is refused, not overwritten. */
  version: z.string(),
});
export type AdminUserDto = z.infer<typeof adminUserDto>;

/** A page of the console's user table. */
export const adminUserPageDto = pageDto(adminUserDto);

export const adminUserDetailDto = adminUserDto.extend({
  subscriptionPlan: z.string().nullable(),
  subscriptionStatus: z.enum(['active', 'inactive']),
  subscriptionExpiresAt: z.string().nullable(),
  emailVerified: z.boolean(),
  lastSignInAt: z.string().nullable(),
  counts: z.object({ releases: z.number(), tickets: z.number(), claims: z.number() }),
  /** Payments not applied (their order no longer fitted the plan when paid), to refund at the gateway. */
  refundsDue: z.array(refundDuePaymentDto),
});
export type AdminUserDetailDto = z.infer<typeof adminUserDetailDto>;
