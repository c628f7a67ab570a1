// One of the artist's own claims.
import { sql } from 'drizzle-orm';
import type { ClaimDto } from '../../../domain/claims-dto.ts';
import { notFound } from '../../../domain/errors.ts';
import { CLAIM_TEXTS } from '../../../domain/claim-texts.ts';
import type { UserActor } from '../../actor.ts';
import type { Deps } from '../../deps.ts';
import { claimColumns, claimFrom, toClaimDto, type ClaimRecord } from './to-claim-dto.ts';

/** One of the artist's own claims; another artist's is not found. */
export async function getMyClaim(deps: Deps, { userId }: UserActor, id: string): Promise<ClaimDto> {
  const { rows } = await deps.db.execute<ClaimRecord>(
    sql`select ${claimColumns} from ${claimFrom} where c.id = ${id} and c.user_id = ${userId}`,
  );
  if (!rows[0]) throw notFound(CLAIM_TEXTS.notFound);
  return toClaimDto(rows[0]);
}
