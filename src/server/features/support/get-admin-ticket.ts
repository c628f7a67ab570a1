// One ticket as an admin sees it: every field, its owner, the whole conversation and the
// version that a change must name.
import { eq } from 'drizzle-orm';
import { forbidden, notFound } from '../../../domain/errors.ts';
import type { AdminTicketDto } from '../../../domain/support-dto.ts';
import { TICKET_NOT_FOUND } from '../../../domain/support-options.ts';
import type { DbOrTx } from '../../db/pool.ts';
import { users } from '../../db/schema.ts';
import { supportTickets as t } from '../../db/schema-support.ts';
import type { Deps } from '../../deps.ts';
import { isAdmin, type Actor } from '../../actor.ts';
import { loadReplies, ticketColumns, toTicketDto } from './to-ticket-dto.ts';

export async function loadAdminTicket(db: DbOrTx, id: string): Promise<AdminTicketDto> {
  const [row] = await db
    .select({ ...ticketColumns, ownerName: users.name, ownerEmail: users.email })
    .from(t)
    .innerJoin(users, eq(users.id, t.userId))
    .where(eq(t.id, id));
  if (!row) throw notFound(TICKET_NOT_FOUND);
  return {
    ...toTicketDto(row),
    replies: await loadReplies(db, id, 'admin'),
    owner: { id: row.userId, name: row.ownerName, email: row.ownerEmail },
    version: row.version,
  };
}

export async function getAdminTicket({ db }: Deps, actor: Actor, id: string): Promise<AdminTicketDto> {
  if (!isAdmin(actor)) throw forbidden();
  return loadAdminTicket(db, id);
}
