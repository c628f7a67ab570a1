// The artist answers in a ticket's conversation while it is not closed. An answer to a resolved
// ticket opens it again, so that it is counted and seen among the open ones.
import { and, eq, sql } from 'drizzle-orm';
import { DomainError, notFound } from '../../../domain/errors.ts';
import type { TicketDetailDto } from '../../../domain/support-dto.ts';
import { TICKET_CLOSED, TICKET_NOT_FOUND } from '../../../domain/support-options.ts';
import { supportTicketReplies, supportTickets as t } from '../../db/schema-support.ts';
import type { Deps } from '../../deps.ts';
import type { UserActor } from '../../actor.ts';
import { loadTicket } from './get-ticket.ts';

export async function replyToTicket({ db }: Deps, actor: UserActor, id: string, message: string): Promise<TicketDetailDto> {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ status: t.status })
      .from(t)
      .where(and(eq(t.id, id), eq(t.userId, actor.userId)))
      .for('update');
    if (!current) throw notFound(TICKET_NOT_FOUND);
    if (current.status === 'closed') throw new DomainError('CONFLICT', TICKET_CLOSED);
    const status = current.status === 'resolved' ? 'open' : current.status;
    await tx.insert(supportTicketReplies).values({ ticketId: id, authorId: actor.userId, fromRole: 'artist', message });
    await tx
      .update(t)
      .set({ status, version: sql`${t.version} + 1`, updatedAt: sql`now()` })
      .where(eq(t.id, id));
    return loadTicket(tx, actor.userId, id);
  });
}
