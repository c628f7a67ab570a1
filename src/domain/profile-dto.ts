// What the profile API answers with: the signed-in user's profile and role. The schemas are the
// server's answer contract; the web takes only their types.
import { z } from 'zod';
import { PLAN_TYPES } from './plans.ts';
import { ROLES } from './profile.ts';

export const profileDto = z.object({
  id: z.string(),
  fullName: z.string().nullable(),
  email: z.string(),
  planType: z.enum(PLAN_TYPES),
  subscriptionPlan: z.string().nullable(),
  subscriptionStatus: z.enum(['active', 'inactive']),
  subscriptionExpiresAt: z.string().nullable(),
  createdAt: z.string(),
  /** The artist name new releases start with (account settings); null: the full name. */
  defaultArtistName: z.string().nullable(),
});
export type ProfileDto = z.infer<typeof profileDto>;

/** GET /api/me: who the session belongs to. */
export const meDto = z.object({ profile: profileDto, role: z.enum(ROLES), isAdmin: z.boolean() });
export type MeDto = z.infer<typeof meDto>;
