// What a sales report holds, before and after it is confirmed: rows matched, unmatched, refused
// and duplicate (lines read before, never booked), totals per store and currency (matched rows),
// the import it would replace, what booking leaves in the unmatched queue, and the actions its status
// allows (Confirm import, Discard, Roll back, Match again; no Confirm while no line can be booked or kept). The rows themselves, with line numbers and reasons, are below (ImportRows).
// An estimate import (a trend report) shows counts only: it books nothing and keeps no queue.
import { Link } from '../../../lib/links.tsx';
import { AlertTriangle, Check, CopyX, Link2Off, RefreshCw, TrendingUp, Trash2, Undo2 } from 'lucide-react';
import type { ImportPreviewDto } from '../../../../domain/royalty-imports-dto.ts';
import { REPORT_FORMAT_LABELS } from '../../../../domain/earnings-options.ts';
import { IMPORT_TEXTS } from '../../../../domain/import-texts.ts';
import { ESTIMATE_TEXTS } from '../../../../domain/estimates.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { formatDate } from '../../../../domain/dates.ts';
import { formatDecimal, formatReportAmount } from '../../../../domain/money.ts';
import { formatCount } from '../../../../domain/releases-rules.ts';
import { Alert, AlertDescription, AlertTitle } from '../../../components/ui/alert.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { DataTable, type Column } from '../../../components/ui/data-table.tsx';
import type { ImportAction } from '../api/admin-revenue-api.ts';
import { useImportActions } from './use-import-actions.ts';
import { ImportStatusBadge } from './import-status-badge.tsx';
import { ImportRates } from './import-rates.tsx';

const totalColumns: Column<ImportPreviewDto['totals'][number]>[] = [
  { header: 'Store', cell: (t) => t.store, className: 'font-medium' },
  { header: 'Currency', cell: (t) => t.currency },
  { header: 'Rows', cell: (t) => formatCount(t.rows), numeric: true },
  { header: 'Quantity', cell: (t) => formatCount(t.quantity), numeric: true },
  { header: 'Amount', cell: (t) => formatReportAmount(t.amount, t.currency), numeric: true },
];

/** What the import is (status, format, source, store, period) and how its rows fell. */
function ImportFacts({ preview: p }: { preview: ImportPreviewDto }) {
  const estimate = p.kind === 'estimate';
  return (
    <>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted-foreground">
        <ImportStatusBadge status={p.status} />
        {estimate && <EstimatesBadge />}
        <span data-read-as={p.mapping?.id ?? p.format}>{p.mapping ? `Read as ${p.mapping.name}` : REPORT_FORMAT_LABELS[p.format]}</span>
        <span>· {p.source}</span>
        <span>· {p.store}</span>
        {p.period && <span>· {formatDate(`${p.period}-01`, 'month')}</span>}
      </div>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-5">
        <Count label="Rows" value={p.rows.total} className="col-span-2 sm:col-span-1" />
        <Count label="Matched" value={p.rows.matched} />
        <Count label="Unmatched" value={p.rows.unmatched} warn={p.rows.unmatched > 0} />
        <Count label="Refused" value={p.rows.refused} warn={p.rows.refused > 0} />
        <Count label="Duplicates" value={p.rows.duplicate} warn={p.rows.duplicate > 0} />
      </dl>
    </>
  );
}

