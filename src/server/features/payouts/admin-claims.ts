// The console's table of claims (newest first by default, filtered by status and method, searched
// by the artist's name or email), whose pages the CSV export reads too (export-claims.ts), and a
// claim's record (get-admin-claim.ts opens its payment details for the review dialog).
import { sql, type SQL } from 'drizzle-orm';
import type { PageDto } from '../../../domain/admin-list.ts';
import { CLAIM_TEXTS, type ClaimFilters, type ClaimListQuery } from '../../../domain/claims.ts';
import type { AdminClaimDto } from '../../../domain/claims-dto.ts';
import { notFound } from '../../../domain/errors.ts';
import type { Deps } from '../../deps.ts';
import { afterCursor, cappedCount, keyText, likePattern, orderOf, pageOf, toPage, type Keyset } from '../../db/keyset.ts';
import type { DbOrTx } from '../../db/pool.ts';
import { claimColumns, claimFrom, toAdminClaimDto, type ClaimRecord } from './to-claim-dto.ts';
import type { UserActor } from '../../actor.ts';

function keyset(f: Pick<ClaimFilters, 'sort' | 'dir'>): Keyset {
  const key = {
    requested: { key: sql`c.request_date`, kind: 'time' as const },
    amount: { key: sql`c.amount`, kind: 'number' as const },
    status: { key: sql`c.status`, kind: 'text' as const },
  }[f.sort];
  return { ...key, id: sql`c.id`, dir: f.dir };
}

function filters(f: ClaimFilters): SQL {
  const parts: SQL[] = [sql`true`];
  if (f.status !== 'all') parts.push(sql`c.status = ${f.status}`);
  if (f.method !== 'all') parts.push(sql`c.payment_method = ${f.method}`);
  if (f.q) parts.push(sql`(coalesce(p.full_name, '') || ' ' || p.email) ilike ${likePattern(f.q)}`);
  return sql.join(parts, sql` and `);
}

export async function claimPage(db: DbOrTx, f: ClaimFilters, limit: number, cursor: string | undefined) {
  const k = keyset(f);
  const after = afterCursor(k, cursor);
  const where = after ? sql`${filters(f)} and ${after}` : filters(f);
  const { rows } = await db.execute<ClaimRecord & { cursorKey: string; cursorId: string }>(
    sql`select ${claimColumns}, ${keyText(k)} "cursorKey", c.id::text "cursorId" from ${claimFrom} where ${where} order by ${orderOf(k)} limit ${limit + 1}`,
  );
  return pageOf(rows, limit);
}

export async function listAdminClaims({ db }: Deps, _actor: UserActor, q: ClaimListQuery): Promise<PageDto<AdminClaimDto>> {
  const [page, count] = await Promise.all([
    claimPage(db, q, q.limit, q.cursor),
    cappedCount(db, sql`from ${claimFrom} where ${filters(q)}`),
  ]);
  return toPage(page.rows.map(toAdminClaimDto), page.nextCursor, count);
}

export async function findClaim(db: DbOrTx, id: string): Promise<ClaimRecord> {
  const { rows } = await db.execute<ClaimRecord>(sql`select ${claimColumns} from ${claimFrom} where c.id = ${id}`);
  if (!rows[0]) throw notFound(CLAIM_TEXTS.notFound);
  return rows[0];
}
