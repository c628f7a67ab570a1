// Monthly earnings per store over the period's months, newest first (in place of the spec's
// "Detailed Analytics Coming Soon"): one small table a month, its total in the heading.
import type { RevenuePageDto } from '../../../../domain/earnings-dto.ts';
import { formatDate } from '../../../../domain/dates.ts';
import { formatDecimal } from '../../../../domain/money.ts';
import { formatCount } from '../../../../domain/releases-rules.ts';

export function MonthlyEarnings({ months }: { months: RevenuePageDto['monthly'] }) {
  if (!months.length) return <p className="text-sm text-muted-foreground">No earnings in this period.</p>;
  return (
    <div className="space-y-5">
      {months.map((m) => (
        <section key={m.month} aria-label={formatDate(`${m.month}-01`, 'month')}>
          <h3 className="flex items-baseline justify-between gap-3 border-b pb-1.5 text-sm font-semibold">
            <span>{formatDate(`${m.month}-01`, 'month')}</span>
            <span className="tabular-nums">{formatDecimal(m.total)}</span>
          </h3>
          <table className="w-full text-sm">
            <thead className="sr-only">
              <tr>
                <th scope="col">Store</th>
                <th scope="col">Streams</th>
                <th scope="col">Earnings</th>
              </tr>
            </thead>
            <tbody>
              {m.stores.map((s) => (
                <tr key={s.store}>
                  <th scope="row" className="w-full max-w-0 truncate py-1 pr-3 text-left font-normal" title={s.store}>
                    {s.store}
                  </th>
                  <td className="w-16 py-1 pr-3 text-right text-muted-foreground tabular-nums sm:w-28">{formatCount(s.streams)}</td>
                  <td className="w-20 py-1 text-right tabular-nums sm:w-24">{formatDecimal(s.revenue)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ))}
    </div>
  );
}
