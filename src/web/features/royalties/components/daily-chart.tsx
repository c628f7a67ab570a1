// Streams per day as plain SVG bars, with the busiest day labelled; given each day's revenue
// (decimal text), a line of revenue over the bars on its own scale. Given the last day the stores'
// reports reach, the days after it are drawn as "not reported yet" (shaded, no bar, the line
// ending at that day), never as days of 0. Given the usage periods the stores reported as a whole,
// their days are marked and named ("Reported for Nov 1 – Nov 26"): their figures are spread
// evenly over those days, so the peak names the period when it falls in one, never one of its
// days as if it were measured. Given estimated streams (trend reports not yet replaced by a
// statement), they are drawn apart, above a day's reported bar or alone on a day not reported yet,
// in the estimates' colour and named "Estimated". No chart library: the console's and the artist's
// analytics share this one chart.
import { decimalToMinor, formatDecimal } from '../../../../domain/money.ts';
import { formatCount } from '../../../../domain/releases-rules.ts';
import { formatDate } from '../../../../domain/dates.ts';
import type { ReportedPeriodDto } from '../../../../domain/earnings-dto.ts';
import { periodOf, reportedFor } from './reported-periods.tsx';
import { formatDays } from './share-periods.tsx';

export type ChartDay = { date: string; streams: number; revenue?: string };

const H = 40;
const TOP = 2;

export function DailyChart({
  days: all,
  reportedThrough,
  periods: allPeriods = [],
  estimated = [],
}: {
  days: ChartDay[];
  /** undefined: every day is reported */ reportedThrough?: string | null;
  /** The periods reported as a whole reaching into the days. */
  periods?: readonly ReportedPeriodDto[];
  /** Estimated streams per day (only days with some), drawn apart from the reported ones. */
  estimated?: readonly { date: string; streams: number }[];
}) {
  const cut = reportedThrough === undefined ? all.length : all.findIndex((d) => reportedThrough === null || d.date > reportedThrough);
  const days = cut < 0 ? all : all.slice(0, cut);
  const unreported = all.slice(days.length);
  const estimates = new Map(estimated.map((e) => [e.date, e.streams]));
  const est = (date: string) => Math.max(0, estimates.get(date) ?? 0);
  const estimatedTotal = all.reduce((n, d) => n + est(d.date), 0);
  const max = Math.max(1, ...days.map((d) => d.streams + est(d.date)), ...unreported.map((d) => est(d.date)));
  const w = 100 / Math.max(1, all.length);
  const peak = days.reduce((a, d) => (d.streams > a.streams ? d : a), days[0] ?? { date: '', streams: 0 });
  const periods = periodsIn(allPeriods, all);
  const peakPeriod = periodOf(allPeriods, peak.date);
  const dayNote = (day: string) => {
    const p = periodOf(allPeriods, day);
    return p ? ` (its even part of the report for ${formatDays(p.from, p.to)})` : '';
  };
  const peakText = peakPeriod
    ? `${formatCount(peak.streams)} streams a day, reported for ${formatDays(peakPeriod.from, peakPeriod.to)}`
    : `${formatCount(peak.streams)} streams on ${formatDate(peak.date, 'short')}`;
  // Revenue in cents only to place the line: the heights are drawing, not money.
  const cents = days.map((d) => (d.revenue === undefined ? null : (decimalToMinor(d.revenue) ?? 0)));
  const withRevenue = cents.some((c) => c !== null);
  const maxCents = Math.max(1, ...cents.map((c) => c ?? 0));
  const minCents = Math.min(0, ...cents.map((c) => c ?? 0));
  const y = (c: number) => TOP + (H - TOP) * (1 - (c - minCents) / (maxCents - minCents));
  const line = cents.map((c, i) => `${i * w + w / 2},${y(c ?? 0)}`).join(' ');
  const bestRevenue = withRevenue ? days[cents.indexOf(Math.max(...cents.map((c) => c ?? 0)))] : undefined;
  const bestRevenuePeriod = bestRevenue && periodOf(allPeriods, bestRevenue.date);
  const notYet = unreported.length
    ? `${formatDate(unreported[0]!.date, 'short')}${unreported.length > 1 ? ` – ${formatDate(unreported.at(-1)!.date, 'short')}` : ''}: not reported yet`
    : '';
  const label =
    (peak.streams > 0
      ? `Streams per day; the most: ${peakText}`
      : days.length
        ? 'No streams reported in these days'
        : 'No day reported yet') +
    (bestRevenue
      ? `. Revenue per day; the most ${bestRevenuePeriod ? `a day, reported for ${formatDays(bestRevenuePeriod.from, bestRevenuePeriod.to)}` : `on ${formatDate(bestRevenue.date, 'short')}`}: ${formatDecimal(bestRevenue.revenue)}`
      : '') +
    (periods.length ? `. ${reportedFor(periods)}, spread evenly over their days` : '') +
    (days.length && notYet ? `. ${notYet}` : '') +
    (estimatedTotal ? `. Estimated, from trend reports not yet in a statement: ${formatCount(estimatedTotal)} streams` : '');
  return (
    <figure className="space-y-2">
      {(withRevenue || unreported.length > 0 || periods.length > 0 || estimatedTotal > 0) && (
        <Legend withRevenue={withRevenue} periods={periods} unreported={unreported.length > 0} estimated={estimatedTotal > 0} />
      )}
      <svg viewBox={`0 0 100 ${H}`} preserveAspectRatio="none" className="h-40 w-full sm:h-48" role="img" aria-label={label}>
        {unreported.length > 0 && (
          <rect data-unreported="" x={days.length * w} y={0} width={unreported.length * w} height={H} className="fill-muted-foreground/10">
            <title>{notYet}</title>
          </rect>
        )}
        <PeriodMarks periods={periods} w={w} />
        {days.map((d, i) => {
          const h = (d.streams / max) * (H - TOP);
          return (
            <rect key={d.date} x={i * w + w * 0.1} y={H - h} width={w * 0.8} height={h} className="fill-primary/70">
              <title>{`${formatDate(d.date, 'short')}: ${formatCount(d.streams)} streams${d.revenue === undefined ? '' : `, ${formatDecimal(d.revenue)}`}${dayNote(d.date)}`}</title>
            </rect>
          );
        })}
        <EstimateBars all={all} reported={days} est={est} max={max} w={w} />
        {withRevenue && days.length > 1 && (
          <polyline
            points={line}
            fill="none"
            vectorEffect="non-scaling-stroke"
            strokeWidth={2}
            strokeLinejoin="round"
            className="stroke-success"
          />
        )}
      </svg>
      <figcaption className="flex flex-wrap justify-between gap-x-3 text-xs text-muted-foreground">
        <span>{formatDate(all[0]?.date, 'short')}</span>
        {peak.streams > 0 && <span>Peak {peakText}</span>}
        <span>
          {unreported.length > 0 && days.length > 0
            ? `Reported through ${formatDate(days.at(-1)!.date, 'short')}`
            : formatDate(all.at(-1)?.date, 'short')}
        </span>
      </figcaption>
    </figure>
  );
}

