// The artist's releases, newest first, a page at a time (keyset on created_at, id: it walks the
// (user_id, created_at desc) index), with search, a status filter, and totals over all of them.
// The total revenue is the ledger's exact net of all time rounded once, as the revenue screens
// and the dashboard show it (each release's stored figure is already rounded to 6 places).
import { and, desc, eq, sql } from 'drizzle-orm';
import type { ReleaseListDto, ReleaseStatsDto } from '../../../domain/releases-dto.ts';
import type { releaseListQuerySchema } from '../../../domain/releases.ts';
import type { z } from 'zod';
import type { Db } from '../../db/pool.ts';
import { musicReleases as r } from '../../db/schema-releases.ts';
import { toSummaryDto } from './to-release-dto.ts';
import type { Deps } from '../../deps.ts';
import type { UserActor } from '../../actor.ts';
import { units } from '../../../domain/earnings-decimal.ts';
import { displayTotal } from '../../../domain/earnings-totals.ts';
import { userNet } from '../splits/party-money.ts';
import { isUuid } from '../../../domain/uuid.ts';

type Query = z.output<typeof releaseListQuerySchema>;

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

// Named prepared statements for every search and filter, one for the first page and one for the
// pages after a cursor (so that the cursor bounds the index walk): the list is what the API and the
// releases screen read most, and building and planning it each time cost more than running it. A
// filter not given is null and drops out. The cursor is the id of the last release on the page.
const prepared = new WeakMap<Db, { first: ReturnType<typeof prepare>; after: ReturnType<typeof prepare> }>();
function prepare(db: Db, afterCursor: boolean) {
  const userId = sql.placeholder('userId');
  const status = sql.placeholder('status');
  const like = sql.placeholder('like');
  return db
    .select({
      id: r.id,
      title: r.title,
      artistName: r.artistName,
      otherMainArtists: r.otherMainArtists,
      genre: r.genre,
      releaseType: r.releaseType,
      status: r.status,
      coverFileId: r.coverFileId,
      upc: r.upc,
      streamsCount: r.streamsCount,
      revenueEarned: r.revenueEarned,
      createdAt: r.createdAt,
    })
    .from(r)
    .where(
      and(
        eq(r.userId, userId),
        sql`(${status}::text is null or ${r.status} = ${status})`,
        sql`(${like}::text is null or ${r.title} ilike ${like} or ${r.artistName} ilike ${like} or array_to_string(${r.otherMainArtists}, ' ') ilike ${like})`,
        afterCursor
          ? sql`(${r.createdAt}, ${r.id}) < (select c.created_at, c.id from music_releases c where c.id = ${sql.placeholder('cursor')}::uuid and c.user_id = ${userId}::uuid)`
          : undefined,
      ),
    )
    .orderBy(desc(r.createdAt), desc(r.id))
    .limit(sql.placeholder('limit'))
    .prepare(afterCursor ? 'list_releases_after' : 'list_releases');
}

export async function listReleases({ db }: Deps, { userId }: UserActor, q: Query): Promise<ReleaseListDto> {
  let queries = prepared.get(db);
  if (!queries) prepared.set(db, (queries = { first: prepare(db, false), after: prepare(db, true) }));
  const cursor = q.cursor && isUuid(q.cursor) ? q.cursor : null;
  const [rows, stats] = await Promise.all([
    (cursor ? queries.after : queries.first).execute({
      userId,
      status: q.status === 'all' ? null : q.status,
      like: q.q ? `%${escapeLike(q.q)}%` : null,
      cursor,
      limit: q.limit + 1,
    }),
    // the totals come with the first page: a client paging through a catalogue pays for them once
    q.cursor ? null : releaseStats(db, userId),
  ]);
  const page = rows.slice(0, q.limit);
  const last = page[page.length - 1];
  return {
    items: page.map(toSummaryDto),
    nextCursor: rows.length > q.limit && last ? last.id : null,
    stats,
  };
}

/** The account's counters and its net earnings (as the balance reads them), in one prepared statement. */
const preparedStats = new WeakMap<Db, ReturnType<typeof prepareStats>>();
function prepareStats(db: Db) {
  const userId = sql.placeholder('userId');
  return db
    .select({
      total: sql<number>`count(*)::int`,
      distributed: sql<number>`(count(*) filter (where ${r.status} = 'distributed'))::int`,
      submitted: sql<number>`(count(*) filter (where ${r.status} <> 'draft'))::int`,
      streams: sql<string>`coalesce(sum(${r.streamsCount}), 0)::text`,
      net: sql<string>`${userNet(sql`${userId}`)}::text`,
    })
    .from(r)
    .where(eq(r.userId, userId))
    .prepare('release_stats');
}

async function releaseStats(db: Db, userId: string): Promise<ReleaseStatsDto> {
  let query = preparedStats.get(db);
  if (!query) preparedStats.set(db, (query = prepareStats(db)));
  const [row] = await query.execute({ userId });
  return {
    total: row!.total,
    distributed: row!.distributed,
    submitted: row!.submitted,
    totalStreams: Number(row!.streams),
    totalRevenue: displayTotal(units(row!.net)),
  };
}
