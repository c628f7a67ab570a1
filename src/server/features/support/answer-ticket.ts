// An admin changes a ticket: Start Working (in_progress), Resolve, Close, or Save Response
// keeping the status; each sends the status and the response (SPEC section 4: transitions are
// not limited). The change names the version the admin saw: when another admin (or the artist)
// changed the ticket in between, it is refused rather than saved over what they did not see.
// The artist is mailed, from a job enqueued in the same transaction, when the response or the
// status changes.
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { DomainError, forbidden, notFound } from '../../../domain/errors.ts';
import type { AdminTicketDto } from '../../../domain/support-dto.ts';
import type { adminTicketUpdateSchema } from '../../../domain/support.ts';
import { TICKET_CHANGED, TICKET_NOT_FOUND } from '../../../domain/support-options.ts';
import { supportTicketReplies, supportTickets as t } from '../../db/schema-support.ts';
import type { Deps } from '../../deps.ts';
import { isAdmin, type Actor } from '../../actor.ts';
import { loadAdminTicket } from './get-admin-ticket.ts';
import { adminChangedTicket } from './ticket-events.ts';
import { SUPPORT_TICKET_MAIL, type TicketMailPayload } from './ticket-mail-job.ts';

type Input = z.output<typeof adminTicketUpdateSchema>;

export async function answerTicket(deps: Deps, actor: Actor, id: string, input: Input): Promise<AdminTicketDto> {
  if (!isAdmin(actor) || actor.kind !== 'user') throw forbidden();
  return deps.db.transaction(async (tx) => {
    const [current] = await tx
      .select({ status: t.status, priority: t.priority, adminResponse: t.adminResponse, version: t.version })
      .from(t)
      .where(eq(t.id, id))
      .for('update');
    if (!current) throw notFound(TICKET_NOT_FOUND);
    if (current.version !== input.version) throw new DomainError('CONFLICT', TICKET_CHANGED);
    // An empty response field leaves the response that was sent as it is.
    const response = input.adminResponse && input.adminResponse !== current.adminResponse ? input.adminResponse : null;
    const statusChanged = input.status !== current.status;
    if (!response && !statusChanged) return loadAdminTicket(tx, id);

    const after = { status: input.status, priority: current.priority, adminResponse: response ?? current.adminResponse };
    await tx
      .update(t)
      .set({ status: after.status, adminResponse: after.adminResponse, version: sql`${t.version} + 1`, updatedAt: sql`now()` })
      .where(eq(t.id, id));
    if (response)
      await tx.insert(supportTicketReplies).values({ ticketId: id, authorId: actor.userId, fromRole: 'support', message: response });
    const mail: TicketMailPayload = { ticketId: id, ...(statusChanged ? { status: input.status } : {}), ...(response ? { response } : {}) };
    await deps.jobs.send(SUPPORT_TICKET_MAIL, mail, { db: tx });
    await adminChangedTicket(tx, actor, { ticketId: id, before: current, after });
    return loadAdminTicket(tx, id);
  });
}
