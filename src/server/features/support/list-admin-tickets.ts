// The admin's ticket table: every artist's tickets with their owner, filtered by status,
// priority and category, searched (subject, owner's name or email, reference), sorted and cut
// into pages in PostgreSQL, so the table stays quick with a very large number of tickets.
import { and, asc, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { forbidden } from '../../../domain/errors.ts';
import type { AdminTicketListDto } from '../../../domain/support-dto.ts';
import type { adminTicketListQuerySchema } from '../../../domain/support.ts';
import { ticketPreview, ticketReference, type TicketCategory, type TicketPriority, type TicketStatus, type TicketSort } from '../../../domain/support-options.ts';
import { users } from '../../db/schema.ts';
import { supportTickets as t } from '../../db/schema-support.ts';
import type { Deps } from '../../deps.ts';
import { isAdmin, type Actor } from '../../actor.ts';

type Query = z.output<typeof adminTicketListQuerySchema>;

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

const PRIORITY_RANK = sql`CASE ${t.priority} WHEN 'urgent' THEN 4 WHEN 'high' THEN 3 WHEN 'medium' THEN 2 ELSE 1 END`;
const STATUS_RANK = sql`CASE ${t.status} WHEN 'open' THEN 1 WHEN 'in_progress' THEN 2 WHEN 'resolved' THEN 3 ELSE 4 END`;
const SORT_KEYS: Record<TicketSort, SQL | typeof t.createdAt> = {
  created: t.createdAt,
  updated: t.updatedAt,
  priority: PRIORITY_RANK,
  status: STATUS_RANK,
  subject: sql`lower(${t.subject})`,
};

export function adminTicketFilters(q: Pick<Query, 'q' | 'status' | 'priority' | 'category'>): SQL | undefined {
  const where: SQL[] = [];
  if (q.status !== 'all') where.push(eq(t.status, q.status));
  if (q.priority !== 'all') where.push(eq(t.priority, q.priority));
  if (q.category !== 'all') where.push(eq(t.category, q.category));
  if (q.q) {
    const like = `%${escapeLike(q.q)}%`;
    const matches = [ilike(t.subject, like), ilike(users.name, like), ilike(users.email, like)];
    // A reference is the first 8 hexadecimal digits of the id.
    if (/^[0-9a-f]{4,8}$/i.test(q.q)) matches.push(sql`${t.id}::text LIKE ${`${q.q.toLowerCase()}%`}`);
    where.push(or(...matches)!);
  }
  return where.length ? and(...where) : undefined;
}

export async function listAdminTickets({ db }: Deps, actor: Actor, q: Query): Promise<AdminTicketListDto> {
  if (!isAdmin(actor)) throw forbidden();
  const where = adminTicketFilters(q);
  const order = q.dir === 'asc' ? asc : desc;
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: t.id,
        subject: t.subject,
        preview: sql<string>`left(${t.message}, 400)`,
        category: t.category,
        priority: t.priority,
        status: t.status,
        hasResponse: sql<boolean>`${t.adminResponse} IS NOT NULL`,
        replyCount: sql<number>`(SELECT count(*)::int FROM support_ticket_replies r WHERE r.ticket_id = support_tickets.id)`,
        ownerId: users.id,
        ownerName: users.name,
        ownerEmail: users.email,
        createdAt: t.createdAt,
        updatedAt: t.updatedAt,
      })
      .from(t)
      .innerJoin(users, eq(users.id, t.userId))
      .where(where)
      .orderBy(order(SORT_KEYS[q.sort]), order(t.createdAt), order(t.id))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    q.q
      ? db.select({ n: sql<number>`count(*)::int` }).from(t).innerJoin(users, eq(users.id, t.userId)).where(where)
      : db.select({ n: sql<number>`count(*)::int` }).from(t).where(where),
  ]);
  return {
    items: rows.map((r) => ({
      id: r.id,
      reference: ticketReference(r.id),
      subject: r.subject,
      preview: ticketPreview(r.preview),
      category: r.category as TicketCategory,
      priority: r.priority as TicketPriority,
      status: r.status as TicketStatus,
      hasResponse: r.hasResponse,
      replyCount: r.replyCount,
      owner: { id: r.ownerId, name: r.ownerName, email: r.ownerEmail },
      createdAt: r.createdAt.toISOString(),
      updatedAt: r.updatedAt.toISOString(),
    })),
    total: total?.n ?? 0,
    page: q.page,
    pageSize: q.pageSize,
  };
}
