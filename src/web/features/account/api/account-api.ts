// The account settings calls: how the account signs in, the names, a new address, the password
// (better-auth's endpoint under /api/auth, answered in our error shape), the sessions, and
// deleting the account.
import { queryOptions } from '@tanstack/react-query';
import type { AccountDeletionDto, AccountDto, SessionsDto } from '../../../../domain/account.ts';
import type { ProfileDto } from '../../../../domain/profile.ts';
import { api } from '../../../lib/api-client.ts';

const accountQueryKey = ['account'] as const;
export const sessionsQueryKey = ['account', 'sessions'] as const;

export const accountOptions = () =>
  queryOptions({ queryKey: accountQueryKey, queryFn: ({ signal }) => api<AccountDto>('/account', { signal }) });
export const sessionsOptions = () =>
  queryOptions({ queryKey: sessionsQueryKey, queryFn: ({ signal }) => api<SessionsDto>('/account/sessions', { signal }) });

export const updateNames = (body: { fullName: string; defaultArtistName: string }) =>
  api<ProfileDto>('/me/profile', { method: 'PATCH', body });

/** Sends the confirmation link to the new address (the address changes when it is opened) and tells the current one. */
export const changeEmail = (body: { newEmail: string; currentPassword?: string }) =>
  api<{ status: boolean }>('/account/email', { method: 'POST', body });

export const changePassword = (body: { currentPassword: string; newPassword: string; revokeOtherSessions: boolean }) =>
  api<unknown>('/auth/change-password', { method: 'POST', body });

export const endSession = (id: string) => api<void>(`/account/sessions/${encodeURIComponent(id)}`, { method: 'DELETE' });
export const endOtherSessions = () => api<{ ended: number }>('/account/sessions/end-others', { method: 'POST', body: {} });

export const deleteAccount = (body: { confirmEmail: string; password?: string }) =>
  api<AccountDeletionDto>('/account/deletion', { method: 'POST', body });
