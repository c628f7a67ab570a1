// System Health from real checks: the database answers (and how fast), the job queue's clock is
// ticking (pg-boss marks its schedule check every 30 s on whichever instance runs it), the oldest
// job waiting to run, this process's live-update connection, and whether receipts have the
// seller's tax details.
import { sql } from 'drizzle-orm';
import type { HealthCheckDto } from '../../../domain/platform-dto.ts';
import type { Deps } from '../../deps.ts';
import { checkTaxSetup } from '../payments/check-tax-setup.ts';

/** A job waiting longer than this means the workers are behind or stopped. */
const JOB_LAG_LIMIT_S = 300;
const CLOCK_LIMIT_S = 120;

const age = (s: number) => (s < 90 ? `${Math.round(s)} s` : s < 5400 ? `${Math.round(s / 60)} min` : `${Math.round(s / 3600)} h`);

export async function checkPlatformHealth({ db, realtime, env }: Deps): Promise<HealthCheckDto[]> {
  const checks: HealthCheckDto[] = [];
  const t0 = performance.now();
  try {
    await db.execute(sql`select 1`);
    checks.push({ name: 'Database', ok: true, detail: `Reachable (${Math.max(1, Math.round(performance.now() - t0))} ms)` });
  } catch {
    return [{ name: 'Database', ok: false, detail: 'Not reachable' }];
  }
  try {
    const { rows } = await db.execute<{ clock: number | null; oldest: number | null }>(sql`
      select (select extract(epoch from now() - cron_on)::float8 from pgboss.version limit 1) as clock,
             (select extract(epoch from now() - min(start_after))::float8 from pgboss.job
               where state in ('created', 'retry') and start_after <= now()) as oldest`);
    const { clock, oldest } = rows[0] ?? { clock: null, oldest: null };
    checks.push(
      clock !== null && clock < CLOCK_LIMIT_S
        ? { name: 'Job queue', ok: true, detail: `Running (checked ${age(clock)} ago)` }
        : { name: 'Job queue', ok: false, detail: clock === null ? 'Not started' : `Stalled: last check ${age(clock)} ago` },
    );
    checks.push(
      oldest === null
        ? { name: 'Oldest waiting job', ok: true, detail: 'None waiting' }
        : { name: 'Oldest waiting job', ok: oldest < JOB_LAG_LIMIT_S, detail: `Waiting ${age(oldest)}` },
    );
  } catch {
    checks.push({ name: 'Job queue', ok: false, detail: 'Queue tables not readable' });
  }
  const live = realtime.status();
  checks.push({
    name: 'Live updates',
    ok: live !== 'down',
    detail: live === 'live' ? 'Connected' : live === 'connecting' ? 'Connecting' : 'Reconnecting',
  });
  checks.push(checkTaxSetup(env));
  return checks;
}
