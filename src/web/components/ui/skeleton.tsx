import type * as React from 'react';

import { cn } from '../../lib/utils.ts';

// Decorative placeholder: hidden from assistive tech; announce loading with <Spinner> or aria-busy on the region.
export function Skeleton({ className, ...props }: React.ComponentProps<'div'>) {
  return <div data-slot="skeleton" aria-hidden="true" className={cn('animate-pulse rounded-md bg-muted', className)} {...props} />;
}
