// The query every admin table accepts: search, sort, direction, page size and cursor. Each table
// adds its own filters and names its sortable columns.
import { z } from 'zod';
import { isValidTimestamp } from './dates.ts';
import { ADMIN_PAGE_SIZE } from './admin-list.ts';

export const searchParam = z.string().trim().max(200, 'Search must be at most 200 characters').default('');
export const cursorParam = z.string().max(500, 'Unknown page').optional();
export const limitParam = z.coerce.number().int().min(1).max(100).default(ADMIN_PAGE_SIZE);
export const dirParam = z.enum(['asc', 'desc'], 'Sort direction must be asc or desc').default('desc');

export const sortParam = <T extends readonly [string, ...string[]]>(columns: T, fallback: T[number]) =>
  z.enum(columns, `Sort by one of: ${columns.join(', ')}`).default(fallback as never);

/** A record's version as the console was given it (its last change, to the microsecond, UTC). */
export const versionParam = z
  .string()
  // Stryker disable next-line Regex: equivalent, isValidTimestamp below anchors the value at both ends too
  .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/, 'Reload the record and try again')
  .refine(isValidTimestamp, 'Reload the record and try again');
