// The artist's available balance (DESIGN section 6): net earnings from the ledger minus every
// claim that is not rejected and every hold in force (features/holds: earnings of named tracks and
// months an admin keeps back), floored at 0: shown to the nearest cent (as every total) and claimable
// to the cent below, both worked out here for the claim page and the revenue page alike. The net is
// read from the ledger's monthly rollup (exactly the entries' sum, kept in the transaction that
// appends them) with what the artist holds as an accepted payee of splits (splits/party-money.ts).
import { sql } from 'drizzle-orm';
import { balanceFrom } from '../../../domain/claims.ts';
import type { BalanceDto } from '../../../domain/claims-dto.ts';
import { units } from '../../../domain/earnings-decimal.ts';
import { displayBalance, displayTotal } from '../../../domain/earnings-totals.ts';
import { lowestMinimum } from '../../../domain/payout-fees.ts';
import type { UserActor } from '../../actor.ts';
import type { Deps } from '../../deps.ts';
import type { DbOrTx } from '../../db/pool.ts';
import { userNet } from '../splits/party-money.ts';
import { payoutMethodTerms } from '../settings/settings-store.ts';

/** `held`: the claims not rejected; `onHold`: the holds in force (earnings kept back, not claimable). */
export type MoneyFigures = { net: string; held: string; onHold: string; pending: string; paid: string };

/** Net earnings, claim sums and holds of one artist (exact decimal strings). */
export async function moneyFigures(db: DbOrTx, userId: string): Promise<MoneyFigures> {
  const { rows } = await db.execute<MoneyFigures>(sql`
    select ${userNet(userId)}::text net,
           (select coalesce(sum(amount), 0) from earnings_holds where user_id = ${userId} and status = 'active')::text "onHold",
           coalesce(sum(amount) filter (where status <> 'rejected'), 0)::text held,
           coalesce(sum(amount) filter (where status in ('pending','approved')), 0)::text pending,
           coalesce(sum(amount) filter (where status in ('completed','processed')), 0)::text paid
      from revenue_claims where user_id = ${userId}`);
  return rows[0]!;
}

/** What a claim may ask for now: earnings less claims and holds, to the cent below. */
export async function balanceOf(db: DbOrTx, userId: string): Promise<string> {
  return balanceFigures(await moneyFigures(db, userId)).payable;
}

/** The balance every screen shows (to the nearest cent) and what a claim may ask for (to the cent below): held earnings in neither. */
export function balanceFigures(f: MoneyFigures): { balance: string; payable: string } {
  const net = units(f.net);
  const kept = units(f.held) + units(f.onHold);
  return { balance: displayBalance(net, kept), payable: balanceFrom(net, kept) };
}

export async function getBalance(deps: Deps, { userId }: UserActor): Promise<BalanceDto> {
  const [figures, methods] = await Promise.all([moneyFigures(deps.db, userId), payoutMethodTerms(deps)]);
  const { balance, payable } = balanceFigures(figures);
  return {
    balance,
    available: payable,
    onHold: displayTotal(units(figures.onHold)),
    payoutMinimum: lowestMinimum(methods),
    methods,
    currency: 'USD',
  };
}
