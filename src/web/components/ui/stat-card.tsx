import type { LucideIcon } from 'lucide-react';
import { Card, CardContent } from './card.tsx';
import { Skeleton } from './skeleton.tsx';

export function StatCard({ label, value, icon: Icon, loading }: { label: string; value: string; icon: LucideIcon; loading?: boolean }) {
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
        </div>
      </CardContent>
    </Card>
  );
}
