// /features (SPEC section 2): core and extra features.
import {
  BarChart3,
  Calendar,
  Code,
  Globe,
  Headphones,
  ListMusic,
  Megaphone,
  ShieldCheck,
  Split,
  Tags,
  Users,
  Wallet,
  Zap,
} from 'lucide-react';
import { paths } from '../../../lib/paths.ts';
import { CtaBanner } from '../components/cta-banner.tsx';
import { FeatureCard } from '../components/feature-card.tsx';
import { LinkButton } from '../components/link-button.tsx';
import { PageHero } from '../components/page-hero.tsx';
import { Section } from '../components/section.tsx';
import { STORE_COUNT } from '../../../../domain/stores.ts';

const core = [
  {
    icon: Globe,
    title: 'Worldwide distribution',
    text: `Deliver to ${STORE_COUNT} stores and platforms in 200+ countries from one upload.`,
  },
  { icon: Zap, title: 'Fast go-live', text: 'Most stores publish within 24-48 hours of approval, and every store within 7 days.' },
  { icon: BarChart3, title: 'Real-time analytics', text: 'Streams and earnings by store, country and release, updated as reports arrive.' },
  {
    icon: Wallet,
    title: 'Monthly payouts',
    text: 'Withdraw by bank transfer, PayPal or USDC from $10, processed within 3-5 business days.',
  },
  {
    icon: Split,
    title: 'Automatic revenue splits',
    text: 'Give producers and featured artists their percentage; they are paid automatically.',
  },
  {
    icon: ShieldCheck,
    title: '100% of your rights',
    text: 'You keep ownership of your recordings and songs, and can take releases down whenever you like.',
  },
];

const extra = [
  { icon: Headphones, title: '24/7 support', text: 'Email and tickets answered within 24 hours, every day.' },
  {
    icon: Calendar,
    title: 'Release scheduling',
    text: 'Pick your release date and pre-order date; change it up to 14 days before release.',
  },
  {
    icon: ListMusic,
    title: 'Playlist pitching',
    text: 'Small Label and Enterprise releases are pitched to editorial playlists by our team.',
  },
  { icon: Tags, title: 'Codes included', text: 'Every release gets its UPC and every track its ISRC, free of charge.' },
  { icon: Users, title: 'Label tools', text: 'Manage up to 10 artists on Small Label, unlimited on Enterprise, with a dedicated manager.' },
  { icon: Code, title: 'API and white label', text: 'Enterprise labels can deliver through our API and under their own brand.' },
  { icon: Megaphone, title: 'Promotion help', text: 'Guides for pre-saves, release planning and social platforms to grow your audience.' },
];

export function FeaturesPage() {
  return (
    <main>
      <PageHero
        eyebrow="Features"
        title="Everything you need to release music and get paid"
        lead="Tunelane handles delivery, reporting and payments, so you can focus on making music."
      >
        <LinkButton to={`${paths.auth}?mode=signup`}>Start Distributing Free</LinkButton>
        <LinkButton to={paths.pricing} variant="outline">
          View pricing
        </LinkButton>
      </PageHero>
      <Section id="core" title="Core features" lead="Included on every plan, including Free.">
        <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {core.map((f) => (
            <FeatureCard key={f.title} icon={f.icon} title={f.title}>
              {f.text}
            </FeatureCard>
          ))}
        </div>
      </Section>
      <Section
        id="extra"
        title="And there is more"
        lead="Tools that help artists and labels go further; some come with the paid plans."
        muted
      >
        <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {extra.map((f) => (
            <FeatureCard key={f.title} icon={f.icon} title={f.title}>
              {f.text}
            </FeatureCard>
          ))}
        </div>
      </Section>
      <CtaBanner title="See which plan fits you" lead="Free for getting started, from $5 a year for artists who release often.">
        <LinkButton to={paths.pricing} variant="secondary">
          Compare plans
        </LinkButton>
      </CtaBanner>
    </main>
  );
}
