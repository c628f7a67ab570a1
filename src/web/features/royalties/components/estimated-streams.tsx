// Estimated streams from the stores' trend reports, apart from the reported figures: marked
// "Estimated" wherever they show, counted without money, with the footnote saying the store's
// monthly statement replaces them. The artist's and the console's analytics share it.
import { TrendingUp } from 'lucide-react';
import type { EstimatesDto } from '../../../../domain/earnings-dto.ts';
import { ESTIMATE_TEXTS } from '../../../../domain/estimates.ts';
import { formatCount } from '../../../../domain/releases-rules.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';

export function EstimatedBadge() {
  return (
    <Badge variant="warning" data-estimated="">
      <TrendingUp aria-hidden="true" /> {ESTIMATE_TEXTS.badge}
    </Badge>
  );
}

/** The footnote: what estimates are and what replaces them. */
export function EstimatesNote({ admin = false }: { admin?: boolean }) {
  return (
    <p className="text-xs text-muted-foreground" data-testid="estimates-note">
      <span aria-hidden="true">* </span>
      {admin ? ESTIMATE_TEXTS.adminNote : ESTIMATE_TEXTS.note}
    </p>
  );
}

/** Estimated streams by store; nothing when there are none in the range. */
export function EstimatesCard({ estimates, admin = false, className }: { estimates: EstimatesDto; admin?: boolean; className?: string }) {
  if (!estimates.streams && !estimates.platforms.length) return null;
  const max = Math.max(1, ...estimates.platforms.map((p) => Math.abs(p.streams)));
  return (
    <Card className={className} data-testid="estimates">
      <CardHeader>
        <CardTitle className="flex flex-wrap items-center gap-2">
          Estimated streams* <EstimatedBadge />
        </CardTitle>
        <CardDescription>
          <span className="font-semibold text-foreground tabular-nums" data-testid="estimated-total">
            {formatCount(estimates.streams)}
          </span>{' '}
          estimated {estimates.streams === 1 ? 'stream' : 'streams'} from trend reports, not yet in a statement: not in the totals above,
          and without revenue
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <ol className="space-y-3" aria-label="Estimated streams by store">
          {estimates.platforms.map((p) => (
            <li key={p.name}>
              <div className="flex items-baseline justify-between gap-3 text-sm">
                <span className="min-w-0 truncate font-medium">{p.name}</span>
                <span className="shrink-0 text-muted-foreground tabular-nums">{formatCount(p.streams)} estimated</span>
              </div>
              <div className="mt-1 h-2 rounded-full bg-muted" aria-hidden="true">
                <div
                  className="h-2 rounded-full bg-warning/70 bg-[repeating-linear-gradient(45deg,transparent_0_3px,rgb(255_255_255/0.45)_3px_6px)]"
                  style={{ width: `${Math.max((Math.abs(p.streams) / max) * 100, 0.5)}%` }}
                />
              </div>
            </li>
          ))}
        </ol>
        <EstimatesNote admin={admin} />
      </CardContent>
    </Card>
  );
}
