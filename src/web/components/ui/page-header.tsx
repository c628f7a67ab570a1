// Page title block: the page's <h1>, optional description, and an actions slot that wraps under the title on phones.
import type * as React from 'react';

import { cn } from '../../lib/utils.ts';

export type PageHeaderProps = Omit<React.ComponentProps<'div'>, 'title'> & {
  title: React.ReactNode;
  description?: React.ReactNode;
  /** Buttons or links shown beside the title on wider screens. */
  actions?: React.ReactNode;
};

export function PageHeader({ className, title, description, actions, children, ...props }: PageHeaderProps) {
  return (
    <div data-slot="page-header" className={cn('flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between', className)} {...props}>
      <div className="flex min-w-0 flex-col gap-1.5">
        <h1 className="text-2xl font-semibold tracking-tight break-words text-foreground sm:text-3xl">{title}</h1>
        {description && <p className="max-w-2xl text-sm text-muted-foreground sm:text-base">{description}</p>}
        {children}
      </div>
      {actions && (
        <div data-slot="page-header-actions" className="flex shrink-0 flex-wrap items-center gap-2">
          {actions}
        </div>
      )}
    </div>
  );
}
