// Which plan and share applied to which usage days, for the revenue page (its own request, beside
// the page's figures) and the statements: read back from the ledger's usage periods
// (earnings_rollup_periods, kept from its entries, which carry the plan and share that
// book-import.ts gave each usage period: the plan held on its first day), never worked out again
// from the plans. The revenue page takes every period reaching into its range, as its sums count
// their parts in it; a statement those starting in its month, as its lines. A period whose entries
// their reversals all cancelled counts no more (a reversal copies its entry's period, plan and share).
import { sql } from 'drizzle-orm';
import type { SharePeriodDto, SharePeriodsDto } from '../../../domain/earnings-dto.ts';
import type { EarningsPeriod } from '../../../domain/earnings-options.ts';
import type { PlanType } from '../../../domain/plans.ts';
import type { UserActor } from '../../actor.ts';
import type { DbOrTx } from '../../db/pool.ts';
import type { Deps } from '../../deps.ts';
import { periodRange, today } from './rollup-ranges.ts';

type Row = { period_start: string; period_end: string; plan_type: PlanType; share_percent: string };

export async function getSharePeriods({ db }: Deps, { userId }: UserActor, period: EarningsPeriod): Promise<SharePeriodsDto> {
  const range = periodRange(await today(db), period);
  return { period, ...range, periods: await sharePeriodsIn(db, userId, range) };
}

/**
 * The runs of usage days at one plan and share among one artist's usage periods reaching into a
 * range (both ends included), or with 'starting' those starting in it, oldest first.
 */
export async function sharePeriodsIn(
  db: DbOrTx,
  userId: string,
  range: { from: string; to: string },
  which: 'reaching' | 'starting' = 'reaching',
): Promise<SharePeriodDto[]> {
  const { rows } = await db.execute<Row>(sql`
    select period_start::text period_start, period_end::text period_end, plan_type, share_percent::text share_percent
      from earnings_rollup_periods
     where user_id = ${userId} and entries > 0 and period_start <= ${range.to}::date
       and ${which === 'reaching' ? sql`period_end` : sql`period_start`} >= ${range.from}::date
     order by period_start, period_end, plan_type, share_percent`);
  return mergeSharePeriods(
    rows.map((r) => ({ from: r.period_start, to: r.period_end, planType: r.plan_type, sharePercent: r.share_percent })),
  );
}

/** Usage periods in order of their first day, each run of the same plan and share made one (from its first day to its latest). */
export function mergeSharePeriods(periods: readonly SharePeriodDto[]): SharePeriodDto[] {
  const runs: SharePeriodDto[] = [];
  for (const p of periods) {
    const last = runs.at(-1);
    if (last && last.planType === p.planType && last.sharePercent === p.sharePercent) {
      if (p.to > last.to) last.to = p.to;
    } else runs.push({ ...p });
  }
  return runs;
}
