// The admin's ticket table: every artist's tickets with their owner, filtered by status,
// priority and category, searched (subject, the owner's name or email, the reference), sorted
// and cut into pages in PostgreSQL (keyset: page 4,000 costs what page 1 costs; counts capped),
// so the table stays quick with a very large number of tickets. The CSV export walks the same
// query a batch at a time.
import { and, eq, or, sql, type SQL } from 'drizzle-orm';
import type { PageDto } from '../../../domain/admin-list.ts';
import { forbidden } from '../../../domain/errors.ts';
import type { AdminTicketRowDto } from '../../../domain/support-dto.ts';
import type { AdminTicketFilters, adminTicketListQuerySchema } from '../../../domain/support.ts';
import {
  ticketPreview,
  ticketReference,
  type TicketCategory,
  type TicketPriority,
  type TicketStatus,
} from '../../../domain/support-options.ts';
import type { z } from 'zod';
import {
  afterCursor,
  cappedCount,
  eachPage,
  EXPORT_BATCH,
  keyText,
  likePattern,
  orderOf,
  pageOf,
  toPage,
  type Keyset,
} from '../../db/keyset.ts';
import type { DbOrTx } from '../../db/pool.ts';
import { users } from '../../db/schema.ts';
import { supportTickets as t } from '../../db/schema-support.ts';
import type { Deps } from '../../deps.ts';
import { isAdmin, type Actor } from '../../actor.ts';

type Query = z.output<typeof adminTicketListQuerySchema>;

function keyset(f: Pick<AdminTicketFilters, 'sort' | 'dir'>): Keyset {
  const key = {
    created: sql`${t.createdAt}`,
    updated: sql`${t.updatedAt}`,
    priority: sql`(CASE ${t.priority} WHEN 'urgent' THEN 4 WHEN 'high' THEN 3 WHEN 'medium' THEN 2 ELSE 1 END)`,
    status: sql`(CASE ${t.status} WHEN 'open' THEN 1 WHEN 'in_progress' THEN 2 WHEN 'resolved' THEN 3 ELSE 4 END)`,
    subject: sql`lower(${t.subject})`,
  }[f.sort];
  return { key, id: sql`${t.id}`, dir: f.dir };
}

/** A reference (the first 4 to 8 hexadecimal digits of the id) as a range of ids, which the primary key finds. */
function referenceRange(q: string): SQL | undefined {
  if (!/^[0-9a-f]{4,8}$/i.test(q)) return undefined;
  const p = q.toLowerCase();
  const low = `${p.padEnd(8, '0')}-0000-0000-0000-000000000000`;
  const high = `${p.padEnd(8, 'f')}-ffff-ffff-ffff-ffffffffffff`;
  return sql`${t.id} BETWEEN ${low}::uuid AND ${high}::uuid`;
}

function ticketFilters(f: AdminTicketFilters): SQL | undefined {
  const like = f.q ? likePattern(f.q) : '';
  return and(
    f.status !== 'all' ? eq(t.status, f.status) : undefined,
    f.priority !== 'all' ? eq(t.priority, f.priority) : undefined,
    f.category !== 'all' ? eq(t.category, f.category) : undefined,
    f.q
      ? or(
          sql`${t.subject} ILIKE ${like}`,
          // The profiles' trigram index (migration 0009) finds the owners by name or email.
          sql`${t.userId} IN (SELECT p.id FROM profiles p WHERE (coalesce(p.full_name, '') || ' ' || p.email) ILIKE ${like})`,
          referenceRange(f.q),
        )
      : undefined,
  );
}

async function ticketPage(db: DbOrTx, f: AdminTicketFilters, limit: number, cursor: string | undefined) {
  const k = keyset(f);
  const rows = await db
    .select({
      id: t.id,
      subject: t.subject,
      preview: sql<string>`left(${t.message}, 400)`,
      category: t.category,
      priority: t.priority,
      status: t.status,
      hasResponse: sql<boolean>`${t.adminResponse} IS NOT NULL`,
      replyCount: sql<number>`(SELECT count(*)::int FROM support_ticket_replies r WHERE r.ticket_id = ${t.id})`,
      ownerId: users.id,
      ownerName: users.name,
      ownerEmail: users.email,
      createdAt: t.createdAt,
      updatedAt: t.updatedAt,
      cursorKey: keyText(k),
      cursorId: sql<string>`${t.id}::text`,
    })
    .from(t)
    .innerJoin(users, eq(users.id, t.userId))
    .where(and(ticketFilters(f), afterCursor(k, cursor)))
    .orderBy(orderOf(k))
    .limit(limit + 1);
  const page = pageOf(rows, limit);
  const items: AdminTicketRowDto[] = page.rows.map((r) => ({
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
  }));
  return { items, nextCursor: page.nextCursor };
}

export async function listAdminTickets({ db }: Deps, actor: Actor, q: Query): Promise<PageDto<AdminTicketRowDto>> {
  if (!isAdmin(actor)) throw forbidden();
  const where = ticketFilters(q);
  const [page, count] = await Promise.all([
    ticketPage(db, q, q.limit, q.cursor),
    cappedCount(db, where ? sql`from ${t} where ${where}` : sql`from ${t}`),
  ]);
  return toPage(page.items, page.nextCursor, count);
}

/** Every matching ticket, a batch at a time, in the table's order (the CSV export). */
export const allAdminTickets = (db: DbOrTx, f: AdminTicketFilters): AsyncGenerator<AdminTicketRowDto[]> =>
  eachPage((cursor) => ticketPage(db, f, EXPORT_BATCH, cursor));
