// The audit log, for admins only: read and exported, never changed (there is no route that
// could, and the table refuses it too).
import { auditListQuerySchema } from '../../../domain/audit.ts';
import type { Deps } from '../../deps.ts';
import { csvResponse } from '../../http/csv-response.ts';
import { route, type RouteDef } from '../../http/route.ts';
import { AUDIT_CSV_HEADER, auditCsv } from './export-audit.ts';
import { listAudit } from './list-audit.ts';

export const auditRoutes = (deps: Deps) => [
  route({ method: 'GET', path: '/admin/audit', access: 'admin', query: auditListQuerySchema }, async ({ c, actor, query }) =>
    c.json(await listAudit(deps, actor, query)),
  ),
  route({ method: 'GET', path: '/admin/audit/export', access: 'admin', query: auditListQuerySchema }, ({ actor, query }) =>
    csvResponse('audit-log.csv', AUDIT_CSV_HEADER, auditCsv(deps, actor, query)),
  ),
];
