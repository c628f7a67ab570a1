// One of the artist's tickets with its conversation; another artist's ticket is not found.
import { and, eq } from 'drizzle-orm';
import { notFound } from '../../../domain/errors.ts';
import type { TicketDetailDto } from '../../../domain/support-dto.ts';
import { TICKET_NOT_FOUND } from '../../../domain/support-options.ts';
import type { DbOrTx } from '../../db/pool.ts';
import { supportTickets as t } from '../../db/schema-support.ts';
import type { Deps } from '../../deps.ts';
import type { UserActor } from '../../actor.ts';
import { loadReplies, ticketColumns, toTicketDto } from './to-ticket-dto.ts';

export async function loadTicket(db: DbOrTx, userId: string, id: string): Promise<TicketDetailDto> {
  const [row] = await db
    .select(ticketColumns)
    .from(t)
    .where(and(eq(t.id, id), eq(t.userId, userId)));
  if (!row) throw notFound(TICKET_NOT_FOUND);
  return { ...toTicketDto(row), replies: await loadReplies(db, id, 'artist') };
}

export const getTicket = ({ db }: Deps, { userId }: UserActor, id: string): Promise<TicketDetailDto> => loadTicket(db, userId, id);
