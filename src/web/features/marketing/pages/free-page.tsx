// /free (SPEC section 2): the free plan, with links to /auth and /stores.
import { Check } from 'lucide-react';
import { planByType } from '../../../../domain/plans.ts';
import { paths } from '../../../lib/paths.ts';
import { LinkButton } from '../components/link-button.tsx';
import { PageHero } from '../components/page-hero.tsx';
import { Section } from '../components/section.tsx';

const free = planByType('free')!;

const steps = [
  { title: 'Create your free account', text: 'Sign up with your email or Google. No credit card, no contract.' },
  { title: 'Upload up to 5 releases a month', text: 'Singles, EPs or albums with your artwork and credits.' },
  { title: `Earn from ${free.platforms} stores`, text: `Keep ${free.royaltyShare}% of your royalties, paid out from $10.` },
];

export function FreePage() {
  return (
    <main>
      <PageHero
        eyebrow="Free plan"
        title="Distribute your music for free"
        lead={`Release up to ${free.releasesPerMonth} songs or albums a month to ${free.platforms} stores, keep ${free.royaltyShare}% of your royalties and every right to your music. No credit card needed.`}
      >
        <LinkButton to={`${paths.auth}?mode=signup`}>Create Free Account</LinkButton>
        <LinkButton to={paths.stores} variant="outline">
          See all stores
        </LinkButton>
      </PageHero>
      <Section id="included" title="What the free plan includes">
        <ul className="mx-auto grid max-w-3xl gap-3 sm:grid-cols-2">
          {[...free.features, 'Real-time streaming reports', '100% ownership of your music', 'Take releases down at any time'].map((f) => (
            <li key={f} className="flex gap-3 rounded-lg border bg-card p-4 shadow-sm">
              <Check className="mt-0.5 size-5 shrink-0 text-success" aria-hidden="true" />
              <span>{f}</span>
            </li>
          ))}
        </ul>
      </Section>
      <Section id="how" title="Three steps to your first release" muted>
        <ol className="grid gap-6 md:grid-cols-3">
          {steps.map((s, i) => (
            <li key={s.title} className="rounded-xl border bg-card p-6 shadow-sm">
              <p className="text-sm font-semibold text-primary">Step {i + 1}</p>
              <h3 className="mt-1 text-lg font-semibold">{s.title}</h3>
              <p className="mt-2 text-sm text-muted-foreground">{s.text}</p>
            </li>
          ))}
        </ol>
      </Section>
      <Section title="Need more?" lead="Paid plans start at $5 a year: unlimited releases and up to 95% of your royalties.">
        <div className="flex justify-center">
          <LinkButton to={paths.pricing} variant="outline">
            Compare plans
          </LinkButton>
        </div>
      </Section>
    </main>
  );
}
