// The frame of an admin dialog over one record (a claim, a ticket): open while the address names
// the record, its loading skeleton, the error with a retry, then what the section draws from the
// loaded record. DetailField is one labelled value of the record's summary (inside a <dl>).
import type { ReactNode } from 'react';
import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { Dialog, DialogContent, DialogHeader, DialogTitle } from '../ui/dialog.tsx';
import { Skeleton } from '../ui/skeleton.tsx';
import { LoadError } from '../ui/load-error.tsx';
import { cn } from '../../lib/utils.ts';

type Props<T, K extends QueryKey> = {
  id: string | null;
  onClose: () => void;
  options: (id: string) => UseQueryOptions<T, Error, T, K>;
  /** Names the skeleton while the record loads ("Loading the claim"). */
  loadingLabel: string;
  /** The dialog's title when the record cannot be loaded. */
  title: string;
  /** What the error says: its title and message (by default "Error" and the server's message). */
  error?: (err: Error) => { title: string; message: string };
  className?: string;
  children: (record: T) => ReactNode;
};

export function AdminRecordDialog<T, K extends QueryKey>({ id, onClose, className, ...body }: Props<T, K>) {
  return (
    <Dialog open={!!id} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className={className}>{id && <Body id={id} {...body} />}</DialogContent>
    </Dialog>
  );
}

function Body<T, K extends QueryKey>({
  id,
  options,
  loadingLabel,
  title,
  error = (err) => ({ title: 'Error', message: err.message }),
  children,
}: Omit<Props<T, K>, 'id' | 'onClose' | 'className'> & { id: string }) {
  const query = useQuery(options(id));
  if (query.isPending) {
    return (
      <div className="space-y-4" aria-busy="true" aria-label={loadingLabel}>
        <DialogTitle className="sr-only">{loadingLabel}</DialogTitle>
        <Skeleton className="h-6 w-1/2" />
        <Skeleton className="h-4 w-2/3" />
        <Skeleton className="h-32 w-full" />
        <Skeleton className="h-24 w-full" />
      </div>
    );
  }
  if (query.isError) {
    const shown = error(query.error);
    return (
      <>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
        </DialogHeader>
        <LoadError title={shown.title} message={shown.message} onRetry={() => void query.refetch()} />
      </>
    );
  }
  return children(query.data);
}

export function DetailField({ label, children, className }: { label: string; children: ReactNode; className?: string }) {
  return (
    <div className={cn('min-w-0', className)}>
      <dt className="text-xs font-medium text-muted-foreground">{label}</dt>
      <dd className="mt-1">{children}</dd>
    </div>
  );
}
