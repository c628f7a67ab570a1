// A read-only table described by its columns: each a header and a cell, numbers aligned right in
// tabular figures. For figures shown as they are (totals, statement lines); tables with actions,
// sorting or cards on phones are built from table.tsx directly.
import type { ReactNode } from 'react';
import { cn } from '../../lib/utils.ts';
import { Table, TableBody, TableCell, TableFooter, TableHead, TableHeader, TableRow } from './table.tsx';

export type Column<R> = { header: string; cell: (row: R) => ReactNode; numeric?: boolean; className?: string };

type Props<R> = {
  rows: R[];
  columns: Column<R>[];
  rowKey: (row: R) => string;
  /** Names the table when it scrolls. */
  label: string;
  /** The cells of a totals row, under the rows. */
  footer?: ReactNode;
};

export function DataTable<R>({ rows, columns, rowKey, label, footer }: Props<R>) {
  const align = (c: Column<R>) => c.numeric && 'text-right tabular-nums';
  return (
    <Table scrollLabel={label}>
      <TableHeader>
        <TableRow>
          {columns.map((c) => (
            <TableHead key={c.header} className={cn(c.numeric && 'text-right')}>
              {c.header}
            </TableHead>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((r) => (
          <TableRow key={rowKey(r)}>
            {columns.map((c) => (
              <TableCell key={c.header} className={cn(align(c), c.className)}>
                {c.cell(r)}
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
      {footer && (
        <TableFooter>
          <TableRow>{footer}</TableRow>
        </TableFooter>
      )}
    </Table>
  );
}
