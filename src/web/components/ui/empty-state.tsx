// "Nothing here yet" placeholder for empty lists and first-run screens.
import type * as React from 'react';
import { InboxIcon } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';

import { cn } from '../../lib/utils.ts';

export type EmptyStateProps = Omit<React.ComponentProps<'div'>, 'title'> & {
  /** Lucide icon component, e.g. `icon={DiscIcon}`. Defaults to an inbox. Pass `null` for none. */
  icon?: LucideIcon | null;
  title: React.ReactNode;
  description?: React.ReactNode;
  /** Optional call to action, e.g. a <Button>. */
  action?: React.ReactNode;
  /** Heading element for the title; match the page outline. */
  titleAs?: 'h2' | 'h3' | 'h4';
};

export function EmptyState({
  className,
  icon: Icon = InboxIcon,
  title,
  description,
  action,
  titleAs: Title = 'h2',
  ...props
}: EmptyStateProps) {
  return (
    <div
      data-slot="empty-state"
      className={cn(
        'flex flex-col items-center justify-center gap-4 rounded-xl border border-dashed px-4 py-10 text-center sm:px-8 sm:py-14',
        className,
      )}
      {...props}
    >
      {Icon && (
        <div className="flex size-12 items-center justify-center rounded-full bg-accent text-accent-foreground">
          <Icon aria-hidden="true" className="size-6" />
        </div>
      )}
      <div className="flex max-w-md flex-col gap-1.5">
        <Title className="text-lg font-semibold tracking-tight text-foreground">{title}</Title>
        {description && <p className="text-sm text-pretty text-muted-foreground">{description}</p>}
      </div>
      {action && <div className="flex flex-wrap items-center justify-center gap-2">{action}</div>}
    </div>
  );
}
