import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { SettingsValues } from '../../../../domain/settings-dto.ts';
import { api } from '../../../lib/api-client.ts';

export const settingsOptions = () =>
  queryOptions({ queryKey: ['admin', 'settings'], queryFn: ({ signal }) => api('GET /admin/settings', { signal }) });

export function useSaveSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (v: { values: { [K in keyof SettingsValues]?: SettingsValues[K] | null }; version: string }) =>
      api('PUT /admin/settings', { body: v }),
    onSuccess: (s) => client.setQueryData(settingsOptions().queryKey, s),
    onSettled: () => client.invalidateQueries({ queryKey: ['admin'] }),
  });
}
