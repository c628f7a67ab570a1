// The plan's monthly release limit, shown before the form is filled: "3 of 5 releases this month",
// with the way to a plan without one (`upsell`: not for staff).
import { Link } from '../../../lib/links.tsx';
import { atLimit, quotaText } from '../../../../domain/release-quota.ts';
import type { ReleaseQuotaDto } from '../../../../domain/releases-dto.ts';
import { Progress } from '../../../components/ui/progress.tsx';
import { paths } from '../../../lib/paths.ts';

export function ReleaseQuotaNotice({ quota: q, upsell }: { quota: ReleaseQuotaDto; upsell: boolean }) {
  if (q.limit === null) return null;
  return (
    <div
      className="flex flex-col gap-3 rounded-lg border bg-card px-4 py-3 text-sm sm:flex-row sm:items-center"
      data-testid="release-quota"
    >
      <div className="min-w-0 flex-1 space-y-2">
        <p>
          <span className="font-semibold">{quotaText(q)}</span> <span className="text-muted-foreground">on the {q.planName} plan</span>
        </p>
        <Progress
          value={Math.min(q.used, q.limit)}
          max={q.limit}
          label="Releases used this month"
          indicatorClassName={atLimit(q) ? 'bg-warning' : undefined}
        />
      </div>
      {upsell && !atLimit(q) && (
        <Link to={paths.dashboardPricing} className="shrink-0 font-medium text-primary underline-offset-4 hover:underline">
          Upgrade for unlimited releases
        </Link>
      )}
    </div>
  );
}
