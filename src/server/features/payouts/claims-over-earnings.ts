// Whose claims are no longer covered: among the artists a query returns (one `user_id` column),
// those whose claims that are not rejected (pending, approved, paid) add up to more than their
// net earnings. Run under their balance locks (lock-balance.ts), so no claim slips in between.
import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/pool.ts';

export type UncoveredClaims = { userId: string; name: string; held: string; net: string };

export async function claimsOverEarnings(db: DbOrTx, users: SQL): Promise<UncoveredClaims[]> {
  const { rows } = await db.execute<UncoveredClaims>(sql`
    select u.user_id "userId", coalesce(nullif(p.full_name, ''), p.email, 'An artist') name, c.held::text held, coalesce(e.net, 0)::text net
      from (select distinct user_id from (${users}) q) u
      join lateral (select coalesce(sum(amount), 0) held from revenue_claims where user_id = u.user_id and status <> 'rejected') c on true
      left join lateral (select sum(net) net from earnings_rollup_months where user_id = u.user_id) e on true
      left join profiles p on p.id = u.user_id
     where c.held > coalesce(e.net, 0)
     order by u.user_id`);
  return rows;
}
