// What every admin table shares: a page of rows with the cursor of the next page and how many rows
// match (counted up to a cap, so a count never costs more than the page), and the texts of the
// console's shared answers.

export type { PageDto } from './admin-list-dto.ts';

export const ADMIN_PAGE_SIZE = 25;
export const COUNT_CAP = 10_000;
export type SortDir = 'asc' | 'desc';

/** Another admin changed the record since this one loaded it. */
export const RECORD_CHANGED = 'This record was changed by someone else. Reload it to see the latest version, then try again.';

/** "1,234" or "10,000+". */
export function totalLabel(total: number, capped: boolean): string {
  return `${total.toLocaleString('en-US')}${capped ? '+' : ''}`;
}
