// Withdraws a release that waits for review back to draft; the release and the lists refresh.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { releasesKey } from './releases-api.ts';

export function useWithdrawRelease(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api('POST /releases/:id/withdraw', { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: releasesKey }),
  });
}
