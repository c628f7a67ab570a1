// What each plan includes, side by side (SPEC sections 6 and 9), from the same plan data as the cards.
import { Check, Minus } from 'lucide-react';
import { formatPrice } from '../../../../domain/money.ts';
import { PLAN_FEATURES, PLANS, planHasFeature, type Plan } from '../../../../domain/plans.ts';
import { TableScroll } from '../../../components/ui/table-scroll.tsx';

const rows: { label: string; value: (p: Plan) => string }[] = [
  { label: 'Price per year', value: (p) => formatPrice(p, 'USD') },
  { label: 'Artists', value: (p) => p.artists },
  { label: 'Royalties you keep', value: (p) => `${p.royaltyShare}%` },
  { label: 'Releases per month', value: (p) => (p.releasesPerMonth === null ? 'Unlimited' : String(p.releasesPerMonth)) },
  { label: 'Stores and platforms', value: (p) => String(p.platforms) },
  { label: 'Payouts', value: (p) => p.payoutCadence },
];

export function PlanComparisonTable() {
  return (
    <TableScroll labelledBy="compare-caption" hint="Scroll the table sideways to compare all four plans.">
      <table className="w-full min-w-[40rem] text-left text-sm">
        <caption id="compare-caption" className="sr-only">
          Plan comparison
        </caption>
        <thead className="bg-muted/60">
          <tr>
            <th scope="col" className="px-4 py-3 font-semibold">
              Feature
            </th>
            {PLANS.map((p) => (
              <th key={p.type} scope="col" className="px-4 py-3 font-semibold">
                {p.name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y">
          {rows.map((r) => (
            <tr key={r.label}>
              <th scope="row" className="px-4 py-3 font-medium">
                {r.label}
              </th>
              {PLANS.map((p) => (
                <td key={p.type} className="px-4 py-3">
                  {r.value(p)}
                </td>
              ))}
            </tr>
          ))}
          {PLAN_FEATURES.map((f) => (
            <tr key={f.key}>
              <th scope="row" className="px-4 py-3 font-medium">
                {f.label}
              </th>
              {PLANS.map((p) => (
                <td key={p.type} className="px-4 py-3">
                  {planHasFeature(p.type, f.key) ? (
                    <>
                      <Check className="size-4 text-success" aria-hidden="true" />
                      <span className="sr-only">Included</span>
                    </>
                  ) : (
                    <>
                      <Minus className="size-4 text-muted-foreground" aria-hidden="true" />
                      <span className="sr-only">Not included</span>
                    </>
                  )}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
