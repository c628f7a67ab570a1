// The artist's tickets, newest first, a page at a time (keyset on created_at, id over the
// (user_id, created_at desc) index), with the counters of /dashboard/support over all of them.
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { TicketListDto, TicketStatsDto } from '../../../domain/support-dto.ts';
import type { ticketListQuerySchema } from '../../../domain/support.ts';
import type { DbOrTx } from '../../db/pool.ts';
import { supportTickets as t } from '../../db/schema-support.ts';
import type { Deps } from '../../deps.ts';
import type { UserActor } from '../../actor.ts';
import { ticketColumns, toTicketDto } from './to-ticket-dto.ts';
import { isUuid } from '../../../domain/uuid.ts';

type Query = z.output<typeof ticketListQuerySchema>;

export async function listTickets({ db }: Deps, { userId }: UserActor, q: Query): Promise<TicketListDto> {
  const where: SQL[] = [eq(t.userId, userId)];
  if (q.cursor && isUuid(q.cursor)) {
    where.push(
      sql`(${t.createdAt}, ${t.id}) < (SELECT c.created_at, c.id FROM support_tickets c WHERE c.id = ${q.cursor}::uuid AND c.user_id = ${userId}::uuid)`,
    );
  }
  const [rows, stats] = await Promise.all([
    db
      .select(ticketColumns)
      .from(t)
      .where(and(...where))
      .orderBy(desc(t.createdAt), desc(t.id))
      .limit(q.limit + 1),
    ticketStats(db, userId),
  ]);
  const page = rows.slice(0, q.limit);
  const last = page[page.length - 1];
  return { items: page.map(toTicketDto), nextCursor: rows.length > q.limit && last ? last.id : null, stats };
}

/** Total Tickets; Open Tickets (open and in_progress); Resolved (resolved and closed). */
async function ticketStats(db: DbOrTx, userId: string): Promise<TicketStatsDto> {
  const res = await db.execute<{ total: number; open: number; resolved: number }>(sql`
    SELECT count(*)::int AS total,
           count(*) FILTER (WHERE status IN ('open', 'in_progress'))::int AS open,
           count(*) FILTER (WHERE status IN ('resolved', 'closed'))::int AS resolved
    FROM support_tickets WHERE user_id = ${userId}`);
  const row = res.rows[0]!;
  return { total: row.total, open: row.open, resolved: row.resolved };
}
