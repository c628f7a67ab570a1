// The analytics' filters beside the store: the tier or offer the usage was under ("Premium",
// "Free", "Family"), the commercial model and the use type, as the stores reported them
// (release_analytics keeps them per row). Shared by the artist's and the console's analytics.
import { z } from 'zod';
import { USE_TYPES, type UseType } from './report-formats.ts';

// a blank value is no filter (isFiltered)
const value = (what: string) => z.string().trim().max(100, `${what} is at most 100 characters`).optional();

/** ?tier=&commercialModel=&useType= (each left out: all). */
export const salesFilterShape = {
  tier: value('Tier'),
  commercialModel: value('Commercial model'),
  useType: z.enum(USE_TYPES, 'Use type must be stream, download, ugc or other').optional(),
};
export type SalesFilter = { tier?: string; commercialModel?: string; useType?: UseType };

/** What the filters can be set to: the tiers and commercial models the booked reports name, and the use types. */
export type SalesFilterOptionsDto = { tiers: string[]; commercialModels: string[]; useTypes: string[] };

export const USE_TYPE_LABELS: Record<(typeof USE_TYPES)[number], string> = {
  stream: 'Streams',
  download: 'Downloads',
  ugc: 'User uploads',
  other: 'Other uses',
};

export const isFiltered = (f: SalesFilter) => !!(f.tier || f.commercialModel || f.useType);

/** The filters as a query string ("&tier=Premium"), what the pages' queries add. */
export function salesFilterQuery(f: SalesFilter): string {
  const p = new URLSearchParams();
  if (f.tier) p.set('tier', f.tier);
  if (f.commercialModel) p.set('commercialModel', f.commercialModel);
  if (f.useType) p.set('useType', f.useType);
  const q = p.toString();
  return q ? `&${q}` : '';
}
