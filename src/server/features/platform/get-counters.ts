// The console's counters, read from the platform totals that triggers keep (migration 0009): a
// handful of rows, whatever the size of the counted tables.
import { sql } from 'drizzle-orm';
import type { CountersDto } from '../../../domain/platform-dto.ts';
import type { DbOrTx } from '../../db/pool.ts';
import type { Deps } from '../../deps.ts';
import type { UserActor } from '../../actor.ts';

/** Each metric's value (a decimal string), 0 for one never counted. */
export async function readTotals(db: DbOrTx): Promise<Record<string, string>> {
  const { rows } = await db.execute<{ metric: string; value: string }>(
    sql`select metric, sum(delta)::text as value from platform_totals group by metric`,
  );
  return Object.fromEntries(rows.map((r) => [r.metric, r.value]));
}

const whole = (v: string | undefined) => (v ? Math.round(Number(v)) : 0);
/** numeric(24,6) as money: two places, exact (no float). */
const money = (v: string | undefined) => {
  if (!v) return '0.00';
  const negative = v.startsWith('-');
  const [int = '0', frac = ''] = v.replace('-', '').split('.');
  const cents = BigInt(int) * 100n + BigInt((frac + '00').slice(0, 2)) + (Number(frac[2] ?? '0') >= 5 ? 1n : 0n);
  return `${negative ? '-' : ''}${cents / 100n}.${(cents % 100n).toString().padStart(2, '0')}`;
};

export function toCounters(t: Record<string, string>): CountersDto {
  return {
    users: whole(t.users),
    releases: whole(t.releases),
    revenue: money(t.revenue),
    streams: whole(t.streams),
    pendingClaims: whole(t.claims_pending),
    openTickets: whole(t.tickets_open),
    pendingReleases: whole(t.releases_pending),
  };
}

export async function getCounters({ db }: Deps, _actor: UserActor): Promise<CountersDto> {
  return toCounters(await readTotals(db));
}
