// A progress bar: role="progressbar" with aria-valuemin/max/now and aria-valuetext (as Radix's
// Progress renders it, without the package); give it a name via `label` or aria-labelledby.
// Without a value it is indeterminate.
import type * as React from 'react';

import { cn } from '../../lib/utils.ts';

export type ProgressProps = Omit<React.ComponentProps<'div'>, 'children'> & {
  value?: number | null;
  max?: number;
  /** Accessible name, e.g. "Upload progress". */
  label?: string;
  indicatorClassName?: string;
};

export function Progress({ className, indicatorClassName, value, max = 100, label, ...props }: ProgressProps) {
  const known = typeof value === 'number' && Number.isFinite(value) && max > 0;
  const percent = known ? Math.min(100, Math.max(0, (value / max) * 100)) : null;
  const state = percent === null ? 'indeterminate' : percent >= 100 ? 'complete' : 'loading';
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={max}
      aria-valuenow={known ? value : undefined}
      aria-valuetext={percent === null ? undefined : `${Math.round(percent)}%`}
      data-state={state}
      data-value={known ? value : undefined}
      data-max={max}
      data-slot="progress"
      className={cn('relative h-2 w-full overflow-hidden rounded-full bg-primary/20', className)}
      {...props}
    >
      <div
        data-slot="progress-indicator"
        data-state={state}
        className={cn(
          'h-full w-full flex-1 bg-primary transition-transform duration-300 data-[state=indeterminate]:w-1/3 data-[state=indeterminate]:animate-pulse',
          indicatorClassName,
        )}
        style={percent === null ? undefined : { transform: `translateX(-${String(100 - percent)}%)` }}
      />
    </div>
  );
}
