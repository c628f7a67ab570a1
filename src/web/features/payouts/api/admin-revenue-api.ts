// The console's Revenue & Payouts: totals, sales report imports (upload, preview, confirm,
// discard, roll back, match again, their rows) and the claims (table, review, update). Keys start
// with ['admin', 'revenue'] so the live stream and every change refresh them.
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ClaimFilters, UpdateClaimInput } from '../../../../domain/claims.ts';
import type { ImportKind, ImportRowState, ReportFormat } from '../../../../domain/earnings-options.ts';
import { api } from '../../../lib/api-client.ts';

export const adminRevenueKey = ['admin', 'revenue'] as const;

export const revenueTotalsOptions = () =>
  queryOptions({
    queryKey: [...adminRevenueKey, 'totals'],
    queryFn: ({ signal }) => api('GET /admin/revenue/totals', { signal }),
  });

// ---- imports ----

export const TEMPLATE_HREF = '/api/admin/royalties/template.csv';

export const importListOptions = (cursor: string) =>
  queryOptions({
    queryKey: [...adminRevenueKey, 'imports', cursor],
    queryFn: ({ signal }) => api('GET /admin/royalties/imports', { query: { cursor, limit: 10 }, signal }),
    placeholderData: keepPreviousData,
  });

export const importOptions = (id: string) =>
  queryOptions({
    queryKey: [...adminRevenueKey, 'import', id],
    queryFn: ({ signal }) => api('GET /admin/royalties/imports/:id', { params: { id }, signal }),
  });

export const importRowsOptions = (id: string, state: 'all' | ImportRowState, cursor: string) =>
  queryOptions({
    queryKey: [...adminRevenueKey, 'import', id, 'rows', state, cursor],
    queryFn: ({ signal }) => api('GET /admin/royalties/imports/:id/rows', { params: { id }, query: { state, cursor }, signal }),
    placeholderData: keepPreviousData,
  });

export type UploadReportInput = {
  file: File;
  format: ReportFormat | '';
  /** The report mapping to read it with; '' detects it from the header. */
  mapping?: string;
  source: string;
  currency?: string;
  rate?: string;
  /** estimate: imported as a trend report's estimates; '' lets the file say (no money: estimates). */
  kind?: ImportKind | '';
};

/**
 * The upload's query as the server reads it (importUploadQuerySchema): what is left empty is left
 * out, but a currency and its rate go together (one alone is refused with the rule's message).
 */
export function uploadQuery({ file, format, mapping = '', source, currency = '', rate = '', kind = '' }: UploadReportInput) {
  return {
    name: file.name,
    format: format || undefined,
    mapping: mapping || undefined,
    kind: kind || undefined,
    source: source.trim() || undefined,
    currency: currency.trim() || undefined,
    rate: rate.trim() || undefined,
  };
}

/** The file as the request's body, streamed; the server reads it and answers with the preview. */
export function useUploadReport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: UploadReportInput) => api('POST /admin/royalties/imports', { query: uploadQuery(input), body: input.file }),
    onSuccess: (preview) => client.setQueryData(importOptions(preview.id).queryKey, preview),
    onSettled: () => client.invalidateQueries({ queryKey: adminRevenueKey }),
  });
}

/** The rate to USD of one of an import's currencies, at the version the console saw. */
export function useSetImportRate(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { version: string; currency: string; rate: string }) =>
      api('POST /admin/royalties/imports/:id/rate', { params: { id }, body }),
    onSuccess: (preview) => client.setQueryData(importOptions(preview.id).queryKey, preview),
    onSettled: () => client.invalidateQueries({ queryKey: adminRevenueKey }),
  });
}

export type ImportAction = 'confirm' | 'discard' | 'rollback' | 'rematch';

/** Confirm, discard, roll back or match again, at the version the console saw. */
export function useImportAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action, version }: { id: string; action: ImportAction; version: string }) =>
      api(`POST /admin/royalties/imports/:id/${action}` as const, { params: { id }, body: { version } }),
    // Figures everywhere move with an import: the console's counters and the artists' pages.
    onSettled: () => Promise.all([client.invalidateQueries({ queryKey: ['admin'] }), client.invalidateQueries({ queryKey: ['earnings'] })]),
  });
}

// ---- claims ----

export const DEFAULT_CLAIM_FILTERS: ClaimFilters = { q: '', status: 'all', method: 'all', sort: 'requested', dir: 'desc' };

/** The export link's query: the filters that narrow (the rest are the server's defaults). */
function claimParams(f: ClaimFilters): URLSearchParams {
  const p = new URLSearchParams();
  for (const [k, v] of Object.entries(f)) if (v !== '' && v !== 'all') p.set(k, String(v));
  return p;
}

export const claimListOptions = (f: ClaimFilters, cursor: string) =>
  queryOptions({
    queryKey: [...adminRevenueKey, 'claims', f, cursor],
    queryFn: ({ signal }) => api('GET /admin/claims', { query: { ...f, cursor }, signal }),
    placeholderData: keepPreviousData,
  });

export const claimsExportHref = (f: ClaimFilters) => `/api/admin/claims/export?${claimParams(f).toString()}`;

export const claimOptions = (id: string) =>
  queryOptions({
    queryKey: [...adminRevenueKey, 'claim', id],
    queryFn: ({ signal }) => api('GET /admin/claims/:id', { params: { id }, signal }),
  });

export function useUpdateClaim(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateClaimInput) => api('PATCH /admin/claims/:id', { params: { id }, body }),
    // The counters and Pending Claims badge (['admin', ...]) follow at once, even without the live stream.
    onSettled: () => client.invalidateQueries({ queryKey: ['admin'] }),
  });
}
