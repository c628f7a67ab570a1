// The first rows of a report as they will be read (a mapping's preview): each line's codes,
// period, country, store, use, quantity and amount, or the reason it will be refused.
import { formatReportAmount } from '../../../../domain/money.ts';
import { formatCount } from '../../../../domain/releases-rules.ts';
import type { MappingPreviewRowDto } from '../../../../domain/report-mappings-dto.ts';
import { USE_TYPE_LABELS } from '../../../../domain/use-types.ts';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../../components/ui/table.tsx';

export function MappingPreviewRows({ rows, label }: { rows: MappingPreviewRowDto[]; label: string }) {
  if (!rows.length) return <p className="text-sm text-muted-foreground">No rows under the header yet.</p>;
  return (
    <div className="rounded-lg border">
      <Table scrollLabel={label}>
        <TableHeader>
          <TableRow>
            <TableHead className="text-right">Line</TableHead>
            <TableHead>ISRC / UPC</TableHead>
            <TableHead>Period</TableHead>
            <TableHead>Country</TableHead>
            <TableHead>Store</TableHead>
            <TableHead>Use</TableHead>
            <TableHead className="text-right">Quantity</TableHead>
            <TableHead className="text-right">Amount</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map((r) =>
            r.ok ? (
              <TableRow key={r.line} data-line={r.line}>
                <TableCell className="text-right tabular-nums">{r.line}</TableCell>
                <TableCell className="font-mono text-xs">{r.isrc ?? r.upc}</TableCell>
                <TableCell className="whitespace-nowrap">
                  {r.usageStart === r.usageEnd ? r.usageStart : `${r.usageStart} – ${r.usageEnd}`}
                </TableCell>
                <TableCell>{r.country}</TableCell>
                <TableCell>{r.store}</TableCell>
                <TableCell>{USE_TYPE_LABELS[r.useType]}</TableCell>
                <TableCell className="text-right tabular-nums">{formatCount(r.quantity)}</TableCell>
                <TableCell className="text-right whitespace-nowrap tabular-nums">{formatReportAmount(r.amount, r.currency, 12)}</TableCell>
              </TableRow>
            ) : (
              <TableRow key={r.line} data-line={r.line} data-refused="">
                <TableCell className="text-right tabular-nums">{r.line}</TableCell>
                <TableCell colSpan={7} className="text-destructive">
                  Refused: {r.reason}
                </TableCell>
              </TableRow>
            ),
          )}
        </TableBody>
      </Table>
    </div>
  );
}
