import { z } from 'zod';
import type { PlanType } from './plans.ts';
import type { PaymentsMode } from './payments-mode.ts';

export type Role = 'user' | 'admin';

export type ProfileDto = {
  id: string;
  fullName: string | null;
  email: string;
  planType: PlanType;
  subscriptionPlan: string | null;
  subscriptionStatus: 'active' | 'inactive';
  subscriptionExpiresAt: string | null;
  createdAt: string;
  /** The artist name new releases start with (account settings); null: the full name. */
  defaultArtistName: string | null;
};

/** GET /api/me: who the session belongs to. */
export type MeDto = { profile: ProfileDto; role: Role; isAdmin: boolean };

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

/** GET /api/config: public settings the web app needs. */
export type PublicConfigDto = {
  brand: string;
  googleEnabled: boolean;
  supportEmail: string;
  supportPhone: string;
  /** The phone number as a tel: link target ("+911140001234"). */
  supportPhoneHref: string;
  careersEmail: string;
  /** Where "Start Distributing Today" goes (opens in a new tab). */
  signupUrl: string;
  /** The third-party live-chat widget, when one is configured. */
  chat: ChatWidgetConfig | null;
  /** Which checkout takes payments: the pricing screens mark the sandbox and say when there is none. */
  payments: PaymentsMode;
  /** The store names /stores shows, when an admin changed them (absent: the defaults in domain/stores.ts). */
  stores?: StoreNames;
};

export type StoreNames = { featured: string[]; more: string[] };

export type ChatWidgetConfig = { src: string; widgetId: string | null };
