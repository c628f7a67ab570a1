// API keys: the owner's keys (with why the plan does not allow the API, if it does not), creating
// one (the answer carries the key itself, this once) and revoking one; and the public API's own
// document, which the reference page reads as any client would.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiKeyInput } from '../../../../domain/api-keys-schema.ts';
import { api } from '../../../lib/api-client.ts';
import type { ApiDocument } from '../components/api-document.ts';

const keysKey = ['api-keys'] as const;

export const apiKeysOptions = () => queryOptions({ queryKey: keysKey, queryFn: ({ signal }) => api('GET /api-keys', { signal }) });

export function useCreateApiKey() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ApiKeyInput) => api('POST /api-keys', { body }),
    onSettled: () => client.invalidateQueries({ queryKey: keysKey }),
  });
}

export function useRevokeApiKey() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api('DELETE /api-keys/:id', { params: { id } }),
    onSettled: () => client.invalidateQueries({ queryKey: keysKey }),
  });
}

export const apiDocumentOptions = () =>
  queryOptions({
    queryKey: ['api-document'],
    queryFn: async ({ signal }) => {
      const res = await fetch('/api/v1/openapi.json', { signal });
      if (!res.ok) throw new Error(`The API reference answered ${res.status}`);
      return (await res.json()) as ApiDocument;
    },
    staleTime: Infinity,
  });
