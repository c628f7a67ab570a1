// The rows of an admin table: a table on screens wide enough for its columns, a list of cards
// below that. The page gives the header cells, a row's cells and a row's card; only one of the two
// is drawn, so a row is on the page once.
import type { ReactNode } from 'react';
import { Table, TableBody, TableHeader, TableRow } from '../ui/table.tsx';
import { useMediaQuery } from '../../lib/use-media-query.ts';
import { cn } from '../../lib/utils.ts';

type Props<R extends { id: string }> = {
  rows: R[];
  /** Names the table (when it scrolls) and the list of cards. */
  label: string;
  head: ReactNode;
  cells: (row: R) => ReactNode;
  card: (row: R) => ReactNode;
  /** Attributes a row and its card carry (e.g. `data-user` for tests and links). */
  rowData?: (row: R) => Record<`data-${string}`, string>;
  /** The width from which the table shows: `wide` for tables that need the room beside the sidebar. */
  from?: 'md' | 'wide';
  tableClassName?: string;
  rowClassName?: string;
  cardClassName?: string;
};

const queries = { md: '(min-width: 768px)', wide: '(min-width: 1180px)' };

export function AdminRows<R extends { id: string }>({
  rows,
  label,
  head,
  cells,
  card,
  rowData,
  from = 'md',
  tableClassName,
  rowClassName,
  cardClassName,
}: Props<R>) {
  const table = useMediaQuery(queries[from]);
  if (!table) {
    return (
      <ul className="space-y-2" aria-label={label}>
        {rows.map((r) => (
          <li key={r.id} {...rowData?.(r)} className={cn('rounded-xl border bg-card p-3', cardClassName)}>
            {card(r)}
          </li>
        ))}
      </ul>
    );
  }
  return (
    <div className="rounded-xl border bg-card">
      <Table scrollLabel={label} className={tableClassName}>
        <TableHeader>
          <TableRow>{head}</TableRow>
        </TableHeader>
        <TableBody>
          {rows.map((r) => (
            <TableRow key={r.id} {...rowData?.(r)} className={rowClassName}>
              {cells(r)}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
