// What the white label routes answer. The web takes only the types.
import { z } from 'zod';

export const brandingDto = z.object({
  /** The brand in force (Enterprise Label with a name saved); null: the service's own. */
  brand: z.object({ name: z.string(), logoUrl: z.string().nullable() }).nullable(),
  /** What the owner saved, shown in the form even while the plan does not show it. */
  saved: z.object({ name: z.string(), logoFileId: z.string().nullable() }).nullable(),
  /** Null on Enterprise Label; else why the brand does not show. */
  locked: z.string().nullable(),
});
export type BrandingDto = z.infer<typeof brandingDto>;
