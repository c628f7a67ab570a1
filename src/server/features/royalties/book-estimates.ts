// Booking a trend report (an import of kind estimate) and reversing it: its matched rows become
// analytics_estimates, one row per usage day, and nothing else: no release_analytics row (so no
// rollup, release total or hold), no ledger entry, no claim check. Every confirmed import records
// the days it reports per store (statement_coverage): a statement's retire the estimates of those
// days while it is confirmed, a later trend report's replace an earlier one's (domain/estimates.ts).
// Run only inside the changing transaction.
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/pool.ts';

/**
 * Books an estimate import: each matched row's count summed per release, track, store, country and
 * usage period, then spread over the period's days exactly (the whole part each day, what remains
 * one by one from the first day), so a week of 10 counts 2, 2, 2, 1, 1, 1, 1.
 */
export async function bookEstimates(tx: Tx, importId: string): Promise<void> {
  await tx.execute(sql`
    insert into analytics_estimates (import_id, release_id, user_id, track_id, platform, country, day, streams)
    select ${importId}::uuid, s.release_id, s.user_id, s.track_id, s.store, s.country, s.usage_start + d.i,
           s.q / s.n + case when d.i < abs(s.q % s.n) then sign(s.q % s.n)::bigint else 0 end
      from (select release_id, user_id, track_id, store, country, usage_start, sum(quantity) q, (usage_end - usage_start + 1) n
              from sales_import_rows
             where import_id = ${importId} and state = 'matched'
             group by release_id, user_id, track_id, store, country, usage_start, usage_end) s
      cross join lateral generate_series(0, s.n - 1) d(i)
     where s.q / s.n + case when d.i < abs(s.q % s.n) then sign(s.q % s.n)::bigint else 0 end <> 0`);
}

/** Removes an estimate import's estimates (a rollback, or before booking a rematched import anew). */
export async function reverseEstimates(tx: Tx, importId: string): Promise<void> {
  await tx.execute(sql`delete from analytics_estimates where import_id = ${importId}`);
}

/**
 * The days an import reports, per store (lower-cased), from its booked and kept lines: kept with
 * the import, they count while it is confirmed (a rollback or replacement needs no change). Read
 * from what counting its lines recorded on it (count-rows.ts), not from the lines.
 */
export async function recordCoverage(tx: Tx, importId: string): Promise<void> {
  await tx.execute(sql`
    insert into statement_coverage (import_id, store_key, first_day, last_day)
    select ${importId}::uuid, c.store_key, c.first_day, c.last_day
      from sales_imports i cross join jsonb_to_recordset(i.coverage) as c(store_key text, first_day date, last_day date)
     where i.id = ${importId}
    on conflict do nothing`);
}
