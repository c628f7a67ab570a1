// The period selector of /dashboard/analytics and /dashboard/revenue (SPEC section 2): the last
// 7, 30, 90 or 365 days; it filters everything on the page (a radio group: it has no panels).
import { SegmentedControl } from '../../../components/ui/segmented-control.tsx';

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
    <SegmentedControl
      label="Period"
      value={String(value)}
      segments={periods.map((p) => ({ value: String(p), label: `${p} days`, ariaLabel: `Last ${p} days` }))}
      onChange={(v) => onChange(Number(v) as P)}
      className="w-full sm:w-fit"
      segmentClassName="flex-1 px-2 sm:px-3"
    />
  );
}
