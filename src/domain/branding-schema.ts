// The white label form: the label's name and its logo (an image upload of the account's, or none).
import { z } from 'zod';
import { BRANDING_MESSAGES } from './branding.ts';

export const brandingSchema = z
  .object({
    name: z.string().trim().min(1, BRANDING_MESSAGES.nameRequired).max(100, 'Label name must be at most 100 characters'),
    logoFileId: z.union([z.uuid('That file was not found'), z.literal('')], 'That file was not found').default(''),
  })
  .transform((v) => ({ ...v, logoFileId: v.logoFileId || null }));
export type BrandingInput = z.input<typeof brandingSchema>;
