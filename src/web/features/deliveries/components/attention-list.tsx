// The Overview Deliveries card's lists of what waits for an admin: the list with its loading,
// error and empty states, and one item of it.
import { type UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';

/** A list of things waiting for the admin, with its loading, error and empty states. */
export function AttentionList<T>({
  query,
  label,
  empty,
  children,
}: {
  query: UseQueryResult<T[]>;
  label: string;
  empty: string;
  children: (item: T) => ReactNode;
}) {
  if (query.isPending) return <Skeleton className="h-12 w-full" aria-label={`Loading ${label.toLowerCase()}`} />;
  if (query.isError) return <LoadError title="Error" message={query.error.message} onRetry={() => void query.refetch()} />;
  if (!query.data.length) return <p className="text-sm text-muted-foreground">{empty}</p>;
  return (
    <ul className="divide-y rounded-lg border" aria-label={label}>
      {query.data.map(children)}
    </ul>
  );
}

/** One of them: what and where, the store's words in red, when, and the actions that deal with it. */
export function AttentionItem({
  title,
  error,
  when,
  action,
  ...data
}: { title: ReactNode; error: ReactNode; when: ReactNode; action: ReactNode } & Record<`data-${string}`, string>) {
  return (
    <li className="flex flex-wrap items-center gap-x-3 gap-y-2 px-3 py-2 text-sm" {...data}>
      <div className="min-w-0 flex-1">
        <p className="font-medium">{title}</p>
        <div className="text-xs break-words text-destructive">{error}</div>
        <p className="text-xs text-muted-foreground">{when}</p>
      </div>
      {action}
    </li>
  );
}
