// The account settings calls: how the account signs in, the names, a new address, the password
// (better-auth's endpoint under /api/auth, answered in our error shape), the sessions, and
// deleting the account.
import { queryOptions } from '@tanstack/react-query';
import type { ApiErrorBody } from '../../../../domain/errors.ts';
import { api, ApiError } from '../../../lib/api-client.ts';

const accountQueryKey = ['account'] as const;
export const sessionsQueryKey = ['account', 'sessions'] as const;

export const accountOptions = () => queryOptions({ queryKey: accountQueryKey, queryFn: ({ signal }) => api('GET /account', { signal }) });
export const sessionsOptions = () =>
  queryOptions({ queryKey: sessionsQueryKey, queryFn: ({ signal }) => api('GET /account/sessions', { signal }) });

export const updateNames = (body: { fullName: string; defaultArtistName: string }) => api('PATCH /me/profile', { body });

/** Sends the confirmation link to the new address (the address changes when it is opened) and tells the current one. */
export const changeEmail = (body: { newEmail: string; currentPassword?: string }) => api('POST /account/email', { body });

/** Not one of the API's routes (better-auth answers it), so not called through `api`; refused, it throws the same ApiError. */
export async function changePassword(body: {
  currentPassword: string;
  newPassword: string;
  revokeOtherSessions: boolean;
}): Promise<unknown> {
  const res = await fetch('/api/auth/change-password', {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  const answer = (await res.json().catch(() => undefined)) as Partial<ApiErrorBody> | undefined;
  if (res.ok) return answer;
  const error = answer?.error;
  throw new ApiError(res.status, error?.code ?? 'HTTP_ERROR', error?.message ?? 'Please try again later.', error?.field);
}

export const endSession = (id: string) => api('DELETE /account/sessions/:id', { params: { id } });
export const endOtherSessions = () => api('POST /account/sessions/end-others');

export const deleteAccount = (body: { confirmEmail: string; password?: string }) => api('POST /account/deletion', { body });
