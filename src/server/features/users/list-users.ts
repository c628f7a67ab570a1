// The console's user table: searched by name or email, filtered by plan, role and status, sorted
// by date, name or email, a page at a time (keyset), with the matching count.
import { and, eq, sql } from 'drizzle-orm';
import type { PageDto } from '../../../domain/admin-list.ts';
import type { AdminUserDto } from '../../../domain/users-admin-dto.ts';
import type { UserFilters, UserListQuery } from '../../../domain/users-admin.ts';
import type { UserActor } from '../../actor.ts';
import type { Deps } from '../../deps.ts';
import type { DbOrTx } from '../../db/pool.ts';
import { profiles as p, userRoles as r } from '../../db/schema.ts';
import { accountDeletions as d } from '../../db/schema-account.ts';
import { afterCursor, cappedCount, eachPage, EXPORT_BATCH, keyText, orderOf, pageOf, toPage } from '../../db/keyset.ts';
import { readTotals } from '../platform/get-counters.ts';
import { hasFilters, toAdminUserDto, userColumns, userFilters, userKeyset } from './admin-user-query.ts';

async function userPage(db: DbOrTx, f: UserFilters, limit: number, cursor: string | undefined) {
  const k = userKeyset(f);
  const rows = await db
    .select({ ...userColumns, cursorKey: keyText(k), cursorId: sql<string>`${p.id}::text` })
    .from(p)
    .leftJoin(r, eq(r.userId, p.id))
    .leftJoin(d, eq(d.userId, p.id))
    .where(and(userFilters(f), afterCursor(k, cursor)))
    .orderBy(orderOf(k))
    .limit(limit + 1);
  const page = pageOf(rows, limit);
  return { items: page.rows.map(toAdminUserDto), nextCursor: page.nextCursor };
}

export async function listUsers({ db }: Deps, _actor: UserActor, q: UserListQuery): Promise<PageDto<AdminUserDto>> {
  const where = userFilters(q);
  const [page, count] = await Promise.all([
    userPage(db, q, q.limit, q.cursor),
    hasFilters(q)
      ? cappedCount(db, sql`from ${p} where ${where}`)
      : readTotals(db).then((t) => ({ total: Math.round(Number(t.users ?? 0)), totalCapped: false })),
  ]);
  return toPage(page.items, page.nextCursor, count);
}

/** Every matching user, a batch at a time (the CSV export). */
export const allUsers = (db: DbOrTx, f: UserFilters): AsyncGenerator<AdminUserDto[]> =>
  eachPage((cursor) => userPage(db, f, EXPORT_BATCH, cursor));
