// The console's Revenue & Payouts totals: gross and net booked, the platform's fee, claims by
// state, what is owed to artists (the sum of their balances) and the unmatched rows waiting. The
// sums are exact and each is rounded once to the cent (domain/earnings-totals.ts), the fee and what
// is owed worked out before rounding.
import { sql } from 'drizzle-orm';
import type { AdminRevenueTotalsDto } from '../../../domain/earnings-dto.ts';
import { units } from '../../../domain/earnings-decimal.ts';
import { displayTotal } from '../../../domain/earnings-totals.ts';
import type { Deps } from '../../deps.ts';

export async function getRevenueTotals({ db }: Deps): Promise<AdminRevenueTotalsDto> {
  const { rows } = await db.execute<{
    gross: string;
    net: string;
    fee: string;
    p_n: number;
    p_a: string;
    a_n: number;
    a_a: string;
    c_n: number;
    c_a: string;
    owed: string;
    unmatched: number;
  }>(sql`
    with l as (select coalesce(sum(gross), 0) gross, coalesce(sum(net), 0) net from earnings_ledger),
         c as (select count(*) filter (where status = 'pending')::int p_n, coalesce(sum(amount) filter (where status = 'pending'), 0) p_a,
                      count(*) filter (where status = 'approved')::int a_n, coalesce(sum(amount) filter (where status = 'approved'), 0) a_a,
                      count(*) filter (where status in ('completed','processed'))::int c_n,
                      coalesce(sum(amount) filter (where status in ('completed','processed')), 0) c_a
                 from revenue_claims),
         per_user as (
           select greatest(coalesce(n.net, 0) - coalesce(h.held, 0), 0) left_over
             from (select user_id, sum(net) net from earnings_ledger group by user_id) n
             full join (select user_id, sum(amount) held from revenue_claims where status <> 'rejected' group by user_id) h using (user_id))
    select l.gross::text gross, l.net::text net, (l.gross - l.net)::text fee,
           c.p_n, c.p_a::numeric(20,2)::text p_a, c.a_n, c.a_a::numeric(20,2)::text a_a, c.c_n, c.c_a::numeric(20,2)::text c_a,
           (select coalesce(sum(left_over), 0) from per_user)::text owed,
           (select count(*)::int from sales_import_rows r join sales_imports i on i.id = r.import_id
             where r.state = 'unmatched' and i.status in ('preview','confirmed') and i.kind = 'statement') unmatched
      from l, c`);
  const r = rows[0]!;
  return {
    gross: displayTotal(units(r.gross)),
    net: displayTotal(units(r.net)),
    platformFee: displayTotal(units(r.fee)),
    pendingClaims: { count: r.p_n, amount: r.p_a },
    approvedClaims: { count: r.a_n, amount: r.a_a },
    paidClaims: { count: r.c_n, amount: r.c_a },
    owed: displayTotal(units(r.owed)),
    unmatchedRows: r.unmatched,
  };
}
