// What the artist profile routes answer. The web takes only the types.
import { z } from 'zod';

export const artistProfileDto = z.object({
  id: z.string(),
  name: z.string(),
  /** ISO 3166-1 alpha-2, or null. */
  country: z.string().nullable(),
  bio: z.string().nullable(),
  /** The artist's image (an upload's id) and its thumbnail's address; null without one. */
  imageFileId: z.string().nullable(),
  imageUrl: z.string().nullable(),
  /** The artist's id at each store that has one (the bare id; Spotify's without the URI prefix). */
  storeIds: z.record(z.string(), z.string()),
  newArtist: z.boolean(),
  releaseCount: z.number().int(),
  createdAt: z.string(),
});
export type ArtistProfileDto = z.infer<typeof artistProfileDto>;

export const artistProfilesDto = z.object({
  profiles: z.array(artistProfileDto),
  planName: z.string(),
  /** How many the plan allows; null: unlimited. */
  limit: z.number().int().nullable(),
});
export type ArtistProfilesDto = z.infer<typeof artistProfilesDto>;
