// Streams per day as plain SVG bars, with the busiest day labelled; given each day's revenue
// (decimal text), a line of revenue over the bars on its own scale. Given the last day the stores'
// reports reach, the days after it are drawn as "not reported yet" (shaded, no bar, the line
// ending at that day), never as days of 0. No chart library: the console's and the artist's
// analytics share this one chart.
import { decimalToMinor, formatDecimal } from '../../../../domain/money.ts';
import { formatCount } from '../../../../domain/releases-rules.ts';
import { formatDate } from '../../../../domain/dates.ts';

export type ChartDay = { date: string; streams: number; revenue?: string };

const H = 40;
const TOP = 2;

export function DailyChart({
  days: all,
  reportedThrough,
}: {
  days: ChartDay[];
  /** undefined: every day is reported */ reportedThrough?: string | null;
}) {
  const cut = reportedThrough === undefined ? all.length : all.findIndex((d) => reportedThrough === null || d.date > reportedThrough);
  const days = cut < 0 ? all : all.slice(0, cut);
  const unreported = all.slice(days.length);
  const max = Math.max(1, ...days.map((d) => d.streams));
  const w = 100 / Math.max(1, all.length);
  const peak = days.reduce((a, d) => (d.streams > a.streams ? d : a), days[0] ?? { date: '', streams: 0 });
  // Revenue in cents only to place the line: the heights are drawing, not money.
  const cents = days.map((d) => (d.revenue === undefined ? null : (decimalToMinor(d.revenue) ?? 0)));
  const withRevenue = cents.some((c) => c !== null);
  const maxCents = Math.max(1, ...cents.map((c) => c ?? 0));
  const minCents = Math.min(0, ...cents.map((c) => c ?? 0));
  const y = (c: number) => TOP + (H - TOP) * (1 - (c - minCents) / (maxCents - minCents));
  const line = cents.map((c, i) => `${i * w + w / 2},${y(c ?? 0)}`).join(' ');
  const bestRevenue = withRevenue ? days[cents.indexOf(Math.max(...cents.map((c) => c ?? 0)))] : undefined;
  const notYet = unreported.length
    ? `${formatDate(unreported[0]!.date, 'short')}${unreported.length > 1 ? ` – ${formatDate(unreported.at(-1)!.date, 'short')}` : ''}: not reported yet`
    : '';
  const label =
    (days.length ? `Streams per day; the most on ${formatDate(peak.date, 'short')}: ${formatCount(peak.streams)}` : 'No day reported yet') +
    (bestRevenue ? `. Revenue per day; the most on ${formatDate(bestRevenue.date, 'short')}: ${formatDecimal(bestRevenue.revenue)}` : '') +
    (days.length && notYet ? `. ${notYet}` : '');
  return (
    <figure className="space-y-2">
      {(withRevenue || unreported.length > 0) && (
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
          {unreported.length > 0 && (
            <span className="inline-flex items-center gap-1.5">
              <span className="size-2.5 rounded-sm bg-muted-foreground/20" /> Not reported yet
            </span>
          )}
        </div>
      )}
      <svg viewBox={`0 0 100 ${H}`} preserveAspectRatio="none" className="h-40 w-full sm:h-48" role="img" aria-label={label}>
        {unreported.length > 0 && (
          <rect data-unreported="" x={days.length * w} y={0} width={unreported.length * w} height={H} className="fill-muted-foreground/10">
            <title>{notYet}</title>
          </rect>
        )}
        {days.map((d, i) => {
          const h = (d.streams / max) * (H - TOP);
          return (
            <rect key={d.date} x={i * w + w * 0.1} y={H - h} width={w * 0.8} height={h} className="fill-primary/70">
              <title>{`${formatDate(d.date, 'short')}: ${formatCount(d.streams)} streams${d.revenue === undefined ? '' : `, ${formatDecimal(d.revenue)}`}`}</title>
            </rect>
          );
        })}
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
        {days.length > 0 && (
          <span>
            Peak {formatCount(peak.streams)} streams on {formatDate(peak.date, 'short')}
          </span>
        )}
        <span>
          {unreported.length > 0 && days.length > 0
            ? `Reported through ${formatDate(days.at(-1)!.date, 'short')}`
            : formatDate(all.at(-1)?.date, 'short')}
        </span>
      </figcaption>
    </figure>
  );
}
