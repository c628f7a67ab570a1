// The audit log's filters (GET /api/admin/audit): by action, record type, record id, actor and
// date range.
import { z } from 'zod';
import { isValidIsoDate } from './dates.ts';
import { cursorParam, limitParam, searchParam } from './admin-list-schema.ts';

const day = z.string().refine(isValidIsoDate, 'Dates are YYYY-MM-DD').optional();

export const auditListQuerySchema = z.object({
  q: searchParam,
  action: z.string().trim().max(100).default(''),
  entityType: z.string().trim().max(50).default(''),
  entityId: z.string().trim().max(100).default(''),
  from: day,
  to: day,
  limit: limitParam,
  cursor: cursorParam,
});
export type AuditListQuery = z.infer<typeof auditListQuerySchema>;
