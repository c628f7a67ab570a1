// A month's statement, printable (/dashboard/statements/:month, outside the dashboard's frame so
// it prints as a page): every release and store with streams, gross, the share kept and net, and
// the totals; net to the cent is what can be paid out; which plan and share paid which days of
// the month (from the ledger). Print and the way back are not printed. A month that is no month
// (2026-13, a typo) is not found, saying so with the way back, and nothing to retry or download.
import { useParams, useSearchParams } from 'react-router';
import { Link } from '../../../lib/links.tsx';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, CalendarX, Download, FileText, Printer } from 'lucide-react';
import { formatDate } from '../../../../domain/dates.ts';
import type { MonthlyStatementDto } from '../../../../domain/earnings-dto.ts';
import { formatDecimal, formatRate } from '../../../../domain/money.ts';
import { formatCount } from '../../../../domain/releases-rules.ts';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { DataTable, type Column } from '../../../components/ui/data-table.tsx';
import { TableCell } from '../../../components/ui/table.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { Logo } from '../../../components/layout/logo.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { paths } from '../../../lib/paths.ts';
import { statementCsvHref, statementOptions } from '../api/earnings-api.ts';
import { formatShare, SharePeriods } from '../components/share-periods.tsx';
import { RATE_SOURCE_LABELS, rateText } from '../../../../domain/exchange-rates.ts';

/** Earnings lines carry 12 places; the statement shows 4, the payable total to the cent. */
const PLACES = 4;

const lineColumns: Column<MonthlyStatementDto['lines'][number]>[] = [
  // The title takes the room the figures leave (w-full, max-w-0), cut with its full text on hover
  // only when even that is too narrow; never under 10rem (the table scrolls on a phone instead).
  {
    header: 'Release',
    cell: (l) => (
      <span className="block truncate" title={l.releaseTitle}>
        {l.releaseTitle}
      </span>
    ),
    // min-width on the cell itself: on the text it would spill over the Store column on a phone.
    className: 'w-full max-w-0 min-w-40 font-medium',
  },
  { header: 'Store', cell: (l) => l.store },
  { header: 'Streams', cell: (l) => formatCount(l.streams), numeric: true },
  { header: 'Gross', cell: (l) => formatRate(l.gross, PLACES), numeric: true },
  { header: 'Share', cell: (l) => formatShare(l.sharePercent), numeric: true },
  { header: 'Net', cell: (l) => formatRate(l.net, PLACES), numeric: true },
];

/** A month's statement: its lines with their total, the earnings to the cent, the share and the rates. */
function StatementBody({ statement: s }: { statement: MonthlyStatementDto }) {
  return (
    <>
      <DataTable
        label="Statement lines"
        rows={s.lines}
        rowKey={(l) => `${l.releaseId}:${l.store}:${l.sharePercent}`}
        columns={lineColumns}
        footer={
          <>
            <TableCell colSpan={2} className="font-semibold">
              Total
            </TableCell>
            <TableCell className="text-right tabular-nums">{formatCount(s.totals.streams)}</TableCell>
            <TableCell className="text-right tabular-nums">{formatRate(s.totals.gross, PLACES)}</TableCell>
            <TableCell />
            <TableCell className="text-right tabular-nums">{formatRate(s.totals.net, PLACES)}</TableCell>
          </>
        }
      />
      <p className="flex items-baseline justify-between gap-3 rounded-lg border bg-muted/40 p-4 text-sm">
        <span>Your earnings this month, to the cent</span>
        <span className="text-lg font-semibold tabular-nums">{formatDecimal(s.totals.netRounded)}</span>
      </p>
      <section aria-labelledby="share-title" className="space-y-2 break-inside-avoid">
        <h2 id="share-title" className="text-base font-semibold">
          Your share
        </h2>
        <SharePeriods periods={s.sharePeriods} label="Your share by usage dates" empty="Nothing was earned this month." />
      </section>
      {s.exchangeRates.length > 0 && (
        <section aria-labelledby="rates-title" className="space-y-2 break-inside-avoid">
          <h2 id="rates-title" className="text-base font-semibold">
            Exchange rates
          </h2>
          <p className="text-sm text-muted-foreground">Stores that paid in other currencies were converted to USD at these rates.</p>
          <ul className="space-y-1 text-sm" aria-label="Exchange rates">
            {s.exchangeRates.map((r) => (
              <li key={`${r.currency}:${r.fileName}:${r.rate}`} className="break-words" data-rate={r.currency}>
                <span className="font-medium">{rateText(r)}</span>{' '}
                <span className="text-muted-foreground">
                  ({RATE_SOURCE_LABELS[r.source]}, {r.fileName})
                </span>
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}

export function StatementPage() {
  const { month = '' } = useParams();
  // ?artist=: one artist profile's statement, under the artist's name
  const artist = useSearchParams()[0].get('artist') || undefined;
  const query = useQuery(statementOptions(month, artist));
  const s = query.data;
  // the server's answer decides whether the month is one (the rule lives there): named once it is
  const notFound = query.error instanceof ApiError && query.error.code === 'NOT_FOUND';
  const title = notFound ? 'Statement not found' : s ? `Statement for ${formatDate(`${s.month}-01`, 'month')}` : 'Statement';

  return (
    <main className="mx-auto max-w-5xl space-y-6 px-4 py-6 sm:px-6 sm:py-10 print:max-w-none print:p-0">
      <div className="flex flex-wrap items-center justify-between gap-3 print:hidden">
        <Button variant="ghost" asChild>
          <Link to={paths.revenue}>
            <ArrowLeft /> Back to Revenue
          </Link>
        </Button>
        <div className={notFound ? 'hidden' : 'flex flex-wrap gap-2'}>
          <Button variant="outline" asChild>
            <a href={statementCsvHref(month, artist)} download>
              <Download /> Download CSV
            </a>
          </Button>
          <Button onClick={() => window.print()} disabled={!s}>
            <Printer /> Print
          </Button>
        </div>
      </div>
      <header className="flex flex-col gap-3 border-b pb-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="space-y-1">
          <Logo />
          <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">{title}</h1>
        </div>
        {s && (
          <dl className="text-sm sm:text-right">
            <dt className="sr-only">Artist</dt>
            <dd className="font-medium">{s.artistName}</dd>
            <dt className="sr-only">Generated</dt>
            <dd className="text-muted-foreground">Generated {formatDate(s.generatedAt, 'dateTime')}</dd>
          </dl>
        )}
      </header>
      {query.isPending ? (
        <div className="space-y-2" aria-busy="true" aria-label="Loading the statement">
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} className="h-10 w-full" />
          ))}
        </div>
      ) : notFound ? (
        <EmptyState
          icon={CalendarX}
          title={`There is no statement for “${month}”`}
          description={query.error?.message}
          action={
            <Button asChild>
              <Link to={paths.revenue}>
                <ArrowLeft /> Back to Revenue
              </Link>
            </Button>
          }
        />
      ) : query.isError || !s ? (
        <LoadError
          title="Error loading statement"
          message={query.error?.message ?? 'Please try again later.'}
          onRetry={() => void query.refetch()}
        />
      ) : !s.lines.length ? (
        <EmptyState icon={FileText} title="No earnings this month" description="Nothing was reported for your releases in this month." />
      ) : (
        <StatementBody statement={s} />
      )}
    </main>
  );
}
