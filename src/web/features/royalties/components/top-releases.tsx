// The top releases of a period (by streams on /dashboard/analytics, by earnings on
// /dashboard/revenue): title and artist linking to the release, streams and revenue.
import { Link } from '../../../lib/links.tsx';
import type { TopReleaseDto } from '../../../../domain/earnings-dto.ts';
import { formatDecimal } from '../../../../domain/money.ts';
import { formatCount } from '../../../../domain/releases-rules.ts';
import { paths } from '../../../lib/paths.ts';

export function TopReleases({ releases, label }: { releases: TopReleaseDto[]; label: string }) {
  return (
    <ol className="divide-y" aria-label={label}>
      {releases.map((r, i) => (
        <li key={r.id} className="flex items-center gap-3 py-3 first:pt-0 last:pb-0">
          <span className="w-5 shrink-0 text-sm text-muted-foreground tabular-nums">{i + 1}.</span>
          <div className="min-w-0 flex-1">
            <Link to={`${paths.dashboard}/releases/${r.id}`} className="block truncate font-medium hover:underline" title={r.title}>
              {r.title}
            </Link>
            <p className="truncate text-sm text-muted-foreground" title={r.artistName}>
              {r.artistName}
            </p>
          </div>
          <div className="shrink-0 text-right text-sm tabular-nums">
            <p className="font-medium">{formatCount(r.streams)} streams</p>
            <p className="text-muted-foreground">{formatDecimal(r.revenue)}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}
