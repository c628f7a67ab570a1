// A search box with its magnifier: the list's text filter (admin tables, the artist's releases).
import type * as React from 'react';
import { Search } from 'lucide-react';
import { cn } from '../../lib/utils.ts';
import { Input } from './input.tsx';

export function SearchInput({ className, ...props }: Omit<React.ComponentProps<typeof Input>, 'type'>) {
  return (
    <div className={cn('relative', className)}>
      <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
      <Input type="search" className="pl-9" {...props} />
    </div>
  );
}
