// The console's release table and review (GET /api/admin/releases, PATCH .../review).
import { z } from 'zod';
import { cursorParam, dirParam, limitParam, searchParam, sortParam, versionParam } from './admin-list-schema.ts';
import { RELEASE_STATUSES } from './releases-options.ts';
import { REJECT_NEEDS_NOTES, RELEASE_SORTS } from './releases-admin-options.ts';

export const adminReleaseFiltersSchema = z.object({
  q: searchParam,
  status: z.enum(['all', ...RELEASE_STATUSES], 'Unknown status filter').default('all'),
  sort: sortParam(RELEASE_SORTS, 'created'),
  dir: dirParam,
});
export const adminReleaseListQuerySchema = adminReleaseFiltersSchema.extend({ limit: limitParam, cursor: cursorParam });
export type AdminReleaseFilters = z.infer<typeof adminReleaseFiltersSchema>;
export type AdminReleaseListQuery = z.infer<typeof adminReleaseListQuerySchema>;

export const reviewReleaseSchema = z
  .object({
    status: z.enum(RELEASE_STATUSES, 'Please choose a status from the list'),
    adminNotes: z.string().trim().max(5000, 'Notes must be at most 5000 characters').default(''),
    version: versionParam,
  })
  .refine((v) => v.status !== 'rejected' || v.adminNotes.length > 0, { message: REJECT_NEEDS_NOTES, path: ['adminNotes'] });
export type ReviewReleaseInput = z.infer<typeof reviewReleaseSchema>;
