// The audit log, for admins only: read and exported, never changed (there is no route that
// could, and the table refuses it too).
import { pageDto } from '../../../domain/admin-list-dto.ts';
import { auditEntryDto } from '../../../domain/audit-dto.ts';
import { auditListQuerySchema } from '../../../domain/audit.ts';
import type { Deps } from '../../deps.ts';
import { csvResponse } from '../../http/csv-response.ts';
import { rawAnswer, route } from '../../http/route.ts';
import { AUDIT_CSV_HEADER, auditCsv } from './export-audit.ts';
import { listAudit } from './list-audit.ts';

export const auditRoutes = (deps: Deps) => [
  route(
    {
      method: 'GET',
      path: '/admin/audit',
      access: 'admin',
      query: auditListQuerySchema,
      response: pageDto(auditEntryDto),
      summary: 'The audit log, newest first, a page at a time',
    },
    ({ actor, query }) => listAudit(deps, actor, query),
  ),
  route(
    {
      method: 'GET',
      path: '/admin/audit/export',
      access: 'admin',
      query: auditListQuerySchema,
      response: rawAnswer('text/csv', 'The matching audit entries as CSV'),
      summary: 'The audit log as CSV',
    },
    ({ actor, query }) => csvResponse('audit-log.csv', AUDIT_CSV_HEADER, auditCsv(deps, actor, query)),
  ),
];
