// One claim as the console shows it.
import type { AdminClaimDetailDto } from '../../../domain/claims-dto.ts';
import type { Deps } from '../../deps.ts';
import { balanceOf } from './get-balance.ts';
import { openDetails, toAdminClaimDto } from './to-claim-dto.ts';
import { findClaim } from './admin-claims.ts';
import type { UserActor } from '../../actor.ts';

export async function getAdminClaim(deps: Deps, _actor: UserActor, id: string): Promise<AdminClaimDetailDto> {
  const r = await findClaim(deps.db, id);
  return { ...toAdminClaimDto(r), paymentDetails: openDetails(deps.env, r), balance: await balanceOf(deps.db, r.user_id) };
}
