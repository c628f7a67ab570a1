// /careers (SPEC section 2): no open positions right now, and how to get in touch.
import { Briefcase, HeartHandshake, Lightbulb, MapPin } from 'lucide-react';
import { usePublicConfig } from '../../../lib/public-config.ts';
import { FeatureCard } from '../components/feature-card.tsx';
import { PageHero } from '../components/page-hero.tsx';
import { Section } from '../components/section.tsx';
import { buttonVariants } from '../../../components/ui/button-variants.ts';

export function CareersPage() {
  const { careersEmail } = usePublicConfig().data;
  return (
    <main>
      <PageHero
        eyebrow="Careers"
        title="Build the future of independent music with us"
        lead="We are a small team in Delhi, India, helping artists everywhere earn from their music."
      />
      <Section id="openings" title="Open positions">
        <div className="mx-auto max-w-2xl rounded-xl border bg-card p-8 text-center shadow-sm">
          <Briefcase className="mx-auto size-10 text-muted-foreground" aria-hidden="true" />
          <h3 className="mt-4 text-xl font-semibold">There are no open positions right now</h3>
          <p className="mt-2 text-muted-foreground">
            We still love to hear from engineers, designers, label managers and music lovers. Send us your CV and a few words about what you
            would like to work on, and we will write back when a role fits.
          </p>
          <a
            className={`${buttonVariants({ size: 'lg' })} mt-6`}
            href={`mailto:${careersEmail}?subject=${encodeURIComponent('Application: open application')}`}
          >
            Send your CV
          </a>
          <p className="mt-4 text-sm text-muted-foreground">
            Or write to{' '}
            <a className="font-medium text-primary underline underline-offset-4 hover:no-underline" href={`mailto:${careersEmail}`}>
              {careersEmail}
            </a>
          </p>
        </div>
      </Section>
      <Section id="why" title="Why work at Tunelane" muted>
        <div className="grid gap-6 md:grid-cols-3">
          <FeatureCard icon={HeartHandshake} title="Artists first">
            Everything we build is judged by one question: does it help an independent artist earn more and worry less?
          </FeatureCard>
          <FeatureCard icon={Lightbulb} title="Small team, real ownership">
            You ship things people use from your first week, and you decide how.
          </FeatureCard>
          <FeatureCard icon={MapPin} title="Delhi and remote">
            Our office is in Delhi, India; we work flexibly and welcome remote colleagues in nearby time zones.
          </FeatureCard>
        </div>
      </Section>
    </main>
  );
}
