// Ticket rows become the DTOs of src/domain/support-dto.ts; rows never cross the API.
import { asc, eq, sql } from 'drizzle-orm';
import type { TicketDto, TicketReplyDto } from '../../../domain/support-dto.ts';
import { ticketReference, type TicketCategory, type TicketPriority, type TicketStatus } from '../../../domain/support-options.ts';
import type { DbOrTx } from '../../db/pool.ts';
import { users } from '../../db/schema.ts';
import { supportTicketReplies as r, supportTickets as t } from '../../db/schema-support.ts';

/** The columns every ticket answer reads, with the number of replies. */
export const ticketColumns = {
  id: t.id,
  userId: t.userId,
  subject: t.subject,
  message: t.message,
  category: t.category,
  priority: t.priority,
  status: t.status,
  adminResponse: t.adminResponse,
  version: t.version,
  createdAt: t.createdAt,
  updatedAt: t.updatedAt,
  replyCount: sql<number>`(SELECT count(*)::int FROM support_ticket_replies r WHERE r.ticket_id = support_tickets.id)`,
};

export type TicketRow = {
  id: string;
  subject: string;
  message: string;
  category: string;
  priority: string;
  status: string;
  adminResponse: string | null;
  replyCount: number;
  createdAt: Date;
  updatedAt: Date;
};

export function toTicketDto(row: TicketRow): TicketDto {
  return {
    id: row.id,
    reference: ticketReference(row.id),
    subject: row.subject,
    message: row.message,
    category: row.category as TicketCategory,
    priority: row.priority as TicketPriority,
    status: row.status as TicketStatus,
    adminResponse: row.adminResponse,
    replyCount: row.replyCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const SUPPORT_TEAM = 'Support Team';

/**
 * A ticket's conversation after its first message, oldest first. The artist sees the support
 * team's answers signed by the team; admins see which admin wrote each.
 */
export async function loadReplies(db: DbOrTx, ticketId: string, viewer: 'artist' | 'admin'): Promise<TicketReplyDto[]> {
  const rows = await db
    .select({ id: r.id, fromRole: r.fromRole, message: r.message, createdAt: r.createdAt, authorName: users.name })
    .from(r)
    .leftJoin(users, eq(users.id, r.authorId))
    .where(eq(r.ticketId, ticketId))
    .orderBy(asc(r.createdAt), asc(r.id));
  return rows.map((row) => {
    const from = row.fromRole === 'support' ? 'support' : 'artist';
    const authorName =
      from === 'support' && viewer === 'artist' ? SUPPORT_TEAM : (row.authorName ?? (from === 'support' ? SUPPORT_TEAM : 'Artist'));
    return { id: row.id, from, authorName, message: row.message, createdAt: row.createdAt.toISOString() };
  });
}
