// The account's roles, the profile form's input (the profile's answers are in profile-dto.ts), and
// the public settings the web app reads.
import { z } from 'zod';

export const ROLES = ['user', 'admin'] as const;
export type Role = (typeof ROLES)[number];

export const NO_USER = 'No user logged in';

export const ARTIST_NAME_TOO_LONG = 'Default artist name must be at most 100 characters';

export const updateProfileSchema = z.object({
  fullName: z.string().trim().min(1, 'Full Name is required').max(100, 'Full Name must be at most 100 characters'),
  /** Left out: unchanged; blank: cleared (new releases then start with the full name). */
  defaultArtistName: z
    .string()
    .trim()
    .max(100, ARTIST_NAME_TOO_LONG)
    .transform((v) => v || null)
    .nullable()
    .optional(),
});
export type UpdateProfileInput = z.infer<typeof updateProfileSchema>;

// GET /api/config's answer; its schema is in public-config-dto.ts.
export type { ChatWidgetConfig, PublicConfigDto, StoreNames } from './public-config-dto.ts';
