// The artist's releases, newest first, a page at a time (keyset on created_at, id: it walks the
// (user_id, created_at desc) index), with search, a status filter, and totals over all of them.
// The total revenue is the ledger's exact net of all time rounded once, as the revenue screens
// and the dashboard show it (each release's stored figure is already rounded to 6 places).
import { and, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { ReleaseListDto, ReleaseStatsDto } from '../../../domain/releases-dto.ts';
import type { releaseListQuerySchema } from '../../../domain/releases.ts';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/pool.ts';
import { musicReleases as r } from '../../db/schema-releases.ts';
import { toSummaryDto } from './to-release-dto.ts';
import type { Deps } from '../../deps.ts';
import type { UserActor } from '../../actor.ts';
import { units } from '../../../domain/earnings-decimal.ts';
import { displayTotal } from '../../../domain/earnings-totals.ts';
import { moneyFigures } from '../payouts/get-balance.ts';
import { isUuid } from '../../../domain/uuid.ts';

type Query = z.output<typeof releaseListQuerySchema>;

// The cursor is the id of the last release on the page; the next page starts after it.
const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

export async function listReleases({ db }: Deps, { userId }: UserActor, q: Query): Promise<ReleaseListDto> {
  const where: SQL[] = [eq(r.userId, userId)];
  if (q.status !== 'all') where.push(eq(r.status, q.status));
  if (q.q) {
    const like = `%${escapeLike(q.q)}%`;
    where.push(or(ilike(r.title, like), ilike(r.artistName, like), sql`array_to_string(${r.otherMainArtists}, ' ') ilike ${like}`)!);
  }
  if (q.cursor && isUuid(q.cursor)) {
    where.push(
      sql`(${r.createdAt}, ${r.id}) < (SELECT c.created_at, c.id FROM music_releases c WHERE c.id = ${q.cursor}::uuid AND c.user_id = ${userId}::uuid)`,
    );
  }
  const [rows, stats] = await Promise.all([
    db
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
      .where(and(...where))
      .orderBy(desc(r.createdAt), desc(r.id))
      .limit(q.limit + 1),
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

async function releaseStats(db: DbOrTx, userId: string): Promise<ReleaseStatsDto> {
  const [res, figures] = await Promise.all([
    db.execute<{ total: number; distributed: number; submitted: number; streams: string }>(sql`
      SELECT count(*)::int AS total,
             count(*) FILTER (WHERE status = 'distributed')::int AS distributed,
             count(*) FILTER (WHERE status <> 'draft')::int AS submitted,
             coalesce(sum(streams_count), 0)::text AS streams
      FROM music_releases WHERE user_id = ${userId}`),
    moneyFigures(db, userId),
  ]);
  const row = res.rows[0]!;
  return {
    total: row.total,
    distributed: row.distributed,
    submitted: row.submitted,
    totalStreams: Number(row.streams),
    totalRevenue: displayTotal(units(figures.net)),
  };
}