type Period = ReportedPeriodDto & { first: number; count: number };

/** The periods as drawn: their days within the chart (index of the first, how many). */
const periodsIn = (periods: readonly ReportedPeriodDto[], all: ChartDay[]): Period[] =>
  periods
    .map((p) => {
      const first = all.findIndex((d) => d.date >= p.from);
      const end = all.findIndex((d) => d.date > p.to);
      return { ...p, first, count: (end < 0 ? all.length : end) - first };
    })
    .filter((p) => p.first >= 0 && p.count > 0);

/** What the marks mean, shown only when there is more than bars of streams. */
function Legend({
  withRevenue,
  periods,
  unreported,
  estimated,
}: {
  withRevenue: boolean;
  periods: Period[];
  unreported: boolean;
  estimated: boolean;
}) {
  return (
    <div className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted-foreground" aria-hidden="true">
      {withRevenue && (
        <>
          <span className="inline-flex items-center gap-1.5">
            <span className="size-2.5 rounded-sm bg-primary/70" /> Streams
          </span>
          <span className="inline-flex items-center gap-1.5">
            <span className="h-0.5 w-3 rounded-full bg-success" /> Revenue
          </span>
        </>
      )}
      {periods.length > 0 && (
        <span className="inline-flex items-center gap-1.5">
          <span className="h-1 w-3 rounded-full bg-primary" /> {reportedFor(periods)}, spread evenly over{' '}
          {periods.length > 1 ? 'their' : 'its'} days
        </span>
      )}
      {unreported && (
        <span className="inline-flex items-center gap-1.5">
          <span className="size-2.5 rounded-sm bg-muted-foreground/20" /> Not reported yet
        </span>
      )}
      {estimated && (
        <span className="inline-flex items-center gap-1.5" data-legend="estimated">
          <span className="size-2.5 rounded-sm bg-warning/80" /> Estimated (trend reports)
        </span>
      )}
    </div>
  );
}

/** A bar above the days of each period reported as a whole. */
function PeriodMarks({ periods, w }: { periods: Period[]; w: number }) {
  return (
    <>
      {periods.map((p) => (
        <rect
          key={`${p.from}:${p.to}`}
          data-period={`${p.from}/${p.to}`}
          x={p.first * w + w * 0.05}
          y={0}
          width={p.count * w - w * 0.1}
          height={1.2}
          className="fill-primary"
        >
          <title>{`${reportedFor([p])}: spread evenly over its days`}</title>
        </rect>
      ))}
    </>
  );
}

type EstimateProps = { all: ChartDay[]; reported: ChartDay[]; est: (date: string) => number; max: number; w: number };

/** Estimated streams: above a day's reported bar, or alone on a day not reported yet. */
function EstimateBars({ all, reported, est, max, w }: EstimateProps) {
  return (
    <>
      {all.map((d, i) => {
        const e = est(d.date);
        if (!e) return null;
        const below = i < reported.length ? d.streams : 0;
        const base = H - (Math.max(0, below) / max) * (H - TOP);
        const h = (e / max) * (H - TOP);
        return (
          <rect
            key={`e:${d.date}`}
            data-estimated={d.date}
            x={i * w + w * 0.1}
            y={base - h}
            width={w * 0.8}
            height={h}
            className="fill-warning/80"
          >
            <title>{`${formatDate(d.date, 'short')}: ${formatCount(e)} estimated streams (trend report, not yet in a statement)`}</title>
          </rect>
        );
      })}
    </>
  );
}
