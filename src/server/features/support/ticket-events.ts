// What a change to a ticket does inside its own transaction besides the change itself. An
// admin's action is written to the audit log from the actor (who, from where, before, after);
// the admins' live event stream hears of every change through the support_tickets triggers
// (migration 0009), so nothing is announced here.
import type { Actor } from '../../actor.ts';
import type { Tx } from '../../db/pool.ts';
import { recordAudit } from '../audit/record-audit.ts';

export type TicketSnapshot = { status: string; priority: string; adminResponse: string | null };

/** An admin's change: Start Working, Resolve, Close, Save Response (or any status). */
export type TicketChange = { ticketId: string; before: TicketSnapshot; after: TicketSnapshot };

export async function adminChangedTicket(tx: Tx, actor: Actor, change: TicketChange): Promise<void> {
  const statusChanged = change.before.status !== change.after.status;
  await recordAudit(tx, actor, {
    action: statusChanged ? 'ticket.status_changed' : 'ticket.responded',
    entityType: 'ticket',
    entityId: change.ticketId,
    before: { status: change.before.status, adminResponse: change.before.adminResponse },
    after: { status: change.after.status, adminResponse: change.after.adminResponse },
  });
}
