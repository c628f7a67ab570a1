// What you take home on each plan: the spec's examples (100, 500, 1000 and 5000 USD) and any
// amount the visitor types, split by each plan's royalty share.
import { useId, useState } from 'react';
import { formatMoney, minorToDecimal } from '../../../../domain/money.ts';
import { PLANS } from '../../../../domain/plans.ts';
import { parseAmount, SPLIT_EXAMPLES, splitRow } from '../../../../domain/revenue-split.ts';
import { TableScroll } from '../../../components/ui/table-scroll.tsx';

/** Cents as the row's plain dollar figure (2500, 1250.5), for data-amount. */
const dollars = (cents: number) => minorToDecimal(cents).replace(/\.?0+$/, '');

export function RevenueCalculator() {
  const inputId = useId();
  const hintId = useId();
  const [typed, setTyped] = useState('');
  const amount = parseAmount(typed);
  const invalid = typed.trim() !== '' && amount === null;
  const rows = [
    ...(amount !== null ? [{ ...splitRow(amount), yours: true }] : []),
    ...SPLIT_EXAMPLES.map((usd) => ({ ...splitRow(usd * 100), yours: false })),
  ];

  return (
    <div className="space-y-6">
      <div className="mx-auto max-w-md">
        <label htmlFor={inputId} className="text-sm font-medium">
          Your monthly earnings from stores (USD)
        </label>
        <div className="relative mt-2">
          <span className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-muted-foreground" aria-hidden="true">
            $
          </span>
          <input
            id={inputId}
            inputMode="decimal"
            autoComplete="off"
            placeholder="e.g. 2500"
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
            aria-describedby={hintId}
            aria-invalid={invalid || undefined}
            className="h-10 w-full rounded-md border border-input bg-background pr-3 pl-7 text-base shadow-xs outline-none focus-visible:ring-2 focus-visible:ring-ring aria-invalid:border-destructive"
          />
        </div>
        <p id={hintId} className={`mt-2 text-sm ${invalid ? 'text-destructive' : 'text-muted-foreground'}`}>
          {invalid ? 'Enter an amount in dollars, for example 2500 or 1250.50.' : 'Type any amount to add it to the table.'}
        </p>
      </div>
      <TableScroll labelledBy="calc-caption" hint="Scroll the table sideways to see every plan.">
        <table className="w-full min-w-[36rem] text-left text-sm">
          <caption id="calc-caption" className="sr-only">
            What you keep on each plan
          </caption>
          <thead className="bg-muted/60">
            <tr>
              <th scope="col" className="px-4 py-3 font-semibold">
                Store earnings
              </th>
              {PLANS.map((p) => (
                <th key={p.type} scope="col" className="px-4 py-3 font-semibold">
                  {p.name} <span className="font-normal text-muted-foreground">({p.royaltyShare}%)</span>
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y" aria-live="polite">
            {rows.map((row) => (
              <tr key={`${row.yours}-${row.amount}`} className={row.yours ? 'bg-accent/60' : undefined} data-amount={dollars(row.amount)}>
                <th scope="row" className="px-4 py-3 font-medium">
                  {formatMoney(row.amount, 'USD')}
                  {row.yours && <span className="ml-2 text-xs font-semibold text-accent-foreground">Your amount</span>}
                </th>
                {row.splits.map(({ plan, split }) => (
                  <td key={plan.type} className="px-4 py-3">
                    <span className="font-semibold">{formatMoney(split.artist, 'USD')}</span>
                    <span className="block text-xs text-muted-foreground">fee {formatMoney(split.platform, 'USD')}</span>
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
    </div>
  );
}
