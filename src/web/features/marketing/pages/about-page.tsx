// /about (SPEC section 2): who we are and what we stand for.
import { Award, Globe, ShieldCheck, Users } from 'lucide-react';
import { paths } from '../../../lib/paths.ts';
import { CtaBanner } from '../components/cta-banner.tsx';
import { FeatureCard } from '../components/feature-card.tsx';
import { LinkButton } from '../components/link-button.tsx';
import { PageHero } from '../components/page-hero.tsx';
import { Section } from '../components/section.tsx';
import { STORE_COUNT } from '../../../../domain/stores.ts';

export function AboutPage() {
  return (
    <main>
      <PageHero
        eyebrow="About us"
        title="Music distribution that puts artists first"
        lead="Tunelane helps independent artists and labels sell their music in every major store while keeping every right to it."
      />
      <Section id="story" title="Our story">
        <div className="mx-auto max-w-3xl space-y-4 text-lg text-muted-foreground">
          <p>
            Tunelane started in Delhi, India, with a simple observation: talented artists were giving away large parts of their income, and
            often their rights, just to be heard on the streaming services their fans use.
          </p>
          <p>
            We built a service that delivers music to {STORE_COUNT} stores in 200+ countries, shows artists what they earn as it happens and
            pays them every month. Today more than 10,000 artists and labels trust us with their releases, from bedroom producers to growing
            independent labels.
          </p>
        </div>
      </Section>
      <Section id="values" title="What we stand for" muted>
        <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          <FeatureCard icon={ShieldCheck} title="Your rights stay yours">
            We never take ownership of your music. You keep 100% of your rights on every plan.
          </FeatureCard>
          <FeatureCard icon={Award} title="Fair and open pricing">
            Simple yearly plans and clear royalty shares, with no hidden fees.
          </FeatureCard>
          <FeatureCard icon={Globe} title="Global reach">
            From Spotify and Apple Music to JioSaavn and Boomplay, your music goes where listeners are.
          </FeatureCard>
          <FeatureCard icon={Users} title="People who care">
            Our support team answers within 24 hours, every day of the year.
          </FeatureCard>
        </div>
      </Section>
      <CtaBanner title="Join 10,000+ artists on Tunelane" lead="Your first release can be live in stores within days.">
        <LinkButton to={`${paths.auth}?mode=signup`} variant="secondary">
          Start Distributing Free
        </LinkButton>
        <LinkButton
          to={paths.successStories}
          variant="outline"
          className="border-primary-foreground/40 bg-transparent text-primary-foreground hover:bg-primary-foreground/10 hover:text-primary-foreground"
        >
          Read success stories
        </LinkButton>
      </CtaBanner>
    </main>
  );
}
