// The console's Report mappings: the list (shipped ones first), one mapping, adding and changing
// one, and the preview of a sample's first rows as a mapping reads them (the editor's, and the
// upload form's detection). Keys start with ['admin', 'report-mappings'].
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { MappingPreviewInput, ReportMappingInput } from '../../../../domain/report-mapping-schema.ts';
import { api } from '../../../lib/api-client.ts';

export const reportMappingsKey = ['admin', 'report-mappings'] as const;

export const reportMappingsOptions = () =>
  queryOptions({
    queryKey: [...reportMappingsKey, 'list'],
    queryFn: ({ signal }) => api('GET /admin/report-mappings', { signal }),
  });

export const reportMappingOptions = (id: string) =>
  queryOptions({
    queryKey: [...reportMappingsKey, 'one', id],
    queryFn: ({ signal }) => api('GET /admin/report-mappings/:id', { params: { id }, signal }),
  });

/** Adds a mapping (no id) or changes one at the version the console loaded. */
export function useSaveMapping() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, version, mapping }: { id: string | null; version: string | null; mapping: ReportMappingInput }) =>
      // a mapping with an id is a stored one, loaded with its version
      id
        ? api('PUT /admin/report-mappings/:id', { params: { id }, body: { version: version!, mapping } })
        : api('POST /admin/report-mappings', { body: mapping }),
    onSuccess: (saved) => client.setQueryData(reportMappingOptions(saved.id).queryKey, saved),
    onSettled: () => client.invalidateQueries({ queryKey: reportMappingsKey }),
  });
}

/** What the preview is sent of a file: its start, as text. */
export const SAMPLE_BYTES = 192 * 1024;

/** The start of a file as text (gzip-compressed files cannot be previewed: null). */
export async function readSample(file: File): Promise<{ sample: string; complete: boolean } | null> {
  const head = new Uint8Array(await file.slice(0, 2).arrayBuffer());
  if (head[0] === 0x1f && head[1] === 0x8b) return null;
  return { sample: await file.slice(0, SAMPLE_BYTES).text(), complete: file.size <= SAMPLE_BYTES };
}

export const previewMapping = (input: MappingPreviewInput, signal?: AbortSignal) =>
  api('POST /admin/report-mappings/preview', { body: input, signal });
