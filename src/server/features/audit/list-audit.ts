// The audit log for admins, newest first: searched by actor, action or record id, filtered by
// action, record type, record and dates, a page at a time.
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { AuditEntryDto } from '../../../domain/audit-dto.ts';
import type { AuditListQuery } from '../../../domain/audit.ts';
import type { PageDto } from '../../../domain/admin-list.ts';
import type { UserActor } from '../../actor.ts';
import type { Deps } from '../../deps.ts';
import type { DbOrTx } from '../../db/pool.ts';
import { auditLog as a } from '../../db/schema-audit.ts';
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
import { UUID_PATTERN } from '../../../domain/uuid.ts';

// The pattern as a literal in the statement, not a parameter: one text the planner sees whole.
const uuidOf = sql`case when ${a.entityId} ~* ${sql.raw(`'${UUID_PATTERN.source}'`)} then ${a.entityId}::uuid end`;
const personOf = (id: SQL) => sql`(select coalesce(nullif(p.full_name, ''), p.email) from profiles p where p.id = ${id})`;

/**
 * Who acted and on what, by name: the actor's profile name, and the record's title or name as it is
 * now, else as the entry itself recorded it (a deleted release keeps its title in `before`).
 */
const names = {
  actorName: sql<string | null>`(select nullif(p.full_name, '') from profiles p where p.id = ${a.actorId})`,
  entityLabel: sql<string | null>`coalesce(case ${a.entityType}
      when 'user' then ${personOf(uuidOf)}
      when 'release' then (select r.title from music_releases r where r.id = ${uuidOf})
      when 'ticket' then (select t.subject from support_tickets t where t.id = ${uuidOf})
      when 'claim' then ${personOf(sql`(select c.user_id from revenue_claims c where c.id = ${uuidOf})`)}
      when 'hold' then ${personOf(sql`(select h.user_id from earnings_holds h where h.id = ${uuidOf})`)}
      when 'sales_import' then (select i.file_name from sales_imports i where i.id = ${uuidOf})
      when 'store_endpoint' then (select e.name from store_endpoints e where e.id = ${uuidOf})
    end, ${a.before}->>'title', ${a.before}->>'name', ${a.after}->>'name')`,
};

const keyset: Keyset = { key: sql`${a.createdAt}`, kind: 'time', id: sql`${a.id}`, dir: 'desc' };

function filters(q: Omit<AuditListQuery, 'limit' | 'cursor'>): SQL | undefined {
  const term = q.q ? likePattern(q.q) : undefined;
  return and(
    term ? sql`(${a.actorLabel} ilike ${term} or ${a.action} ilike ${term} or ${a.entityId} ilike ${term})` : undefined,
    q.action ? eq(a.action, q.action) : undefined,
    q.entityType ? eq(a.entityType, q.entityType) : undefined,
    q.entityId ? eq(a.entityId, q.entityId) : undefined,
    q.from ? sql`${a.createdAt} >= ${q.from}::date` : undefined,
    q.to ? sql`${a.createdAt} < ${q.to}::date + 1` : undefined,
  );
}

export async function listAudit({ db }: Deps, _actor: UserActor, q: AuditListQuery): Promise<PageDto<AuditEntryDto>> {
  const where = filters(q);
  const [rows, count] = await Promise.all([
    db
      .select({ entry: a, ...names, cursorKey: keyText(keyset), cursorId: sql<string>`${a.id}::text` })
      .from(a)
      .where(and(where, afterCursor(keyset, q.cursor)))
      .orderBy(orderOf(keyset))
      .limit(q.limit + 1),
    cappedCount(db, sql`from ${a} ${where ? sql`where ${where}` : sql``}`),
  ]);
  const page = pageOf(rows, q.limit);
  return toPage(page.rows.map(toAuditDto), page.nextCursor, count);
}

/** Every matching entry, oldest batch last, for the CSV export. */
export const auditRows = (db: DbOrTx, q: Omit<AuditListQuery, 'limit' | 'cursor'>): AsyncGenerator<AuditEntryDto[]> =>
  eachPage(async (cursor) => {
    const rows = await db
      .select({ entry: a, ...names, cursorKey: keyText(keyset), cursorId: sql<string>`${a.id}::text` })
      .from(a)
      .where(and(filters(q), afterCursor(keyset, cursor)))
      .orderBy(orderOf(keyset))
      .limit(EXPORT_BATCH + 1);
    const page = pageOf(rows, EXPORT_BATCH);
    return { items: page.rows.map(toAuditDto), nextCursor: page.nextCursor };
  });

function toAuditDto({
  entry: e,
  actorName,
  entityLabel,
}: {
  entry: typeof a.$inferSelect;
  actorName: string | null;
  entityLabel: string | null;
}): AuditEntryDto {
  return {
    id: e.id,
    createdAt: e.createdAt.toISOString(),
    actorId: e.actorId,
    actorLabel: e.actorLabel,
    actorName,
    actorIp: e.actorIp,
    action: e.action,
    entityType: e.entityType,
    entityId: e.entityId,
    entityLabel,
    before: (e.before as Record<string, unknown> | null) ?? null,
    after: (e.after as Record<string, unknown> | null) ?? null,
  };
}
