// Which plan and share applied to which usage days, for the revenue page (its own request, beside
// the page's figures) and the statements: read back from the ledger's entries, which carry the
// plan and share that book-import.ts gave each usage period (the plan held on its first day),
// never worked out again from the plans. Entries are taken by their usage start, as the pages'
// sums take them; an entry its reversal cancelled counts no more (a reversal copies its entry's
// period, plan and share). No rollup holds the plan, so this reads the period's entries (a year of
// an artist with many releases and stores is tens of thousands): the revenue page asks for it apart.
import { sql } from 'drizzle-orm';
import type { EarningsPeriod, SharePeriodDto, SharePeriodsDto } from '../../../domain/earnings-dto.ts';
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

/** The runs of usage days at one plan and share among one artist's entries starting in a range (both ends included), oldest first. */
export async function sharePeriodsIn(db: DbOrTx, userId: string, range: { from: string; to: string }): Promise<SharePeriodDto[]> {
  const { rows } = await db.execute<Row>(sql`
    select period_start::text period_start, period_end::text period_end, plan_type, share_percent::text share_percent
      from earnings_ledger
     where user_id = ${userId} and period_start between ${range.from}::date and ${range.to}::date
     group by period_start, period_end, plan_type, share_percent
    having count(*) filter (where kind = 'earning') > count(*) filter (where kind = 'reversal')
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
