// Pieces every admin table shares: a sortable column header, the pager (Previous / Next with the
// matching count) and the loading rows (the error state is ui/load-error.tsx).
import { ArrowDown, ArrowUp, ArrowUpDown, ChevronLeft, ChevronRight } from 'lucide-react';
import { totalLabel } from '../../../domain/admin-list.ts';
import { Button } from '../ui/button.tsx';
import { Skeleton } from '../ui/skeleton.tsx';
import { TableHead } from '../ui/table.tsx';
import { cn } from '../../lib/utils.ts';

export type Sort<S extends string> = { sort: S; dir: 'asc' | 'desc' };

export function SortableHead<S extends string>({
  column,
  label,
  sort,
  onSort,
  className,
}: {
  column: S;
  label: string;
  sort: Sort<S>;
  onSort: (s: Sort<S>) => void;
  className?: string;
}) {
  const active = sort.sort === column;
  const Icon = !active ? ArrowUpDown : sort.dir === 'asc' ? ArrowUp : ArrowDown;
  return (
    <TableHead className={className} aria-sort={active ? (sort.dir === 'asc' ? 'ascending' : 'descending') : 'none'}>
      <button
        type="button"
        className={cn('-mx-1 inline-flex items-center gap-1 rounded px-1 py-0.5 hover:text-foreground', active && 'text-foreground')}
        onClick={() => onSort({ sort: column, dir: active && sort.dir === 'desc' ? 'asc' : 'desc' })}
      >
        {label}
        <Icon className="size-3.5" aria-hidden="true" />
      </button>
    </TableHead>
  );
}

export function Pager({
  page,
  total,
  capped,
  hasNext,
  onPrev,
  onNext,
  loading,
}: {
  page: number;
  total: number;
  capped: boolean;
  hasNext: boolean;
  onPrev: () => void;
  onNext: () => void;
  loading?: boolean;
}) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-2 text-sm text-muted-foreground">
      <p aria-live="polite">
        {totalLabel(total, capped)} {total === 1 && !capped ? 'match' : 'matches'} · page {page}
      </p>
      <div className="flex gap-2">
        <Button variant="outline" size="sm" onClick={onPrev} disabled={page <= 1 || loading}>
          <ChevronLeft aria-hidden="true" /> Previous
        </Button>
        <Button variant="outline" size="sm" onClick={onNext} disabled={!hasNext || loading}>
          Next <ChevronRight aria-hidden="true" />
        </Button>
      </div>
    </div>
  );
}

export function TableLoading({ rows = 6, label }: { rows?: number; label: string }) {
  return (
    <div className="space-y-2 rounded-xl border bg-card p-4" aria-busy="true" aria-label={label}>
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} className="h-10 w-full" />
      ))}
    </div>
  );
}
