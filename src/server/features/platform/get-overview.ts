// The Overview's figures, each computed from the data: growth of new users over the period
// against the period before, average revenue per release, users active in the last 24 hours (a
// session made or renewed), releases created today, the processing queue, and System Health.
import { sql } from 'drizzle-orm';
import { GROWTH_PERIOD_DAYS, growthPercent } from '../../../domain/platform.ts';
import type { OverviewDto } from '../../../domain/platform-dto.ts';
import type { Deps } from '../../deps.ts';
import type { UserActor } from '../../actor.ts';
import { readTotals, toCounters } from './get-counters.ts';
import { checkPlatformHealth } from './check-platform-health.ts';

export async function getOverview(deps: Deps, _actor: UserActor): Promise<OverviewDto> {
  const { db } = deps;
  const days = GROWTH_PERIOD_DAYS;
  const [totals, figures, checks] = await Promise.all([
    readTotals(db),
    db.execute<{ current: number; previous: number; active: number; today: number; avg: string | null }>(sql`
      select
        (select count(*)::int from profiles where created_at >= now() - make_interval(days => ${days})) as current,
        (select count(*)::int from profiles where created_at >= now() - make_interval(days => ${days * 2})
                                            and created_at < now() - make_interval(days => ${days})) as previous,
        (select count(distinct user_id)::int from sessions where updated_at >= now() - interval '24 hours') as active,
        (select count(*)::int from music_releases where created_at >= date_trunc('day', now() at time zone 'UTC') at time zone 'UTC') as today,
        (select round(sum(delta) filter (where metric = 'revenue') / nullif(sum(delta) filter (where metric = 'releases'), 0), 2)::text
           from platform_totals where metric in ('revenue', 'releases')) as avg`),
    checkPlatformHealth(deps),
  ]);
  const counters = toCounters(totals);
  const f = figures.rows[0]!;
  return {
    counters,
    growth: { periodDays: days, current: f.current, previous: f.previous, percent: growthPercent(f.current, f.previous) },
    averageRevenuePerRelease: f.avg,
    activeUsers24h: f.active,
    releasesToday: f.today,
    processingQueue: counters.pendingClaims + counters.openTickets + counters.pendingReleases,
    health: { status: checks.every((c) => c.ok) ? 'Operational' : 'Degraded', checks, checkedAt: new Date().toISOString() },
  };
}
