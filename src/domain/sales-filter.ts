// The analytics' filters beside the store: the tier or offer the usage was under ("Premium",
// "Free", "Family"), the commercial model and the use type, as the stores reported them
// (release_analytics keeps them per row), and on a label's page the artist (a profile). Shared by the artist's and the console's analytics; the
// query's schema is sales-filter-schema.ts, so screens load no zod for it, and what the filters can
// be set to is earnings-dto.ts's salesFilterOptionsDto.
import type { UseType } from './use-types.ts';

/** `artist`: one of the account's artist profiles (its id): that artist's releases only. */
export type SalesFilter = { tier?: string; commercialModel?: string; useType?: UseType; artist?: string };

export const isFiltered = (f: SalesFilter) => !!(f.tier || f.commercialModel || f.useType || f.artist);

/** The filters as a query string ("&tier=Premium"), what the analytics CSV link adds. */
export function salesFilterQuery(f: SalesFilter): string {
  const p = new URLSearchParams();
  if (f.tier) p.set('tier', f.tier);
  if (f.commercialModel) p.set('commercialModel', f.commercialModel);
  if (f.useType) p.set('useType', f.useType);
  if (f.artist) p.set('artist', f.artist);
  const q = p.toString();
  return q ? `&${q}` : '';
}
