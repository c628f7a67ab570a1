// The sales report imports, newest first: file, statement, status, rows, matched amounts, who
// and when; View opens the import (its preview, rows and actions, Roll back among them).
import { useQuery } from '@tanstack/react-query';
import { Eye, FileSpreadsheet } from 'lucide-react';
import type { ImportListItemDto } from '../../../../domain/royalty-imports-dto.ts';
import { formatDate } from '../../../../domain/dates.ts';
import { formatRate } from '../../../../domain/money.ts';
import { formatCount } from '../../../../domain/releases-rules.ts';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { PagedRows } from '../../../components/admin/paged-rows.tsx';
import { useCursorPages } from '../../../lib/use-cursor-pages.ts';
import { importListOptions } from '../api/admin-revenue-api.ts';
import { ImportStatusBadge } from './import-status-badge.tsx';
import { EstimatesBadge, RollBack } from './import-preview.tsx';
import { useImportActions } from './use-import-actions.ts';

const amounts = (i: ImportListItemDto) =>
  i.amounts.map((a) => (a.currency === 'USD' ? formatRate(a.amount, 2) : `${a.amount} ${a.currency}`)).join(' · ') || '—';

export function ImportsList({ onView }: { onView: (id: string) => void }) {
  const pages = useCursorPages('imports');
  const q = useQuery(importListOptions(pages.cursor));
  return (
    <PagedRows
      query={q}
      pages={pages}
      loadingLabel="Loading imports"
      loadingRows={3}
      empty={
        <EmptyState
          icon={FileSpreadsheet}
          titleAs="h3"
          title="No sales reports yet"
          description="Import the stores' reports here; artists' analytics, earnings and balances come from them."
        />
      }
    >
      {(items) => (
        <ul className="divide-y rounded-xl border bg-card" aria-label="Sales report imports">
          {items.map((i) => (
            <li key={i.id} className="flex flex-col gap-2 p-4 sm:flex-row sm:items-center sm:gap-4">
              <div className="min-w-0 flex-1 space-y-1">
                <div className="flex flex-wrap items-center gap-2">
                  <ImportStatusBadge status={i.status} />
                  {i.kind === 'estimate' && <EstimatesBadge />}
                  <p className="min-w-0 font-medium break-all">{i.fileName}</p>
                </div>
                <p className="text-sm text-muted-foreground">
                  {i.source} · {i.store}
                  {i.period && ` · ${formatDate(`${i.period}-01`, 'month')}`} · {i.kind === 'estimate' ? 'counts only' : amounts(i)}
                </p>
                <p className="text-xs text-muted-foreground">
                  {formatCount(i.rows.total)} rows: {formatCount(i.rows.matched)} matched, {formatCount(i.rows.unmatched)} unmatched,{' '}
                  {formatCount(i.rows.refused)} refused{i.rows.duplicate > 0 && `, ${formatCount(i.rows.duplicate)} duplicate`} ·{' '}
                  {i.createdBy?.name ?? 'Store drop'} · {formatDate(i.createdAt, 'dateTime')}
                </p>
              </div>
              <div className="flex gap-2 self-start sm:self-center">
                {i.canRollBack && <ListRollBack item={i} />}
                <Button variant="outline" size="sm" onClick={() => onView(i.id)} aria-label={`View ${i.fileName}`}>
                  <Eye /> View
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </PagedRows>
  );
}

function ListRollBack({ item }: { item: ImportListItemDto }) {
  const { run, running } = useImportActions(item);
  return (
    <RollBack
      fileName={item.fileName}
      estimate={item.kind === 'estimate'}
      busy={running !== null}
      running={running === 'rollback'}
      onConfirm={() => run('rollback')}
      size="sm"
    />
  );
}
