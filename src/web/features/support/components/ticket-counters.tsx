// The counters of /dashboard/support: Total Tickets, Open Tickets (open and in progress) and
// Resolved (resolved and closed). Three cards; on a phone each stacks its figure under its label.
import type { LucideIcon } from 'lucide-react';
import { CheckCircle2, Clock, Ticket } from 'lucide-react';
import type { TicketStatsDto } from '../../../../domain/support-dto.ts';
import { Card } from '../../../components/ui/card.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';

function Counter({ label, value, icon: Icon, loading }: { label: string; value: number; icon: LucideIcon; loading: boolean }) {
  return (
    <Card className="flex-row items-center gap-3 px-3 py-3 sm:px-5 sm:py-4">
      <div className="hidden size-10 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary sm:flex">
        <Icon className="size-5" aria-hidden="true" />
      </div>
      <div className="min-w-0">
        <p className="text-xs text-muted-foreground sm:text-sm">{label}</p>
        {loading ? <Skeleton className="mt-1 h-7 w-10" /> : <p className="text-2xl leading-tight font-semibold tabular-nums">{value}</p>}
      </div>
    </Card>
  );
}

export function TicketCounters({ stats, loading }: { stats: TicketStatsDto | undefined; loading: boolean }) {
  return (
    <section aria-label="Ticket counters" className="grid grid-cols-3 gap-2 sm:gap-4">
      <Counter label="Total Tickets" value={stats?.total ?? 0} icon={Ticket} loading={loading} />
      <Counter label="Open Tickets" value={stats?.open ?? 0} icon={Clock} loading={loading} />
      <Counter label="Resolved" value={stats?.resolved ?? 0} icon={CheckCircle2} loading={loading} />
    </section>
  );
}
