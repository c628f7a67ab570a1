import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export type AuditFilter = { q: string; action: string; entityType: string };

/** The filter as the server reads it: 'all' is no filter. */
const queryOf = (f: AuditFilter) => ({
  q: f.q,
  action: f.action === 'all' ? undefined : f.action,
  entityType: f.entityType === 'all' ? undefined : f.entityType,
});

export const auditListOptions = (f: AuditFilter, cursor: string) =>
  queryOptions({
    queryKey: ['admin', 'audit', f, cursor],
    queryFn: ({ signal }) => api('GET /admin/audit', { query: { ...queryOf(f), cursor }, signal }),
    placeholderData: keepPreviousData,
  });

/** The export is a download the browser opens itself, so its address is built here. */
export function auditExportHref(f: AuditFilter): string {
  const p = new URLSearchParams();
  for (const [k, v] of Object.entries(queryOf(f))) if (v) p.set(k, v);
  return `/api/admin/audit/export?${p.toString()}`;
}
