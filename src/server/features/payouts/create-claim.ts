// An artist asks for a payout. Checked again on the server in the spec's order (amount, balance,
// minimum, method, the fee leaving something, details) inside a transaction holding the artist's
// balance lock, so claims sent at once see each other and never add up to more than the balance.
// The method's fee in force is kept with the claim (the net is the amount less it); the balance
// goes down by the whole amount. A claim sent with an Idempotency-Key keeps it (with the API key's
// id): a retry finds the claim the first call made, even when that call's process died before it
// answered (the public API's kept answers cannot cover that; http/idempotency.ts).
import { sql } from 'drizzle-orm';
import { claimProblem, detailsForMethod, maskPaymentDetails, type ClaimRequest } from '../../../domain/claims.ts';
import type { ClaimDto } from '../../../domain/claims-dto.ts';
import { invalid } from '../../../domain/errors.ts';
import { payoutQuote } from '../../../domain/payout-fees.ts';
import type { UserActor } from '../../actor.ts';
import type { Deps } from '../../deps.ts';
import { secretBox } from '../../crypto/secret-box.ts';
import { payoutMethodTerms } from '../settings/settings-store.ts';
import { balanceOf } from './get-balance.ts';
import { lockBalance } from './lock-balance.ts';
import { checkIdempotencyKey } from '../../http/idempotency.ts';
import { claimColumns, claimFrom, sealContext, toClaimDto, type ClaimRecord } from './to-claim-dto.ts';

/** What identifies a claim's request across retries: the caller's Idempotency-Key, if it sent one. */
export function claimRequestKey(given: string | undefined, actor: UserActor): string | null {
  return given === undefined ? null : `${actor.apiKey?.id ?? 'web'}:${checkIdempotencyKey(given)}`;
}

export async function createClaim(
  deps: Deps,
  { userId }: UserActor,
  input: ClaimRequest,
  requestKey: string | null = null,
): Promise<ClaimDto> {
  const methods = await payoutMethodTerms(deps);
  const id = await deps.db.transaction(async (tx) => {
    await lockBalance(tx, userId);
    if (requestKey !== null) {
      const { rows: made } = await tx.execute<{ id: string }>(
        sql`select id from revenue_claims where user_id = ${userId} and request_key = ${requestKey}`,
      );
      if (made[0]) return made[0].id;
    }
    const balance = await balanceOf(tx, userId);
    const problem = claimProblem(input, { balance, methods });
    if (problem) throw invalid(problem.message, problem.field);
    const method = input.payment_method as Exclude<ClaimRequest['payment_method'], ''>;
    const details = detailsForMethod(method, input.payment_details);
    const { fee } = payoutQuote(input.amount, methods[method]);
    const { rows } = await tx.execute<{ id: string }>(sql`
      insert into revenue_claims (user_id, amount, fee, payment_method, payment_details_sealed, payment_summary, request_key)
      values (${userId}, ${input.amount}, ${fee}, ${method}, ${secretBox(deps.env).seal(JSON.stringify(details), sealContext(userId))},
              ${maskPaymentDetails(method, details)}, ${requestKey})
      returning id`);
    return rows[0]!.id;
  });
  const { rows } = await deps.db.execute<ClaimRecord>(sql`select ${claimColumns} from ${claimFrom} where c.id = ${id}`);
  return toClaimDto(rows[0]!);
}
