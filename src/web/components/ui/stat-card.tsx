import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { Card, CardContent } from './card.tsx';
import { Skeleton } from './skeleton.tsx';

export function StatCard({
  label,
  value,
  icon: Icon,
  loading,
  hint,
}: {
  label: string;
  value: string;
  icon: LucideIcon;
  loading?: boolean;
  /** A line under the figure saying what it covers ("Last 30 days", "All time"). */
  hint?: ReactNode;
}) {
  return (
    <Card className="py-4">
      <CardContent className="flex flex-col items-start gap-2 sm:flex-row sm:items-center sm:gap-3">
        <div className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary">
          <Icon className="size-5" aria-hidden="true" />
        </div>
        <div className="min-w-0 max-w-full">
          <p className="text-sm text-muted-foreground">{label}</p>
          {loading ? (
            <Skeleton className="mt-1 h-6 w-16" />
          ) : (
            <p className="text-lg leading-tight font-semibold break-words tabular-nums sm:text-xl">{value}</p>
          )}
          {hint && <p className="mt-1 text-xs text-muted-foreground">{hint}</p>}
        </div>
      </CardContent>
    </Card>
  );
}
