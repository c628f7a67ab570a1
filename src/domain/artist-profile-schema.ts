// The artist profile form: one schema checks it in the browser and the body on the server.
import { z } from 'zod';
import { ARTIST_STORES, PROFILE_MESSAGES, type StoreArtistIds } from './artist-profiles.ts';
import { isCountryCode } from './territories.ts';

const storeIdFields = Object.fromEntries(ARTIST_STORES.map((s) => [s.key, z.string().trim().max(300, `${s.name}: ${s.hint}`).default('')]));

export const artistProfileSchema = z
  .object({
    name: z.string().trim().min(1, PROFILE_MESSAGES.nameRequired).max(200, 'Artist name must be at most 200 characters'),
    country: z
      .string()
      .trim()
      .toUpperCase()
      .default('')
      .refine((c) => c === '' || isCountryCode(c), 'Please choose a country from the list'),
    bio: z.string().trim().max(2000, 'Bio must be at most 2000 characters').default(''),
    /** The artist's image: an image upload of the account's (a JPG or PNG), or '' for none. */
    imageFileId: z.union([z.uuid('That file was not found'), z.literal('')], 'That file was not found').default(''),
    storeIds: z.object(storeIdFields).default({}),
    /** The artist has no page at any store yet: each store makes one with the first release. */
    newArtist: z.boolean().default(false),
  })
  .superRefine((v, ctx) => {
    for (const s of ARTIST_STORES) {
      const raw = v.storeIds[s.key] ?? '';
      if (raw && !s.read(raw)) ctx.addIssue({ code: 'custom', path: ['storeIds', s.key], message: `${s.name}: ${s.hint}` });
    }
    if (!v.newArtist && ARTIST_STORES.every((s) => !v.storeIds[s.key]))
      ctx.addIssue({ code: 'custom', path: ['newArtist'], message: PROFILE_MESSAGES.storeOrNew });
  })
  .transform((v) => ({
    ...v,
    country: v.country || null,
    bio: v.bio || null,
    imageFileId: v.imageFileId || null,
    storeIds: Object.fromEntries(
      ARTIST_STORES.flatMap((s) => (v.storeIds[s.key] ? [[s.key, s.read(v.storeIds[s.key]!)!]] : [])),
    ) as StoreArtistIds,
  }));
export type ArtistProfileInput = z.input<typeof artistProfileSchema>;
export type ArtistProfileValues = z.output<typeof artistProfileSchema>;
