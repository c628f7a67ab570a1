// The artist's own claims, newest first.
import { sql } from 'drizzle-orm';
import type { ClaimDto } from '../../../domain/claims-dto.ts';
import type { UserActor } from '../../actor.ts';
import type { Deps } from '../../deps.ts';
import { claimColumns, claimFrom, toClaimDto, type ClaimRecord } from './to-claim-dto.ts';

export async function listMyClaims(deps: Deps, { userId }: UserActor, limit = 100): Promise<ClaimDto[]> {
  const { rows } = await deps.db.execute<ClaimRecord>(
    sql`select ${claimColumns} from ${claimFrom} where c.user_id = ${userId} order by c.request_date desc, c.id desc limit ${limit}`,
  );
  return rows.map(toClaimDto);
}
