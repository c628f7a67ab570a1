// The catalogue import's server calls: the account's latest import (so the page survives a reload),
// one import (refreshed every two seconds while it runs), and the changes: a sheet, a file, start.
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
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

// ---- console ----

export const adminImportKey = ['admin', 'catalogue-import'] as const;

/** An import of any account (refreshed every two seconds while it runs). */
export const adminImportOptions = (id: string) =>
  queryOptions({
    queryKey: [...adminImportKey, id],
    queryFn: ({ signal }) => api('GET /admin/catalogue-imports/:id', { params: { id }, signal }),
    refetchInterval: (q) => (q.state.data?.state === 'importing' ? 2000 : false),
  });

/** Accounts to import into, by name or email. */
export const importAccountsOptions = (q: string) =>
  queryOptions({
    queryKey: [...adminImportKey, 'accounts', q],
    queryFn: ({ signal }) => api('GET /admin/users', { query: { q, limit: 8 }, signal }),
    placeholderData: keepPreviousData,
  });

export function useAdminUploadSheet() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ file, accountId, storagePrefix }: { file: File; accountId: string; storagePrefix: string }) =>
      api('POST /admin/catalogue-imports', { query: { name: file.name, accountId, storagePrefix }, body: file }),
    onSuccess: (dto) => client.setQueryData([...adminImportKey, dto.id], dto),
  });
}

export function useAdminStartImport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api('POST /admin/catalogue-imports/:id/start', { params: { id }, body: {} }),
    onSuccess: (dto) => client.setQueryData([...adminImportKey, dto.id], dto),
  });
}
