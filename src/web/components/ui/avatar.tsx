import type * as React from 'react';
import { Avatar as AvatarPrimitive } from 'radix-ui';

import { cn } from '../../lib/utils.ts';

/** "Nova Reyes" -> "NR", "prince" -> "P"; at most two letters. */
export function getInitials(name: string): string {
  const words = name.trim().split(/\s+/u).filter(Boolean);
  const first = words[0];
  if (!first) return '?';
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  const letters = [first, last].map((w) => (w ? (Array.from(w)[0] ?? '') : ''));
  return letters.join('').toLocaleUpperCase();
}

export function Avatar({ className, ...props }: React.ComponentProps<typeof AvatarPrimitive.Root>) {
  return (
    <AvatarPrimitive.Root
      data-slot="avatar"
      className={cn('relative flex size-9 shrink-0 overflow-hidden rounded-full', className)}
      {...props}
    />
  );
}

export function AvatarImage({ className, ...props }: React.ComponentProps<typeof AvatarPrimitive.Image>) {
  return <AvatarPrimitive.Image data-slot="avatar-image" className={cn('aspect-square size-full object-cover', className)} {...props} />;
}

export type AvatarFallbackProps = React.ComponentProps<typeof AvatarPrimitive.Fallback> & {
  /** Full name: renders its initials and exposes the name as the accessible label (unless children are given). */
  name?: string;
};

export function AvatarFallback({ className, name, children, ...props }: AvatarFallbackProps) {
  const labelled = name !== undefined && children === undefined;
  return (
    <AvatarPrimitive.Fallback
      data-slot="avatar-fallback"
      className={cn(
        'flex size-full items-center justify-center rounded-full bg-accent text-sm font-medium text-accent-foreground select-none',
        className,
      )}
      {...(labelled ? { role: 'img', 'aria-label': name } : {})}
      {...props}
    >
      {labelled ? <span aria-hidden="true">{getInitials(name)}</span> : children}
    </AvatarPrimitive.Fallback>
  );
}
