// Folds the platform totals' rows into one per metric (a job, every minute), so reading them stays
// a few rows. Rows appended by transactions still running are not seen and stay for next time.
import { sql } from 'drizzle-orm';
import type { Deps } from '../../deps.ts';

export async function compactTotals({ db }: Deps): Promise<{ folded: number }> {
  const { rows } = await db.execute<{ n: number }>(sql`
    with gone as (delete from platform_totals returning metric, delta),
         put as (insert into platform_totals (metric, delta) select metric, sum(delta) from gone group by metric having sum(delta) <> 0 returning 1)
    select count(*)::int as n from gone`);
  return { folded: rows[0]?.n ?? 0 };
}
