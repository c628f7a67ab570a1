// The console's release table over every artist's releases: searched by title or artist,
// filtered by status, sorted by date, title, streams or revenue, a page at a time (keyset).
// Releases of accounts being deleted are left out (auth/frozen-account.ts).
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { PageDto } from '../../../domain/admin-list.ts';
import type { AdminReleaseRowDto } from '../../../domain/releases-admin-dto.ts';
import type { AdminReleaseFilters, AdminReleaseListQuery } from '../../../domain/releases-admin.ts';
import type { UserActor } from '../../actor.ts';
import { frozen, notFrozen } from '../../auth/frozen-account.ts';
import type { Deps } from '../../deps.ts';
import type { DbOrTx } from '../../db/pool.ts';
import { profiles } from '../../db/schema.ts';
import { musicReleases as m } from '../../db/schema-releases.ts';
import { containsText } from '../../db/contains-text.ts';
import { afterCursor, cappedCount, eachPage, EXPORT_BATCH, keyText, orderOf, pageOf, toPage, type Keyset } from '../../db/keyset.ts';
import { versionOf } from '../../db/version.ts';
import { readTotals } from '../platform/get-counters.ts';
import { toSummaryDto } from './to-release-dto.ts';

function keyset(f: Pick<AdminReleaseFilters, 'sort' | 'dir'>): Keyset {
  const key = { created: sql`${m.createdAt}`, title: sql`${m.title}`, streams: sql`${m.streamsCount}`, revenue: sql`${m.revenueEarned}` }[
    f.sort
  ];
  const kind = f.sort === 'created' ? 'time' : f.sort === 'title' ? 'text' : 'number';
  return { key, kind, id: sql`${m.id}`, dir: f.dir };
}

function filters(f: AdminReleaseFilters): SQL | undefined {
  return and(
    f.q ? containsText(sql`(${m.title} || ' ' || ${m.artistName})`, f.q) : undefined,
    f.status !== 'all' ? eq(m.status, f.status) : undefined,
    // Releases of an account being deleted stay out of review until an admin restores it.
    notFrozen(m.userId),
  );
}

async function releasePage(db: DbOrTx, f: AdminReleaseFilters, limit: number, cursor: string | undefined) {
  const k = keyset(f);
  const rows = await db
    .select({
      release: m,
      ownerEmail: profiles.email,
      version: versionOf(m.updatedAt),
      cursorKey: keyText(k),
      cursorId: sql<string>`${m.id}::text`,
    })
    .from(m)
    .leftJoin(profiles, eq(profiles.id, m.userId))
    .where(and(filters(f), afterCursor(k, cursor)))
    .orderBy(orderOf(k))
    .limit(limit + 1);
  const page = pageOf(rows, limit);
  const items: AdminReleaseRowDto[] = page.rows.map((r) => ({ ...toSummaryDto(r.release), ownerEmail: r.ownerEmail, version: r.version }));
  return { items, nextCursor: page.nextCursor };
}

async function countReleases(db: DbOrTx, f: AdminReleaseFilters) {
  if (!f.q && (f.status === 'all' || f.status === 'pending')) {
    const t = await readTotals(db);
    const total = Math.round(Number((f.status === 'all' ? t.releases : t.releases_pending) ?? 0));
    // The totals count every release; those of accounts being deleted (a few) are left out.
    const { rows } = await db.execute<{ n: number }>(
      sql`select count(*)::int as n from ${m} where ${frozen(m.userId)} and ${f.status === 'all' ? sql`true` : eq(m.status, f.status)}`,
    );
    return { total: Math.max(0, total - (rows[0]?.n ?? 0)), totalCapped: false };
  }
  return cappedCount(db, sql`from ${m} where ${filters(f)}`);
}

export async function adminListReleases({ db }: Deps, _actor: UserActor, q: AdminReleaseListQuery): Promise<PageDto<AdminReleaseRowDto>> {
  const [page, count] = await Promise.all([releasePage(db, q, q.limit, q.cursor), countReleases(db, q)]);
  return toPage(page.items, page.nextCursor, count);
}

/** Every matching release, a batch at a time (the CSV export). */
export const allReleases = (db: DbOrTx, f: AdminReleaseFilters): AsyncGenerator<AdminReleaseRowDto[]> =>
  eachPage((cursor) => releasePage(db, f, EXPORT_BATCH, cursor));
