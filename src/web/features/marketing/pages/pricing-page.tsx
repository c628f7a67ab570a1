// /pricing (SPEC section 2): the four plans with yearly prices, the comparison table and Contact Sales.
import { Mail } from 'lucide-react';
import { paths } from '../../../lib/paths.ts';
import { CtaBanner } from '../components/cta-banner.tsx';
import { LinkButton } from '../components/link-button.tsx';
import { PageHero } from '../components/page-hero.tsx';
import type { PlanType } from '../../../../domain/plans.ts';
import { PlanCards, type PlanAction } from '../components/plan-cards.tsx';
import { PlanComparisonTable } from '../components/plan-comparison-table.tsx';
import { Section } from '../components/section.tsx';

/** `currentPlan`: the signed-in visitor's plan, marked on its card. */
export function PricingPage({ planAction, currentPlan }: { planAction?: PlanAction; currentPlan?: PlanType }) {
  return (
    <main>
      <PageHero
        eyebrow="Pricing"
        title="Simple plans, billed once a year"
        lead="Start free and upgrade when you grow. Every plan keeps 100% of your rights, and higher plans let you keep more of every dollar you earn."
      />
      <section aria-labelledby="plans-title" className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
        <h2 id="plans-title" className="sr-only">
          Plans
        </h2>
        <PlanCards planAction={planAction} currentPlan={currentPlan} />
        <p className="mt-6 text-center text-sm text-muted-foreground">
          Prices in US dollars per year. Visitors from India pay the rupee amount shown (USD × 83).
        </p>
      </section>
      <Section title="Compare plans" lead="Everything each plan includes, side by side." muted>
        <PlanComparisonTable />
      </Section>
      <CtaBanner
        title="Running a label or a big catalogue?"
        lead="Talk to us about custom splits, white-label distribution, API access and volume pricing."
      >
        <LinkButton to={`${paths.contactSupport}?category=sales`} variant="secondary">
          <Mail aria-hidden="true" /> Contact Sales
        </LinkButton>
      </CtaBanner>
    </main>
  );
}
