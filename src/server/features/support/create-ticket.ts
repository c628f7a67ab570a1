// An artist opens a ticket: status open, priority medium unless chosen (SPEC sections 4 and 7).
import type { CreateTicketValues } from '../../../domain/support.ts';
import type { TicketDto } from '../../../domain/support-dto.ts';
import { supportTickets as t } from '../../db/schema-support.ts';
import type { Deps } from '../../deps.ts';
import type { UserActor } from '../../actor.ts';
import { toTicketDto } from './to-ticket-dto.ts';

export async function createTicket({ db }: Deps, actor: UserActor, input: CreateTicketValues): Promise<TicketDto> {
  const [row] = await db
    .insert(t)
    .values({
      userId: actor.userId,
      subject: input.subject,
      message: input.message,
      category: input.category,
      priority: input.priority,
      status: 'open',
    })
    .returning();
  if (!row) throw new Error('ticket insert returned no row');
  return toTicketDto({ ...row, replyCount: 0 });
}
