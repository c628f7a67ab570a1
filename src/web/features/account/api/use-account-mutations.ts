// The account settings' changes; each refreshes what it changed (the names in the session, the
// list of sessions) before it resolves.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { meQueryKey } from '../../../lib/auth.ts';
import { changeEmail, changePassword, deleteAccount, endOtherSessions, endSession, sessionsQueryKey, updateNames } from './account-api.ts';

export function useUpdateNames() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateNames, onSuccess: () => queryClient.invalidateQueries({ queryKey: meQueryKey }) });
}

export const useChangeEmail = () => useMutation({ mutationFn: changeEmail });

/** Changing it may sign out the other sessions. */
export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: changePassword, onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionsQueryKey }) });
}

/** Signing out one session, or every other one: the list is read again whatever the answer. */
export function useEndSession() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: endSession, onSettled: () => queryClient.invalidateQueries({ queryKey: sessionsQueryKey }) });
}

export function useEndOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: endOtherSessions, onSettled: () => queryClient.invalidateQueries({ queryKey: sessionsQueryKey }) });
}

export const useDeleteAccount = () => useMutation({ mutationFn: deleteAccount });
