// /revenue-split (SPEC section 2): the share each plan keeps, the calculator and how we compare.
import { COMPETITORS } from '../../../../domain/revenue-split.ts';
import { PLANS } from '../../../../domain/plans.ts';
import { TableScroll } from '../../../components/ui/table-scroll.tsx';
import { paths } from '../../../lib/paths.ts';
import { CtaBanner } from '../components/cta-banner.tsx';
import { LinkButton } from '../components/link-button.tsx';
import { PageHero } from '../components/page-hero.tsx';
import { RevenueCalculator } from '../components/revenue-calculator.tsx';
import { Section } from '../components/section.tsx';

export function RevenueSplitPage() {
  return (
    <main>
      <PageHero
        eyebrow="Revenue split"
        title="Keep up to 95% of what your music earns"
        lead="Stores pay us what your music earned and we pass your share on. The share depends on your plan; there is nothing else taken from your royalties."
      />
      <section aria-labelledby="shares-title" className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
        <h2 id="shares-title" className="sr-only">
          Your share on each plan
        </h2>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {PLANS.map((p) => (
            <li key={p.type} className="rounded-xl border bg-card p-6 text-center shadow-sm">
              <p className="text-sm font-medium text-muted-foreground">{p.name}</p>
              <p className="mt-2 text-5xl font-bold tracking-tight text-primary">{p.royaltyShare}%</p>
              <p className="mt-2 text-sm text-muted-foreground">
                yours · {100 - p.royaltyShare}% platform fee · {p.payoutCadence.toLowerCase()} payouts
              </p>
            </li>
          ))}
        </ul>
      </section>
      <Section
        id="calculator"
        title="Royalty calculator"
        lead="See what you take home from 100, 500, 1,000 or 5,000 dollars of store earnings, or type your own amount."
        muted
      >
        <RevenueCalculator />
      </Section>
      <Section id="compare" title="How we compare" lead="Typical models in the market, so you can choose with open eyes.">
        <TableScroll labelledBy="competitors-caption" hint="Scroll the table sideways to see every column.">
          <table className="w-full min-w-[40rem] text-left text-sm">
            <caption id="competitors-caption" className="sr-only">
              Tunelane compared with other ways to release music
            </caption>
            <thead className="bg-muted/60">
              <tr>
                {['Service', 'Yearly fee', 'Royalties you keep', 'Payouts', 'Extra costs'].map((h) => (
                  <th key={h} scope="col" className="px-4 py-3 font-semibold">
                    {h}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y">
              {COMPETITORS.map((c, i) => (
                <tr key={c.name} className={i === 0 ? 'bg-accent/60' : undefined}>
                  <th scope="row" className="px-4 py-3 font-medium">
                    {c.name}
                  </th>
                  <td className="px-4 py-3">{c.yearlyFee}</td>
                  <td className="px-4 py-3">{c.share}</td>
                  <td className="px-4 py-3">{c.payouts}</td>
                  <td className="px-4 py-3">{c.hiddenFees}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
        <p className="mt-4 text-center text-sm text-muted-foreground">
          Figures for other services are typical public list prices and may change; check each provider before you decide.
        </p>
      </Section>
      <CtaBanner title="Keep more of every stream" lead="Start on the free plan and move up when a bigger share pays for itself.">
        <LinkButton to={paths.pricing} variant="secondary">
          Compare plans
        </LinkButton>
        <LinkButton
          to={`${paths.auth}?mode=signup`}
          variant="outline"
          className="border-primary-foreground/40 bg-transparent text-primary-foreground hover:bg-primary-foreground/10 hover:text-primary-foreground"
        >
          Create a free account
        </LinkButton>
      </CtaBanner>
    </main>
  );
}
