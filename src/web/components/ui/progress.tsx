// Radix sets role="progressbar", aria-valuemin/max/now and aria-valuetext; give it a name via `label` or aria-labelledby.
import type * as React from 'react';
import { Progress as ProgressPrimitive } from 'radix-ui';

import { cn } from '../../lib/utils.ts';

export type ProgressProps = React.ComponentProps<typeof ProgressPrimitive.Root> & {
  /** Accessible name, e.g. "Upload progress". */
  label?: string;
  indicatorClassName?: string;
};

export function Progress({ className, indicatorClassName, value, max = 100, label, ...props }: ProgressProps) {
  const percent = typeof value === 'number' && max > 0 ? Math.min(100, Math.max(0, (value / max) * 100)) : null;
  return (
    <ProgressPrimitive.Root
      data-slot="progress"
      aria-label={label}
      value={value}
      max={max}
      className={cn('relative h-2 w-full overflow-hidden rounded-full bg-primary/20', className)}
      {...props}
    >
      <ProgressPrimitive.Indicator
        data-slot="progress-indicator"
        className={cn(
          'h-full w-full flex-1 bg-primary transition-transform duration-300 data-[state=indeterminate]:w-1/3 data-[state=indeterminate]:animate-pulse',
          indicatorClassName,
        )}
        style={percent === null ? undefined : { transform: `translateX(-${String(100 - percent)}%)` }}
      />
    </ProgressPrimitive.Root>
  );
}
