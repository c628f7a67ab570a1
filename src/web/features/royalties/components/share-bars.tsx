// A ranked list with a bar for each entry's share of the streams (plain HTML, no chart library).
// The share comes with the row when the server computed it, else from the total given.
import { formatDecimal } from '../../../../domain/money.ts';
import { formatCount } from '../../../../domain/releases-rules.ts';

type Slice = { name: string; streams: number; revenue: string; share?: number };

export function ShareBars({
  rows,
  total,
  label,
  name = (n) => n,
}: {
  rows: Slice[];
  total?: number;
  label: string;
  name?: (raw: string) => string;
}) {
  return (
    <ol className="space-y-3" aria-label={label}>
      {rows.map((r, i) => {
        const share = r.share ?? (total ? (r.streams / total) * 100 : 0);
        return (
          <li key={r.name}>
            <div className="flex items-baseline justify-between gap-3 text-sm">
              <span className="min-w-0 truncate font-medium">
                <span className="mr-2 text-muted-foreground tabular-nums">{i + 1}.</span>
                {name(r.name)}
              </span>
              <span className="shrink-0 text-muted-foreground tabular-nums">
                {formatCount(r.streams)} · {formatDecimal(r.revenue)} · {share.toFixed(1)}%
              </span>
            </div>
            <div className="mt-1 h-2 rounded-full bg-muted" aria-hidden="true">
              <div className="h-2 rounded-full bg-primary" style={{ width: `${Math.max(share, 0.5)}%` }} />
            </div>
          </li>
        );
      })}
    </ol>
  );
}
