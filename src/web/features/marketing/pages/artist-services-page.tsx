// /artist-services (SPEC section 2): six service cards, premium services, links to /auth and /pricing.
import { BadgeCheck, Disc3, ListMusic, Megaphone, MonitorPlay, Sliders, Wallet, Globe } from 'lucide-react';
import { paths } from '../../../lib/paths.ts';
import { CtaBanner } from '../components/cta-banner.tsx';
import { FeatureCard } from '../components/feature-card.tsx';
import { LinkButton } from '../components/link-button.tsx';
import { PageHero } from '../components/page-hero.tsx';
import { Section } from '../components/section.tsx';
import { STORE_COUNT } from '../../../../domain/stores.ts';

const services = [
  { icon: Globe, title: 'Music distribution', text: `Your releases in ${STORE_COUNT} stores and platforms worldwide, live within days.` },
  { icon: Wallet, title: 'Royalty collection', text: 'We collect what stores owe you and pay you monthly, with clear statements.' },
  { icon: ListMusic, title: 'Playlist pitching', text: 'Our team pitches your releases to editorial and independent playlists.' },
  { icon: MonitorPlay, title: 'YouTube Content ID', text: 'Earn from every video that uses your music, and protect it from misuse.' },
  { icon: Megaphone, title: 'Marketing and promotion', text: 'Pre-save campaigns, release plans and advice to grow your audience.' },
  { icon: Sliders, title: 'Mixing and mastering', text: 'Store-ready sound from partner engineers, at artist-friendly rates.' },
];

const premium = [
  { title: 'Dedicated account manager', text: 'One person who knows your catalogue, for Enterprise labels.' },
  { title: 'Custom revenue splits', text: 'Any split between label, artists and collaborators, paid automatically.' },
  { title: 'White-label distribution', text: 'Deliver under your own label brand, with API access.' },
  { title: 'Sync licensing', text: 'Offer your music for film, TV, games and adverts.' },
];

export function ArtistServicesPage() {
  return (
    <main>
      <PageHero
        eyebrow="Artist services"
        title="Services to launch and grow your career"
        lead="From your first release to a label catalogue: everything an independent artist needs, in one place."
      >
        <LinkButton to={`${paths.auth}?mode=signup`}>Get Started</LinkButton>
        <LinkButton to={paths.pricing} variant="outline">
          See pricing
        </LinkButton>
      </PageHero>
      <Section id="services" title="What we do for you">
        <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {services.map((s) => (
            <FeatureCard key={s.title} icon={s.icon} title={s.title}>
              {s.text}
            </FeatureCard>
          ))}
        </div>
      </Section>
      <Section
        id="premium"
        title="Premium services"
        lead="For labels and artists ready to scale, on the Small Label and Enterprise plans."
        muted
      >
        <ul className="mx-auto grid max-w-4xl gap-4 sm:grid-cols-2">
          {premium.map((p) => (
            <li key={p.title} className="flex gap-3 rounded-xl border bg-card p-5 shadow-sm">
              <BadgeCheck className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
              <div>
                <h3 className="font-semibold">{p.title}</h3>
                <p className="text-sm text-muted-foreground">{p.text}</p>
              </div>
            </li>
          ))}
        </ul>
      </Section>
      <CtaBanner title="Ready to release?" lead="Create a free account in a minute, or pick the plan that fits your catalogue.">
        <LinkButton to={`${paths.auth}?mode=signup`} variant="secondary">
          <Disc3 aria-hidden="true" /> Create Free Account
        </LinkButton>
        <LinkButton
          to={paths.pricing}
          variant="outline"
          className="border-primary-foreground/40 bg-transparent text-primary-foreground hover:bg-primary-foreground/10 hover:text-primary-foreground"
        >
          Compare plans
        </LinkButton>
      </CtaBanner>
    </main>
  );
}
