// "Your share": which plan and share paid which usage days (from the ledger, as the server read
// them back), so an artist who changed plan sees why part of a period kept 80 % and part more.
import type { SharePeriodDto } from '../../../../domain/earnings-dto.ts';
import { formatDate } from '../../../../domain/dates.ts';
import { planByType } from '../../../../domain/plans.ts';
import { planBadge } from '../../../../domain/plan-badge.ts';

/** "80.00" as "80%", "92.50" as "92.5%". */
export function formatShare(percent: string): string {
  const trimmed = percent.includes('.') ? percent.replace(/0+$/, '').replace(/\.$/, '') : percent;
  return `${trimmed}%`;
}

/** "Nov 1 – Nov 14, 2026"; one day "Nov 20, 2026"; across years both in full. */
export function formatDays(from: string, to: string): string {
  if (from === to) return formatDate(from, 'short');
  const start = from.slice(0, 4) === to.slice(0, 4) ? formatDate(from, 'short').replace(/, \d{4}$/, '') : formatDate(from, 'short');
  return `${start} – ${formatDate(to, 'short')}`;
}

export const planLabel = (p: SharePeriodDto) =>
  `${planByType(p.planType)?.name ?? planBadge(p.planType)} plan, ${formatShare(p.sharePercent)}`;

export function SharePeriods({ periods, label, empty }: { periods: SharePeriodDto[]; label: string; empty: string }) {
  if (!periods.length) return <p className="text-sm text-muted-foreground">{empty}</p>;
  return (
    <div className="space-y-3">
      <ul aria-label={label} className="divide-y rounded-lg border text-sm">
        {periods.map((p, i) => (
          <li key={`${i}:${p.from}:${p.to}:${p.planType}`} className="flex flex-wrap items-baseline gap-x-4 gap-y-0.5 px-3 py-2">
            <span className="tabular-nums sm:min-w-48">
              {formatDays(p.from, p.to)}
              <span className="sr-only">:</span>
            </span>{' '}
            <span className="font-medium">{planLabel(p)}</span>
          </li>
        ))}
      </ul>
      <p className="text-xs text-muted-foreground">
        Each sale keeps the share of the plan you held on the first day of its usage period, as the store reported it.
      </p>
    </div>
  );
}
