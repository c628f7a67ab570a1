// The unmatched queue's lines: what the report said (title, artist, ISRC or UPC), where and when
// (store, country, usage period), which import and line, the quantity, the amount as reported and
// in USD at the import's rate, and Match and book. A table on wide screens, cards below.
import { Link2 } from 'lucide-react';
import type { UnmatchedLineDto } from '../../../../domain/unmatched-lines-dto.ts';
import { formatDate } from '../../../../domain/dates.ts';
import { formatDecimal, formatReportAmount } from '../../../../domain/money.ts';
import { formatCount } from '../../../../domain/releases-rules.ts';
import { Button } from '../../../components/ui/button.tsx';
import { TableCell, TableHead } from '../../../components/ui/table.tsx';
import { AdminRows } from '../../../components/admin/admin-rows.tsx';

type Row = UnmatchedLineDto & { id: string };

export const lineId = (l: Pick<UnmatchedLineDto, 'importId' | 'row'>) => `${l.importId}:${l.row}`;

/** The usage period as people read it: one day, or its first and last day. */
export const usagePeriod = (l: Pick<UnmatchedLineDto, 'usageStart' | 'usageEnd'>) =>
  l.usageStart === l.usageEnd
    ? formatDate(l.usageStart, 'short')
    : `${formatDate(l.usageStart, 'short')} – ${formatDate(l.usageEnd, 'short')}`;

export const codes = (l: Pick<UnmatchedLineDto, 'isrc' | 'upc'>) =>
  [l.isrc && `ISRC ${l.isrc}`, l.upc && `UPC ${l.upc}`].filter(Boolean).join(' · ');

/** The quantity with what was counted: "500 streams", "1 download". */
export const quantityText = (l: Pick<UnmatchedLineDto, 'quantity' | 'useType'>) =>
  `${formatCount(l.quantity)} ${l.useType === 'download' ? 'download' : l.useType === 'stream' ? 'stream' : 'use'}${Math.abs(l.quantity) === 1 ? '' : 's'}`;

const where = (l: UnmatchedLineDto) => `${l.fileName} · ${l.file === null ? '' : `file ${l.file}, `}line ${l.line}`;

function What({ l }: { l: UnmatchedLineDto }) {
  return (
    <div className="min-w-0">
      <p className="font-medium break-words">{l.title ?? 'Untitled'}</p>
      <p className="text-xs break-words text-muted-foreground">{[l.artist, codes(l)].filter(Boolean).join(' · ')}</p>
    </div>
  );
}

function Money({ l }: { l: UnmatchedLineDto }) {
  return (
    <>
      <span className="block font-medium">{formatReportAmount(l.amount, l.currency)}</span>
      {l.currency !== 'USD' && <span className="block text-xs text-muted-foreground">{formatDecimal(l.usd)}</span>}
    </>
  );
}

export function UnmatchedLinesTable({ lines, onBook }: { lines: UnmatchedLineDto[]; onBook: (line: UnmatchedLineDto) => void }) {
  const rows: Row[] = lines.map((l) => ({ ...l, id: lineId(l) }));
  const book = (l: UnmatchedLineDto) => (
    <Button size="sm" variant="outline" onClick={() => onBook(l)} aria-label={`Match and book ${l.title ?? 'line'} (line ${l.line})`}>
      <Link2 /> Match and book
    </Button>
  );
  return (
    <AdminRows
      rows={rows}
      label="Unmatched lines"
      from="wide"
      tableClassName="table-fixed"
      rowClassName="align-top"
      cardClassName="min-w-0 space-y-2 text-sm"
      rowData={(l) => ({ 'data-line': lineId(l) })}
      head={
        <>
          <TableHead className="w-[26%]">Line</TableHead>
          <TableHead className="w-[16%]">Store and period</TableHead>
          <TableHead className="w-[18%]">Import</TableHead>
          <TableHead className="w-20 text-right">Qty</TableHead>
          <TableHead className="w-28 text-right">Amount</TableHead>
          <TableHead className="w-44">
            <span className="sr-only">Actions</span>
          </TableHead>
        </>
      }
      cells={(l) => (
        <>
          <TableCell className="whitespace-normal">
            <What l={l} />
          </TableCell>
          <TableCell className="whitespace-normal">
            {l.store}
            <span className="block text-xs text-muted-foreground">
              {l.country} · {usagePeriod(l)}
            </span>
          </TableCell>
          <TableCell className="text-xs break-words whitespace-normal text-muted-foreground">{where(l)}</TableCell>
          <TableCell className="text-right tabular-nums">{formatCount(l.quantity)}</TableCell>
          <TableCell className="text-right whitespace-nowrap tabular-nums">
            <Money l={l} />
          </TableCell>
          <TableCell className="text-right">{book(l)}</TableCell>
        </>
      )}
      card={(l) => (
        <>
          <div className="flex items-start justify-between gap-3">
            <What l={l} />
            <p className="shrink-0 text-right tabular-nums">
              <Money l={l} />
            </p>
          </div>
          <p className="text-xs text-muted-foreground">
            {l.store} · {l.country} · {usagePeriod(l)} · {quantityText(l)}
          </p>
          <p className="text-xs break-words text-muted-foreground">{where(l)}</p>
          {book(l)}
        </>
      )}
    />
  );
}
