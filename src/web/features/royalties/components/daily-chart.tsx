// Streams per day as plain SVG bars, with the busiest day labelled.
import { formatCount } from '../../../../domain/releases-rules.ts';

export function DailyChart({ days }: { days: { date: string; streams: number }[] }) {
  const max = Math.max(1, ...days.map((d) => d.streams));
  const w = 100 / Math.max(1, days.length);
  const peak = days.reduce((a, d) => (d.streams > a.streams ? d : a), days[0] ?? { date: '', streams: 0 });
  return (
    <figure className="space-y-2">
      <svg
        viewBox="0 0 100 40"
        preserveAspectRatio="none"
        className="h-40 w-full"
        role="img"
        aria-label={`Streams per day; the most on ${peak.date}: ${formatCount(peak.streams)}`}
      >
        {days.map((d, i) => {
          const h = (d.streams / max) * 38;
          return <rect key={d.date} x={i * w + w * 0.1} y={40 - h} width={w * 0.8} height={h} className="fill-primary/80" />;
        })}
      </svg>
      <figcaption className="flex justify-between text-xs text-muted-foreground">
        <span>{days[0]?.date}</span>
        <span>
          Peak {formatCount(peak.streams)} on {peak.date}
        </span>
        <span>{days.at(-1)?.date}</span>
      </figcaption>
    </figure>
  );
}
