import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { PageDto } from '../../../../domain/admin-list.ts';
import type { AuditEntryDto } from '../../../../domain/audit-dto.ts';
import { api } from '../../../lib/api-client.ts';

export type AuditFilter = { q: string; action: string; entityType: string };

function params(f: AuditFilter) {
  const p = new URLSearchParams();
  for (const [k, v] of Object.entries(f)) if (v && v !== 'all') p.set(k, v);
  return p;
}

export const auditListOptions = (f: AuditFilter, cursor: string) =>
  queryOptions({
    queryKey: ['admin', 'audit', f, cursor],
    queryFn: ({ signal }) => {
      const p = params(f);
      if (cursor) p.set('cursor', cursor);
      return api<PageDto<AuditEntryDto>>(`/admin/audit?${p.toString()}`, { signal });
    },
    placeholderData: keepPreviousData,
  });

export const auditExportHref = (f: AuditFilter) => `/api/admin/audit/export?${params(f).toString()}`;
