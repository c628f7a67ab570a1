// The console's Revenue & Payouts totals: gross and net booked, the platform's fee, claims by
// state, what is owed to artists (the sum of their balances) and the unmatched rows waiting.
import { sql } from 'drizzle-orm';
import type { AdminRevenueTotalsDto } from '../../../domain/earnings-dto.ts';
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
    select round(l.gross, 2)::numeric(20,2)::text gross, round(l.net, 2)::numeric(20,2)::text net, round(l.gross - l.net, 2)::numeric(20,2)::text fee,
           c.p_n, c.p_a::numeric(20,2)::text p_a, c.a_n, c.a_a::numeric(20,2)::text a_a, c.c_n, c.c_a::numeric(20,2)::text c_a,
           (select coalesce(floor(sum(left_over) * 100) / 100, 0) from per_user)::numeric(20,2)::text owed,
           (select count(*)::int from sales_import_rows r join sales_imports i on i.id = r.import_id
             where r.state = 'unmatched' and i.status in ('preview','confirmed')) unmatched
      from l, c`);
  const r = rows[0]!;
  return {
    gross: r.gross,
    net: r.net,
    platformFee: r.fee,
    pendingClaims: { count: r.p_n, amount: r.p_a },
    approvedClaims: { count: r.a_n, amount: r.a_a },
    paidClaims: { count: r.c_n, amount: r.c_a },
    owed: r.owed,
    unmatchedRows: r.unmatched,
  };
}
