// Users for admins (SPEC section 2, Users): the table, its export, one user in full, the role,
// suspension, and restoring an account being deleted. Every change answers with the changed row.
import {
  cancelDeletionSchema,
  changeRoleSchema,
  suspensionSchema,
  userFiltersSchema,
  userListQuerySchema,
} from '../../../domain/users-admin.ts';
import { USER_NOT_FOUND } from '../../../domain/users-admin-texts.ts';
import { adminUserDetailDto, adminUserDto, adminUserPageDto } from '../../../domain/users-admin-dto.ts';
import type { Deps } from '../../deps.ts';
import { csvResponse } from '../../http/csv-response.ts';
import { idParams } from '../../http/id-param.ts';
import { rawAnswer, route } from '../../http/route.ts';
import { cancelUserDeletion } from './cancel-user-deletion.ts';
import { changeRole } from './change-role.ts';
import { USERS_CSV_HEADER, usersCsv } from './export-users.ts';
import { getUserDetail } from './get-user-detail.ts';
import { listUsers } from './list-users.ts';
import { restoreUser, suspendUser } from './suspend-user.ts';

const params = idParams(USER_NOT_FOUND);

export const userAdminRoutes = (deps: Deps) => [
  route(
    {
      method: 'GET',
      path: '/admin/users',
      access: 'admin',
      query: userListQuerySchema,
      response: adminUserPageDto,
      summary: 'The users, filtered and sorted, a page at a time',
    },
    ({ actor, query }) => listUsers(deps, actor, query),
  ),
  route(
    {
      method: 'GET',
      path: '/admin/users/export',
      access: 'admin',
      query: userFiltersSchema,
      response: rawAnswer('text/csv', 'The matching users as CSV'),
      summary: 'The matching users as a CSV file',
    },
    ({ actor, query }) => csvResponse('users.csv', USERS_CSV_HEADER, usersCsv(deps, actor, query)),
  ),
  route(
    { method: 'GET', path: '/admin/users/:id', access: 'admin', params, response: adminUserDetailDto, summary: 'One user in full' },
    ({ actor, params }) => getUserDetail(deps, actor, params.id),
  ),
  route(
    {
      method: 'PATCH',
      path: '/admin/users/:id/role',
      access: 'admin',
      params,
      body: changeRoleSchema,
      response: adminUserDto,
      summary: "Changes the user's role",
    },
    ({ actor, params, body }) => changeRole(deps, actor, params.id, body),
  ),
  route(
    {
      method: 'POST',
      path: '/admin/users/:id/suspend',
      access: 'admin',
      params,
      body: suspensionSchema,
      response: adminUserDto,
      summary: 'Suspends the user and ends their sessions',
    },
    ({ actor, params, body }) => suspendUser(deps, actor, params.id, body.version),
  ),
  route(
    {
      method: 'POST',
      path: '/admin/users/:id/restore',
      access: 'admin',
      params,
      body: suspensionSchema,
      response: adminUserDto,
      summary: "Lifts the user's suspension",
    },
    ({ actor, params, body }) => restoreUser(deps, actor, params.id, body.version),
  ),
  // An account being deleted, restored: the deletion is cancelled (not a suspension's lifting).
  route(
    {
      method: 'POST',
      path: '/admin/users/:id/cancel-deletion',
      access: 'admin',
      params,
      body: cancelDeletionSchema,
      response: adminUserDto,
      summary: 'Restores an account being deleted',
    },
    ({ actor, params, body }) => cancelUserDeletion(deps, actor, params.id, body.version),
  ),
];