export function ImportPreview({ preview, onDone }: { preview: ImportPreviewDto; onDone?: (action: ImportAction) => void }) {
  const p = preview;
  const { run, running } = useImportActions(p, onDone);
  const busy = running !== null;
  const estimate = p.kind === 'estimate';

  return (
    <div className="space-y-4">
      <ImportFacts preview={p} />
      {estimate && (
        <Alert data-alert="estimates">
          <TrendingUp aria-hidden="true" />
          <AlertTitle>Estimates: counts for the artists' analytics, never booked</AlertTitle>
          <AlertDescription>{ESTIMATE_TEXTS.adminNote}</AlertDescription>
        </Alert>
      )}
      {!estimate && <ImportRates preview={p} />}
      {p.rows.duplicate > 0 && (
        <Alert data-alert="duplicates">
          <CopyX aria-hidden="true" />
          <AlertTitle>
            {formatCount(p.rows.duplicate)} duplicate {p.rows.duplicate === 1 ? 'line' : 'lines'}{' '}
            {p.status === 'preview' ? 'will not be booked' : 'not booked'}
          </AlertTitle>
          <AlertDescription>
            {p.rows.duplicate === 1 ? 'It has' : 'Each has'} the same source, statement and line id as a line read before, earlier in this
            file or in an import already booked. The Duplicate rows below name that line.
          </AlertDescription>
        </Alert>
      )}
      {p.wouldReplace && p.status === 'preview' && (
        <Alert>
          <AlertTriangle aria-hidden="true" />
          <AlertTitle>This statement replaces an earlier import</AlertTitle>
          <AlertDescription>
            Confirming reverses {p.wouldReplace.fileName} (imported {formatDate(p.wouldReplace.confirmedAt, 'short')}) and books this one
            instead.
          </AlertDescription>
        </Alert>
      )}
      {!estimate && <QueueSummary preview={p} />}
      {p.status === 'preview' && p.rows.matched + p.rows.unmatched === 0 && (
        <Alert variant="destructive" data-alert="nothing-matched">
          <AlertTriangle aria-hidden="true" />
          <AlertTitle>Nothing to import yet</AlertTitle>
          <AlertDescription>{IMPORT_TEXTS.nothingToImport}</AlertDescription>
        </Alert>
      )}
      {p.totals.length > 0 && (
        <div className="rounded-lg border">
          <DataTable
            label="Totals per store and currency"
            rows={p.totals}
            rowKey={(t) => `${t.store}:${t.currency}`}
            columns={estimate ? totalColumns.filter((c) => c.header !== 'Amount' && c.header !== 'Currency') : totalColumns}
          />
        </div>
      )}
      <div className="flex flex-wrap justify-end gap-2">
        {p.rows.unmatched > 0 && (p.status === 'preview' || p.status === 'confirmed') && (
          <Button variant="outline" disabled={busy} onClick={() => run('rematch')}>
            {running === 'rematch' ? <Spinner size="sm" /> : <RefreshCw />} Match again
          </Button>
        )}
        {p.status === 'preview' && (
          <>
            <Button variant="outline" disabled={busy} onClick={() => run('discard')}>
              {running === 'discard' ? <Spinner size="sm" /> : <Trash2 />} Discard
            </Button>
            {p.rows.matched + p.rows.unmatched > 0 && (
              <Button disabled={busy} onClick={() => run('confirm')}>
                {running === 'confirm' ? <Spinner size="sm" /> : <Check />} Confirm import
              </Button>
            )}
          </>
        )}
        {p.canRollBack && (
          <RollBack
            fileName={p.fileName}
            estimate={estimate}
            busy={busy}
            running={running === 'rollback'}
            onConfirm={() => run('rollback')}
          />
        )}
      </div>
    </div>
  );
}

/** What booking now leaves in the unmatched queue (a preview), or what of it waits there still (confirmed): lines and money. */
function QueueSummary({ preview: p }: { preview: ImportPreviewDto }) {
  const q = p.queue;
  if (q.rows === 0 || (p.status !== 'preview' && p.status !== 'confirmed')) return null;
  const lines = `${formatCount(q.rows)} unmatched ${q.rows === 1 ? 'line' : 'lines'}`;
  const money = q.amounts
    .map((a) =>
      a.currency === 'USD' || a.usd === null
        ? formatReportAmount(a.amount, a.currency)
        : `${formatReportAmount(a.amount, a.currency)} (${formatDecimal(a.usd)})`,
    )
    .join(' + ');
  return (
    <Alert data-alert="queue">
      <Link2Off aria-hidden="true" />
      <AlertTitle>
        {p.status === 'preview'
          ? `Booking now leaves ${lines} in the unmatched queue: ${money}`
          : `${lines} of this report ${q.rows === 1 ? 'waits' : 'wait'} in the unmatched queue: ${money}`}
      </AlertTitle>
      <AlertDescription>
        <p>
          {p.status === 'preview' ? 'They are kept, not booked. ' : ''}Book them to a track or release in{' '}
          <Link to="/admin/unmatched" className="font-medium underline underline-offset-4">
            Unmatched lines
          </Link>
          , or add their ISRCs or UPCs to the releases and choose Match again.
        </p>
      </AlertDescription>
    </Alert>
  );
}

function Count({ label, value, warn, className }: { label: string; value: number; warn?: boolean; className?: string }) {
  return (
    <div className={className ? `rounded-lg border p-3 ${className}` : 'rounded-lg border p-3'} data-count={label}>
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className={warn ? 'text-lg font-semibold text-destructive tabular-nums' : 'text-lg font-semibold tabular-nums'}>
        {formatCount(value)}
      </dd>
    </div>
  );
}

/** Marks an import of a trend report's estimates. */
export function EstimatesBadge() {
  return (
    <Badge variant="outline" data-kind="estimate">
      <TrendingUp aria-hidden="true" /> Estimates
    </Badge>
  );
}

export function RollBack({
  fileName,
  estimate = false,
  busy,
  running,
  onConfirm,
  size,
}: {
  fileName: string;
  estimate?: boolean;
  busy: boolean;
  running: boolean;
  onConfirm: () => void;
  size?: 'sm';
}) {
  return (
    <ConfirmDialog
      trigger={
        <Button variant="outline" size={size} disabled={busy}>
          {running ? <Spinner size="sm" /> : <Undo2 />} Roll back
        </Button>
      }
      title="Roll back this import?"
      description={
        estimate
          ? `The estimated streams of ${fileName} leave the artists' analytics. Nothing was booked from it.`
          : `Every figure booked from ${fileName} is reversed: analytics, earnings and the releases' totals. Claims already made stay.`
      }
      confirmLabel="Roll back"
      destructive
      onConfirm={onConfirm}
    />
  );
}
