// A table wider than a phone: it scrolls sideways inside its frame (never the page), its first
// column stays in view while it does, and a line above it says so on narrow screens, so no
// column hides without a hint.
import type { ReactNode } from 'react';
import { MoveHorizontal } from 'lucide-react';

import { cn } from '../../lib/utils.ts';

type Props = {
  /** The id of the element naming the table (its caption). */
  labelledBy: string;
  /** What scrolling reveals, e.g. "Scroll sideways to compare all four plans." */
  hint: string;
  /** Below this width the hint shows: the table's own minimum width. */
  hintBelow?: 'md' | 'lg';
  className?: string;
  children: ReactNode;
};

export function TableScroll({ labelledBy, hint, hintBelow = 'md', className, children }: Props) {
  return (
    <div className={className}>
      <p
        data-slot="table-scroll-hint"
        className={cn('mb-2 flex items-center gap-2 text-sm text-muted-foreground', hintBelow === 'md' ? 'md:hidden' : 'lg:hidden')}
      >
        <MoveHorizontal className="size-4 shrink-0" aria-hidden="true" />
        {hint}
      </p>
      <div
        className="relative overflow-x-auto rounded-xl border bg-card shadow-sm [&_tr>:first-child]:sticky [&_tr>:first-child]:left-0 [&_tr>:first-child]:z-10 [&_tbody_tr>:first-child]:bg-card [&_thead_tr>:first-child]:bg-muted"
        role="region"
        aria-labelledby={labelledBy}
        tabIndex={0}
      >
        {children}
      </div>
    </div>
  );
}
