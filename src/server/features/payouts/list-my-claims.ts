// The artist's own claims, newest first, a page at a time (keyset on request_date, id).
import { sql } from 'drizzle-orm';
import type { ClaimDto } from '../../../domain/claims-dto.ts';
import type { PageQuery } from '../../../domain/page-query.ts';
import type { UserActor } from '../../actor.ts';
import type { Deps } from '../../deps.ts';
import { cursorId, idPage } from '../../db/keyset.ts';
import { claimColumns, claimFrom, toClaimDto, type ClaimRecord } from './to-claim-dto.ts';

export async function listMyClaims(
  deps: Deps,
  { userId }: UserActor,
  q: PageQuery,
): Promise<{ items: ClaimDto[]; nextCursor: string | null }> {
  const after = cursorId(q.cursor);
  const { rows } = await deps.db.execute<ClaimRecord>(sql`
    select ${claimColumns} from ${claimFrom} where c.user_id = ${userId}
       ${after ? sql`and (c.request_date, c.id) < (select x.request_date, x.id from revenue_claims x where x.id = ${after} and x.user_id = ${userId})` : sql``}
     order by c.request_date desc, c.id desc limit ${q.limit + 1}`);
  return idPage(rows.map(toClaimDto), q.limit);
}
