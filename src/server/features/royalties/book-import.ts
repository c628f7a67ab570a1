// Booking an import, and reversing one: the SQL that turns matched rows into analytics rows and
// ledger entries (gross, the share of the plan held on the usage date, net), and back. Run only
// inside the confirming or reversing transaction. A usage period of several days stays one row
// (release_analytics.date_end, the ledger's period_end): the rollups spread it over its days.
import { sql, type SQL } from 'drizzle-orm';
import { sharePercent } from '../../../domain/earnings.ts';
import { PLAN_TYPES } from '../../../domain/plans.ts';
import type { Tx } from '../../db/pool.ts';
import { bookSplits, reverseSplits, type SplitSum } from '../splits/book-splits.ts';
import { hashGroupsInMemory, importRates, usdAmount } from './count-rows.ts';

const shares = sql.join(
  PLAN_TYPES.map((p) => sql`(${p}, ${sharePercent(p)}::numeric)`),
  sql`, `,
);

/**
 * Books an import: its matched rows converted to USD at the import's rates (each line exactly, to
 * 12 places) and summed once (one scan) per release, track, store, country, usage period, tier,
 * commercial model and use type; each artist's plan looked up once per usage day (the paid term covering the day,
 * or, for an artist who never paid, as the demo data's, the profile's plan, else Free); then the
 * analytics rows (per usage period) and the ledger entries (per release, store and usage period) are
 * both written from those sums in the same statement, which also returns the net of each release
 * and track under a split, for bookSplits to share out. `lines` books only those of its matched rows
 * (lines of the unmatched queue matched by hand, book-unmatched-lines.ts), by the same sums.
 */
export async function bookImport(tx: Tx, importId: string, lines?: number[]): Promise<void> {
  const rates = await importRates(tx, importId);
  await hashGroupsInMemory(tx);
  // the ledger's entries, and the net of each release and track under a split (book-splits.ts)
  const split = await tx.execute<SplitSum>(sql`
    with sums as materialized (
           select release_id, user_id, track_id, store, country, usage_start, usage_end, tier, commercial_model, use_type,
                  sum(quantity) quantity, sum(${usdAmount(rates)}) amount
             from sales_import_rows r
            where r.import_id = ${importId} and r.state = 'matched' ${lines ? sql`and r.line = any(${sql.param(lines)}::int[])` : sql``}
            group by release_id, user_id, track_id, store, country, usage_start, usage_end, tier, commercial_model, use_type),
         plan as materialized (
           select d.user_id, d.day, coalesce(
             (select p.plan_type from payments p where p.user_id = d.user_id and p.period_start <= d.day and p.period_end > d.day order by p.period_start desc limit 1),
             (select pr.plan_type from profiles pr where pr.id = d.user_id and not exists (select 1 from payments p where p.user_id = d.user_id)),
             'free') as plan_type
           from (select distinct user_id, usage_start as day from sums) d),
         share(plan_type, pct) as (values ${shares}),
         priced as materialized (
           select r.*, plan.plan_type, s.pct
             from sums r
             join plan on plan.user_id = r.user_id and plan.day = r.usage_start
             join share s on s.plan_type = plan.plan_type),
         analytics as (
           insert into release_analytics (release_id, user_id, track_id, import_id, platform, country, streams_count, revenue, net_revenue, date, date_end,
                                          tier, commercial_model, use_type)
           select release_id, user_id, track_id, ${importId}::uuid, store, country, sum(quantity), sum(amount), round(sum(amount) * pct / 100, 12),
                  usage_start, nullif(usage_end, usage_start), tier, commercial_model, use_type
             from priced
            group by release_id, user_id, track_id, store, country, usage_start, usage_end, tier, commercial_model, use_type, pct),
         ledger as (
           insert into earnings_ledger (user_id, release_id, import_id, kind, period_start, period_end, store, quantity, gross, plan_type, share_percent, net)
           select user_id, release_id, ${importId}::uuid, 'earning', usage_start, usage_end, store, sum(quantity), sum(amount),
                  plan_type, pct, round(sum(amount) * pct / 100, 12)
             from priced
            group by user_id, release_id, usage_start, usage_end, store, plan_type, pct)
    select split_id, release_id, user_id, usage_start::text, usage_end::text, store, plan_type, pct::text,
           sum(amount)::text gross, round(sum(amount) * pct / 100, 12)::text net
      from (select r.*, coalesce(
                     (select ts.id from release_tracks t join splits ts on ts.release_id = r.release_id and ts.isrc = t.isrc where t.id = r.track_id),
                     (select rs.id from splits rs where rs.release_id = r.release_id and rs.isrc is null)) split_id
              from priced r where r.release_id in (select release_id from splits)) r
     where split_id is not null
     group by split_id, release_id, user_id, usage_start, usage_end, store, plan_type, pct`);
  await bookSplits(tx, importId, split.rows);
}

/** Cancels an import's money: a reversing entry for each of its entries not yet reversed, and its analytics rows removed. */
export async function reverseImport(tx: Tx, importId: string): Promise<void> {
  await reverseSplits(tx, importId);
  await tx.execute(sql`
    insert into earnings_ledger (user_id, release_id, import_id, kind, period_start, period_end, store, quantity, gross, plan_type, share_percent, net, reverses_id)
    select e.user_id, e.release_id, e.import_id, 'reversal', e.period_start, e.period_end, e.store, -e.quantity, -e.gross, e.plan_type, e.share_percent, -e.net, e.id
      from earnings_ledger e
     where e.import_id = ${importId} and e.kind = 'earning'
       and not exists (select 1 from earnings_ledger x where x.reverses_id = e.id)`);
  await tx.execute(sql`delete from release_analytics where import_id = ${importId}`);
}

/**
 * The artists whose money an import moves (for lockBalances): those of its entries, and those of
 * its matched lines, as counting them recorded (count-rows.ts; an import confirmed before that
 * record was kept has its entries for every line it booked).
 */
export const importUsers = (importId: string): SQL =>
  sql`select user_id from earnings_ledger where import_id = ${importId} union select unnest(matched_users) from sales_imports where id = ${importId}`;

/**
 * Recomputes the per-release totals (streams, net revenue) of the releases an import touches, from
 * analytics and the ledger, in one pass each. Called after booking or reversing those imports, so
 * their ledger entries name every release they touch (read by the ledger's import index, not by
 * scanning the import's rows).
 */
export async function refreshReleaseTotals(tx: Tx, importIds: string[]): Promise<void> {
  const ids = sql.join(
    importIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  await tx.execute(sql`
    with touched as (select distinct release_id from earnings_ledger where import_id in (${ids})),
         a as (select a.release_id, sum(a.streams_count) streams from release_analytics a join touched t using (release_id) group by 1),
         e as (select e.release_id, round(sum(e.net), 6) net from earnings_ledger e join touched t using (release_id) group by 1)
    update music_releases m set streams_count = coalesce(a.streams, 0), revenue_earned = coalesce(e.net, 0)
      from touched t left join a using (release_id) left join e using (release_id)
     where m.id = t.release_id`);
}
