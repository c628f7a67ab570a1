// The period selector of /dashboard/analytics and /dashboard/revenue (SPEC section 2): the last
// 7, 30, 90 or 365 days; it filters everything on the page.
import { Tabs, TabsList, TabsTrigger } from '../../../components/ui/tabs.tsx';

export function PeriodSelector<P extends number>({
  value,
  periods,
  onChange,
}: {
  value: P;
  periods: readonly P[];
  onChange: (period: P) => void;
}) {
  return (
    <Tabs value={String(value)} onValueChange={(v) => onChange(Number(v) as P)} className="w-full sm:w-auto">
      <TabsList aria-label="Period" className="w-full sm:w-fit">
        {periods.map((p) => (
          <TabsTrigger key={p} value={String(p)} aria-label={`Last ${p} days`} className="flex-1 px-2 sm:px-3">
            {p} days
          </TabsTrigger>
        ))}
      </TabsList>
    </Tabs>
  );
}
