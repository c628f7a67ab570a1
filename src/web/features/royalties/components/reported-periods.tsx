// What a range's figures were reported for when a store reported a usage period as a whole (a
// monthly report's Nov 1-26): its figures are spread evenly over the period's days, so the totals
// of a range count the part of it that falls in the range. Said beside the totals and the chart,
// so a period is read as a period and not as a one-day spike.
import type { ReportedPeriodDto } from '../../../../domain/earnings-dto.ts';
import { formatDays } from './share-periods.tsx';
import { DAY_MS } from '../../../../domain/dates.ts';

const dayCount = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;

/** "Reported for Nov 1 – Nov 26, 2026" (one period) or the first two and how many more. */
export function reportedFor(periods: readonly ReportedPeriodDto[]): string {
  const named = periods.slice(0, 2).map((p) => formatDays(p.from, p.to));
  const more = periods.length - named.length;
  return `Reported for ${named.join(' and ')}${more > 0 ? ` and ${more} more period${more > 1 ? 's' : ''}` : ''}`;
}

/** The period holding a day, if the day is in one. */
export const periodOf = (periods: readonly ReportedPeriodDto[], day: string) => periods.find((p) => p.from <= day && day <= p.to);

/**
 * The note under a range's totals: what they include and how much of it. Nothing when no period
 * of several days reaches into the range.
 */
export function ReportedPeriodsNote({ periods, range }: { periods: readonly ReportedPeriodDto[]; range: { from: string; to: string } }) {
  if (!periods.length) return null;
  const one = periods.length === 1 ? periods[0]! : null;
  const inRange = one ? dayCount(one.from > range.from ? one.from : range.from, one.to < range.to ? one.to : range.to) : 0;
  const whole = one ? dayCount(one.from, one.to) : 0;
  return (
    <p className="text-xs text-muted-foreground" data-testid="reported-periods">
      {reportedFor(periods)}: {one ? 'its' : 'their'} streams and earnings are spread evenly over {one ? 'its' : 'their'} days
      {one && inRange < whole ? `, and ${inRange} of its ${whole} days are in this range` : ''}.
    </p>
  );
}
