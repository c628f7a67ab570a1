import type * as React from 'react';

import { cn } from '../../lib/utils.ts';

export function Card({ className, ...props }: React.ComponentProps<'div'>) {
  return (
    <div
      data-slot="card"
      className={cn('flex flex-col gap-6 rounded-xl border bg-card py-6 text-card-foreground shadow-sm', className)}
      {...props}
    />
  );
}

export function CardHeader({ className, ...props }: React.ComponentProps<'div'>) {
  return <div data-slot="card-header" className={cn('flex flex-col gap-1.5 px-4 sm:px-6 [.border-b]:pb-6', className)} {...props} />;
}

export type CardTitleProps = React.ComponentProps<'h2'> & {
  /** Heading element; pick the level that fits the page outline. */
  as?: 'h2' | 'h3' | 'h4' | 'div';
};

export function CardTitle({ className, as: Comp = 'h2', ...props }: CardTitleProps) {
  return <Comp data-slot="card-title" className={cn('text-lg leading-tight font-semibold tracking-tight', className)} {...props} />;
}

export function CardDescription({ className, ...props }: React.ComponentProps<'p'>) {
  return <p data-slot="card-description" className={cn('text-sm text-muted-foreground', className)} {...props} />;
}

export function CardContent({ className, ...props }: React.ComponentProps<'div'>) {
  return <div data-slot="card-content" className={cn('px-4 sm:px-6', className)} {...props} />;
}

export function CardFooter({ className, ...props }: React.ComponentProps<'div'>) {
  return (
    <div data-slot="card-footer" className={cn('flex flex-wrap items-center gap-2 px-4 sm:px-6 [.border-t]:pt-6', className)} {...props} />
  );
}
