// The console's user table and its changes (GET /api/admin/users, role, suspension); their texts
// are in users-admin-texts.ts, their answers in users-admin-dto.ts.
import { z } from 'zod';
import { cursorParam, dirParam, limitParam, searchParam, sortParam, versionParam } from './admin-list-schema.ts';
import { PLAN_TYPES } from './plans.ts';
import { ROLES } from './profile.ts';

export const USER_STATUSES = ['active', 'suspended'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

export const USER_SORTS = ['created', 'name', 'email'] as const;

export const userFiltersSchema = z.object({
  q: searchParam,
  plan: z.enum(['all', ...PLAN_TYPES], 'Unknown plan filter').default('all'),
  role: z.enum(['all', ...ROLES], 'Unknown role filter').default('all'),
  status: z.enum(['all', ...USER_STATUSES], 'Unknown status filter').default('all'),
  sort: sortParam(USER_SORTS, 'created'),
  dir: dirParam,
});
export const userListQuerySchema = userFiltersSchema.extend({ limit: limitParam, cursor: cursorParam });
export type UserListQuery = z.infer<typeof userListQuerySchema>;
export type UserFilters = z.infer<typeof userFiltersSchema>;

const version = versionParam;

export const changeRoleSchema = z.object({ role: z.enum(ROLES, 'Please choose a role from the list'), version });
export type ChangeRoleInput = z.infer<typeof changeRoleSchema>;

export const suspensionSchema = z.object({ version });
/** Restoring an account being deleted (POST /api/admin/users/:id/cancel-deletion). */
export const cancelDeletionSchema = z.object({ version });
