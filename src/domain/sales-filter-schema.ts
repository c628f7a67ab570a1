// The analytics' filters as query parameters, checked (sales-filter.ts has the rest, without zod,
// for the screens).
import { z } from 'zod';
import { USE_TYPES } from './use-types.ts';

// a blank value is no filter (isFiltered)
const value = (what: string) => z.string().trim().max(100, `${what} is at most 100 characters`).optional();

/** ?tier=&commercialModel=&useType=&artist= (each left out: all). */
export const salesFilterShape = {
  tier: value('Tier'),
  commercialModel: value('Commercial model'),
  useType: z.enum(USE_TYPES, 'Use type must be stream, download, ugc or other').optional(),
  /** An artist profile's id; blank: every artist. */
  artist: z.union([z.uuid('Artist not found'), z.literal('')], 'Artist not found').optional(),
};
