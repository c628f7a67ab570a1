// The rows of a sales report as read, filtered by state: matched (to which release), unmatched
// (kept; Match again books them once their ISRC or UPC exists), refused, or duplicate (a line read
// before, in this file or a booked import, named in the reason; never booked), with the file's
// line number and the reason. Paged on the server.
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { IMPORT_ROW_STATES, type ImportRowState } from '../../../../domain/earnings-options.ts';
import { formatReportAmount } from '../../../../domain/money.ts';
import { formatCount } from '../../../../domain/releases-rules.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../../components/ui/table.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs.tsx';
import { PagedRows } from '../../../components/admin/paged-rows.tsx';
import { useCursorPages } from '../../../lib/use-cursor-pages.ts';
import { importRowsOptions } from '../api/admin-revenue-api.ts';

type Filter = 'all' | ImportRowState;
const LABELS: Record<Filter, string> = {
  all: 'All',
  matched: 'Matched',
  unmatched: 'Unmatched',
  refused: 'Refused',
  duplicate: 'Duplicate',
};
const STATE_VARIANT = { matched: 'success', unmatched: 'warning', refused: 'destructive', duplicate: 'neutral' } as const;

/** `estimate`: a trend report's rows, counts without money (no Amount column). */
export function ImportRows({ importId, estimate = false }: { importId: string; estimate?: boolean }) {
  const [state, setState] = useState<Filter>('all');
  const pages = useCursorPages(state);
  const q = useQuery(importRowsOptions(importId, state, pages.cursor));
  return (
    <section aria-label="Report rows" className="space-y-3">
      <Tabs value={state} onValueChange={(v) => setState(v as Filter)}>
        <TabsList aria-label="Rows">
          {(['all', ...IMPORT_ROW_STATES] as Filter[]).map((s) => (
            <TabsTrigger key={s} value={s}>
              {LABELS[s]}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value={state}>
          <PagedRows
            query={q}
            pages={pages}
            loadingLabel="Loading rows"
            loadingRows={4}
            empty={
              <p className="rounded-lg border border-dashed p-4 text-center text-sm text-muted-foreground">
                No {LABELS[state].toLowerCase()} rows.
              </p>
            }
          >
            {(rows) => (
              <div className="rounded-lg border">
                <Table scrollLabel="Report rows">
                  <TableHeader>
                    <TableRow>
                      <TableHead className="w-16">Line</TableHead>
                      <TableHead>Row</TableHead>
                      <TableHead>Store</TableHead>
                      <TableHead className="text-right">Qty</TableHead>
                      {!estimate && <TableHead className="text-right">Amount</TableHead>}
                      <TableHead>Result</TableHead>
                    </TableRow>
                  </TableHeader>
                  <TableBody>
                    {rows.map((r) => (
                      <TableRow key={`${r.file ?? 0}:${r.line}`}>
                        <TableCell className="align-top tabular-nums">
                          {r.file !== null && <span className="block text-xs text-muted-foreground">File {r.file}</span>}
                          {r.line}
                        </TableCell>
                        <TableCell className="max-w-64 align-top">
                          <p className="truncate font-medium">{r.title ?? '—'}</p>
                          <p className="truncate text-xs text-muted-foreground">
                            {[r.artist, r.isrc && `ISRC ${r.isrc}`, r.upc && `UPC ${r.upc}`].filter(Boolean).join(' · ') || '—'}
                          </p>
                        </TableCell>
                        <TableCell className="align-top whitespace-nowrap">
                          {r.store ?? '—'}
                          <span className="block text-xs text-muted-foreground">
                            {[r.country, r.usageDate].filter(Boolean).join(' · ')}
                          </span>
                        </TableCell>
                        <TableCell className="text-right align-top tabular-nums">
                          {r.quantity === null ? '—' : formatCount(r.quantity)}
                        </TableCell>
                        {!estimate && (
                          <TableCell className="text-right align-top whitespace-nowrap tabular-nums">
                            {r.amount === null ? '—' : formatReportAmount(r.amount, r.currency ?? '')}
                          </TableCell>
                        )}
                        <TableCell className="max-w-72 align-top">
                          <Badge variant={STATE_VARIANT[r.state]}>{LABELS[r.state]}</Badge>
                          <p className="mt-1 text-xs break-words text-muted-foreground">
                            {r.state === 'matched' ? r.releaseTitle : r.reason}
                          </p>
                        </TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </div>
            )}
          </PagedRows>
        </TabsContent>
      </Tabs>
    </section>
  );
}
