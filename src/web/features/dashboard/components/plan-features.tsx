// Which features the artist's plan includes (SPEC section 6).
import { Check, Lock } from 'lucide-react';
import { PLAN_FEATURES, planHasFeature, type PlanType } from '../../../../domain/plans.ts';
import { cn } from '../../../lib/utils.ts';

export function PlanFeatures({ plan }: { plan: PlanType }) {
  return (
    <ul className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3" aria-label="Plan features">
      {PLAN_FEATURES.map((f) => {
        const has = planHasFeature(plan, f.key);
        return (
          <li
            key={f.key}
            className={cn('flex items-center gap-2 rounded-lg border p-3 text-sm', !has && 'bg-muted/40 text-muted-foreground')}
          >
            {has ? (
              <Check className="size-4 shrink-0 text-success" aria-hidden="true" />
            ) : (
              <Lock className="size-4 shrink-0" aria-hidden="true" />
            )}
            <span>{f.label}</span>
            <span className="sr-only">{has ? '(included)' : '(not included)'}</span>
          </li>
        );
      })}
    </ul>
  );
}
