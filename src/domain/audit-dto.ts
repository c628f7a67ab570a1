// The audit log as admins read it (features/audit): who did what to which record, the fields
// before and after, when, and from which address. The schema is the server's answer contract; the
// web takes only its type.
import { z } from 'zod';

export const auditEntryDto = z.object({
  id: z.string(),
  createdAt: z.string(),
  actorId: z.string().nullable(),
  actorLabel: z.string(),
  /** The actor's name as their profile has it now; null for the system or an account gone. */
  actorName: z.string().nullable(),
  actorIp: z.string().nullable(),
  action: z.string(),
  entityType: z.string(),
  entityId: z.string(),
  /** The record by name (a release's title, a user's name, a store's name), as it is now or as the entry left it; null when unknown. */
  entityLabel: z.string().nullable(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
});
export type AuditEntryDto = z.infer<typeof auditEntryDto>;
