// What GET /api/config answers with (and what every served page embeds): the public settings the
// web app needs. The schema is the server's answer contract; the web takes only its types.
import { z } from 'zod';

/** The store names /stores shows. */
export const storeNamesDto = z.object({ featured: z.array(z.string()), more: z.array(z.string()) });
export type StoreNames = z.infer<typeof storeNamesDto>;

export const chatWidgetConfigDto = z.object({ src: z.string(), widgetId: z.string().nullable() });
export type ChatWidgetConfig = z.infer<typeof chatWidgetConfigDto>;

export const publicConfigDto = z.object({
  brand: z.string(),
  googleEnabled: z.boolean(),
  supportEmail: z.string(),
  supportPhone: z.string(),
  /** The phone number as a tel: link target ("+911140001234"). */
  supportPhoneHref: z.string(),
  careersEmail: z.string(),
  /** Where "Start Distributing Today" goes (opens in a new tab). */
  signupUrl: z.string(),
  /** The third-party live-chat widget, when one is configured. */
  chat: chatWidgetConfigDto.nullable(),
  /** Which checkout takes payments: the pricing screens mark the sandbox and say when there is none. */
  payments: z.enum(['razorpay', 'sandbox', 'off']),
  /** The store names /stores shows, when an admin changed them (absent: the defaults in domain/stores.ts). */
  stores: storeNamesDto.optional(),
});
export type PublicConfigDto = z.infer<typeof publicConfigDto>;
