// Writes one audit entry, inside the transaction of the action it records, from the actor:
// who (their id, and their email as it is now, kept even if the account goes), from which
// address, what, on which record, and the fields before and after.
import { sql } from 'drizzle-orm';
import type { AuditAction } from '../../../domain/audit-actions.ts';
import type { Actor } from '../../actor.ts';
import type { Tx } from '../../db/pool.ts';
import { auditLog } from '../../db/schema-audit.ts';

export type AuditInput = {
  /** One of the labelled actions, so the log can name every entry. */
  action: AuditAction;
  entityType: string;
  entityId: string;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
};

/** Takes a transaction (not the pool), so the entry commits with the action or not at all. */
export async function recordAudit(tx: Tx, actor: Actor, input: AuditInput): Promise<void> {
  const who =
    actor.kind === 'user'
      ? {
          actorId: actor.userId,
          actorIp: actor.ip,
          actorLabel: sql`coalesce((select email from users where id = ${actor.userId}), ${actor.userId})`,
        }
      : { actorId: null, actorIp: null, actorLabel: `system:${actor.job}` };
  await tx.insert(auditLog).values({
    ...who,
    action: input.action,
    entityType: input.entityType,
    entityId: input.entityId,
    before: input.before ?? null,
    after: input.after ?? null,
  });
}
