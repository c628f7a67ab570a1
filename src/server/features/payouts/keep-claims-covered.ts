// The rule that claims never exceed earnings: each artist's claims that are not rejected (pending,
// approved, paid) stay within their net earnings. Whatever could break it runs through
// keepClaimsCovered, one guard for all: an import's confirmation, replacement, rematch and rollback
// (which can lower earnings: a report may carry negative adjustments), and the admin's Approve and
// Mark Paid of a claim. It takes the balance locks of the artists concerned (lock-balance.ts) before
// anything is read, so no claim or other change of their money slips in between the check and the
// commit; a new claim is checked under the same lock by create-claim.ts.
import { sql, type SQL } from 'drizzle-orm';
import { claimsShortfall, type ClaimsShortfall } from '../../../domain/claims.ts';
import { units } from '../../../domain/earnings-decimal.ts';
import { DomainError } from '../../../domain/errors.ts';
import type { Tx } from '../../db/pool.ts';
import { userNet, withPayees } from '../splits/party-money.ts';
import { lockBalances } from './lock-balance.ts';

type Money = { userId: string; name: string; held: string; net: string };

/** The artists (of `userIds`) whose claims their net earnings do not cover (claimsShortfall), with both sums. */
async function uncovered(tx: Tx, userIds: string[]): Promise<(Money & { shortfall: ClaimsShortfall })[]> {
  const { rows } = await tx.execute<Money>(sql`
    select u.user_id "userId", coalesce(nullif(p.full_name, ''), p.email, 'An artist') name, c.held::text held, coalesce(e.net, 0)::text net
      from unnest(${sql.param(userIds)}::uuid[]) u(user_id)
      join lateral (select coalesce(sum(amount), 0) held from revenue_claims where user_id = u.user_id and status <> 'rejected') c on c.held > 0
      left join lateral (select ${userNet(sql`u.user_id`)} net) e on true
      left join profiles p on p.id = u.user_id
     order by u.user_id`);
  return rows.flatMap((m) => {
    const shortfall = claimsShortfall(m.name, m.held, m.net);
    return shortfall ? [{ ...m, shortfall }] : [];
  });
}

const excess = (m: Money) => units(m.held) - units(m.net);

/**
 * Runs `change` to the money of the artists `users` returns (one `user_id` column) with their
 * balances locked, and refuses it (CLAIMS_NOT_COVERED, `refusal` naming the artist and the
 * shortfall; the transaction then rolls back) when it leaves an artist's claims above their net
 * earnings. An artist already short before (data older than this guard) is let through only by a
 * change that makes the shortfall smaller, as an import adding to their earnings.
 */
export async function keepClaimsCovered<T>(
  tx: Tx,
  users: SQL,
  refusal: (s: ClaimsShortfall) => string,
  change: () => Promise<T>,
): Promise<T> {
  const userIds = await lockBalances(tx, withPayees(users));
  const before = new Map((await uncovered(tx, userIds)).map((m) => [m.userId, excess(m)]));
  const result = await change();
  for (const m of await uncovered(tx, userIds)) {
    const was = before.get(m.userId);
    if (was === undefined || excess(m) >= was) throw new DomainError('CLAIMS_NOT_COVERED', refusal(m.shortfall));
  }
  return result;
}
