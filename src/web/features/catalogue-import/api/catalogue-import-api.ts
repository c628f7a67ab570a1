// The catalogue import's server calls: the account's latest import (so the page survives a reload),
// one import (refreshed every two seconds while it runs), and the changes: a sheet, a file, start.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { CatalogueImportDto } from '../../../../domain/catalogue-import-dto.ts';
import { api } from '../../../lib/api-client.ts';

export const catalogueImportsKey = ['catalogue-imports'] as const;

/** The latest import of the account, or null when there is none. */
export const latestImportOptions = () =>
  queryOptions({
    queryKey: [...catalogueImportsKey, 'latest'],
    queryFn: async (): Promise<CatalogueImportDto | null> => {
      const list = await api('GET /catalogue-imports');
      return list[0] ? api('GET /catalogue-imports/:id', { params: { id: list[0].id } }) : null;
    },
    refetchInterval: (q) => (q.state.data?.state === 'importing' ? 2000 : false),
  });

function useSetLatest() {
  const client = useQueryClient();
  return (dto: CatalogueImportDto) => client.setQueryData([...catalogueImportsKey, 'latest'], dto);
}

export function useUploadSheet() {
  const setLatest = useSetLatest();
  return useMutation({
    mutationFn: (file: File) => api('POST /catalogue-imports', { query: { name: file.name }, body: file }),
    onSuccess: setLatest,
  });
}

export function useAttachFile() {
  const setLatest = useSetLatest();
  return useMutation({
    mutationFn: ({ id, fileId }: { id: string; fileId: string }) =>
      api('POST /catalogue-imports/:id/files', { params: { id }, body: { fileId } }),
    onSuccess: setLatest,
  });
}

export function useStartImport() {
  const setLatest = useSetLatest();
  return useMutation({
    mutationFn: (id: string) => api('POST /catalogue-imports/:id/start', { params: { id }, body: {} }),
    onSuccess: setLatest,
  });
}
