// The console's users: the table, one user in full, and the changes (role, suspension, restoring
// an account being deleted). Keys start with ['admin', 'users'], so the live stream and each
// change refresh them.
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { PageDto } from '../../../../domain/admin-list.ts';
import type { Role } from '../../../../domain/profile.ts';
import type { UserFilters } from '../../../../domain/users-admin.ts';
import type { AdminUserDetailDto, AdminUserDto } from '../../../../domain/users-admin-dto.ts';
import { api } from '../../../lib/api-client.ts';

const usersKey = ['admin', 'users'] as const;
export type UsersFilter = UserFilters;
export const DEFAULT_USERS_FILTER: UsersFilter = { q: '', plan: 'all', role: 'all', status: 'all', sort: 'created', dir: 'desc' };

function filterParams(f: UsersFilter): URLSearchParams {
  const p = new URLSearchParams();
  for (const [k, v] of Object.entries(f)) if (v !== '' && v !== 'all') p.set(k, String(v));
  return p;
}

export function userListOptions(f: UsersFilter, cursor: string) {
  return queryOptions({
    queryKey: [...usersKey, 'list', f, cursor],
    queryFn: ({ signal }) => {
      const p = filterParams(f);
      if (cursor) p.set('cursor', cursor);
      return api<PageDto<AdminUserDto>>(`/admin/users?${p.toString()}`, { signal });
    },
    placeholderData: keepPreviousData,
  });
}

export const usersExportHref = (f: UsersFilter) => `/api/admin/users/export?${filterParams(f).toString()}`;

export const userDetailOptions = (id: string) =>
  queryOptions({ queryKey: [...usersKey, 'one', id], queryFn: ({ signal }) => api<AdminUserDetailDto>(`/admin/users/${id}`, { signal }) });

function useUserChange<V>(call: (v: V) => Promise<AdminUserDto>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: call, onSettled: () => client.invalidateQueries({ queryKey: ['admin'] }) });
}

export const useChangeRole = () =>
  useUserChange((v: { id: string; role: Role; version: string }) =>
    api<AdminUserDto>(`/admin/users/${v.id}/role`, { method: 'PATCH', body: { role: v.role, version: v.version } }),
  );
export const useSuspend = () =>
  useUserChange((v: { id: string; version: string }) =>
    api<AdminUserDto>(`/admin/users/${v.id}/suspend`, { method: 'POST', body: { version: v.version } }),
  );
export const useRestore = () =>
  useUserChange((v: { id: string; version: string }) =>
    api<AdminUserDto>(`/admin/users/${v.id}/restore`, { method: 'POST', body: { version: v.version } }),
  );
export const useCancelDeletion = () =>
  useUserChange((v: { id: string; version: string }) =>
    api<AdminUserDto>(`/admin/users/${v.id}/cancel-deletion`, { method: 'POST', body: { version: v.version } }),
  );
