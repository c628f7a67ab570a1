// The console's users: the table, one user in full, and the changes (role, suspension, restoring
// an account being deleted). Keys start with ['admin', 'users'], so the live stream and each
// change refresh them.
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Role } from '../../../../domain/profile.ts';
import type { UserFilters } from '../../../../domain/users-admin.ts';
import type { AdminUserDto } from '../../../../domain/users-admin-dto.ts';
import { api } from '../../../lib/api-client.ts';

const usersKey = ['admin', 'users'] as const;
export type UsersFilter = UserFilters;
export const DEFAULT_USERS_FILTER: UsersFilter = { q: '', plan: 'all', role: 'all', status: 'all', sort: 'created', dir: 'desc' };

/** The filters that narrow the table: 'all' is the server's default, left out of the address. */
const narrowing = (f: UsersFilter) => Object.fromEntries(Object.entries(f).filter(([, v]) => v !== 'all')) as Partial<UsersFilter>;

function filterParams(f: UsersFilter): URLSearchParams {
  const p = new URLSearchParams();
  for (const [k, v] of Object.entries(narrowing(f))) if (v !== '') p.set(k, String(v));
  return p;
}

export function userListOptions(f: UsersFilter, cursor: string) {
  return queryOptions({
    queryKey: [...usersKey, 'list', f, cursor],
    queryFn: ({ signal }) => api('GET /admin/users', { query: { ...narrowing(f), cursor }, signal }),
    placeholderData: keepPreviousData,
  });
}

export const usersExportHref = (f: UsersFilter) => `/api/admin/users/export?${filterParams(f).toString()}`;

export const userDetailOptions = (id: string) =>
  queryOptions({ queryKey: [...usersKey, 'one', id], queryFn: ({ signal }) => api('GET /admin/users/:id', { params: { id }, signal }) });

function useUserChange<V>(call: (v: V) => Promise<AdminUserDto>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: call, onSettled: () => client.invalidateQueries({ queryKey: ['admin'] }) });
}

export const useChangeRole = () =>
  useUserChange((v: { id: string; role: Role; version: string }) =>
    api('PATCH /admin/users/:id/role', { params: { id: v.id }, body: { role: v.role, version: v.version } }),
  );
export const useSuspend = () =>
  useUserChange((v: { id: string; version: string }) =>
    api('POST /admin/users/:id/suspend', { params: { id: v.id }, body: { version: v.version } }),
  );
export const useRestore = () =>
  useUserChange((v: { id: string; version: string }) =>
    api('POST /admin/users/:id/restore', { params: { id: v.id }, body: { version: v.version } }),
  );
export const useCancelDeletion = () =>
  useUserChange((v: { id: string; version: string }) =>
    api('POST /admin/users/:id/cancel-deletion', { params: { id: v.id }, body: { version: v.version } }),
  );
