// / (SPEC section 2): hero, stats, how it works, features and the closing call to action.
import { STORE_COUNT } from '../../../../domain/stores.ts';
import { ArrowRight, BarChart3, Globe, Headphones, ShieldCheck, Split, Upload, Wallet, Send, Zap } from 'lucide-react';
import { buttonVariants } from '../../../components/ui/button-variants.ts';
import { usePublicConfig } from '../../../lib/public-config.ts';
import { paths } from '../../../lib/paths.ts';
import { CtaBanner } from '../components/cta-banner.tsx';
import { FeatureCard } from '../components/feature-card.tsx';
import { LinkButton } from '../components/link-button.tsx';
import { Section } from '../components/section.tsx';

const stats = [
  { value: String(STORE_COUNT), label: 'Digital Stores' },
  { value: '10K+', label: 'Artists Trust Us' },
  { value: '100%', label: 'Rights Retained' },
];

const steps = [
  {
    icon: Upload,
    title: 'Upload your music',
    text: 'Add your tracks, cover art and credits in a few minutes. WAV, FLAC or MP3, singles, EPs or albums.',
  },
  {
    icon: Send,
    title: 'We send it to stores',
    text: `After a quick review we deliver your release to Spotify, Apple Music, YouTube Music, JioSaavn and the rest of our ${STORE_COUNT} stores, usually live within 24-48 hours.`,
  },
  {
    icon: Wallet,
    title: 'You get paid',
    text: 'Streams and sales turn into earnings you can follow in real time. Request a payout whenever your balance reaches $10.',
  },
];

const smallFeatures = [
  { icon: BarChart3, title: 'Real-time analytics', text: 'See streams and earnings by store, country and release as reports arrive.' },
  { icon: Split, title: 'Revenue splits', text: 'Share earnings with producers and collaborators automatically, by percentage.' },
  { icon: Zap, title: 'Fast distribution', text: 'Most stores go live within 24-48 hours of approval, and never more than 7 days.' },
  { icon: Headphones, title: '24/7 support', text: 'Real people answer email and tickets around the clock, within 24 hours.' },
];

export function LandingPage() {
  const { signupUrl } = usePublicConfig().data;
  return (
    <main>
      <section className="relative overflow-hidden border-b bg-gradient-to-b from-accent/70 via-background to-background">
        <div className="mx-auto max-w-5xl px-4 pt-16 pb-14 text-center sm:px-6 sm:pt-24">
          <p className="text-sm font-semibold tracking-wide text-accent-foreground uppercase">
            Music distribution for independent artists and labels
          </p>
          <h1 className="mt-3 text-5xl font-extrabold tracking-tight text-balance sm:text-6xl lg:text-7xl">Sell Your Music Online</h1>
          <p className="mx-auto mt-6 max-w-2xl text-lg text-pretty text-muted-foreground sm:text-xl">
            Put your songs on Spotify, Apple Music, YouTube Music, JioSaavn and the rest of our {STORE_COUNT} stores in over 200 countries.
            Keep every right to your music and get paid every month, with no hidden fees.
          </p>
          <div className="mt-8 flex flex-col items-center justify-center gap-3 sm:flex-row">
            <LinkButton to={`${paths.auth}?mode=signup`}>
              Start Distributing Free <ArrowRight aria-hidden="true" />
            </LinkButton>
            <LinkButton to={paths.pricing} variant="outline">
              See plans and pricing
            </LinkButton>
          </div>
          <dl className="mx-auto mt-14 grid max-w-3xl grid-cols-1 gap-4 sm:grid-cols-3">
            {stats.map((s) => (
              <div key={s.label} className="rounded-xl border bg-card/80 px-4 py-5 shadow-sm">
                <dt className="text-sm font-medium text-muted-foreground">{s.label}</dt>
                <dd className="order-first text-4xl font-bold tracking-tight text-primary">{s.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </section>

      <Section id="how-it-works" title="How it works" lead="Three steps from your studio to listeners everywhere.">
        <ol className="grid gap-6 md:grid-cols-3">
          {steps.map((s, i) => (
            <li key={s.title} className="relative rounded-xl border bg-card p-6 shadow-sm">
              <span className="absolute top-6 right-6 text-sm font-semibold text-muted-foreground" aria-hidden="true">
                0{i + 1}
              </span>
              <div className="flex size-12 items-center justify-center rounded-full bg-primary text-primary-foreground">
                <s.icon className="size-6" aria-hidden="true" />
              </div>
              <h3 className="mt-4 text-xl font-semibold">
                <span className="sr-only">Step {i + 1}: </span>
                {s.title}
              </h3>
              <p className="mt-2 text-muted-foreground">{s.text}</p>
            </li>
          ))}
        </ol>
      </Section>

      <Section
        id="features"
        title="Everything you need to release and grow"
        lead="Built for independent artists and labels who want reach without giving up control."
        muted
      >
        <div className="grid gap-6 lg:grid-cols-2">
          <div className="rounded-2xl border bg-card p-8 shadow-sm">
            <Globe className="size-8 text-primary" aria-hidden="true" />
            <h3 className="mt-4 text-2xl font-semibold">{STORE_COUNT} stores in 200+ countries</h3>
            <p className="mt-3 text-muted-foreground">
              One upload reaches the streaming services, download stores and social platforms your fans use, from Spotify and Apple Music to
              TikTok, Instagram and JioSaavn.
            </p>
          </div>
          <div className="rounded-2xl border bg-card p-8 shadow-sm">
            <ShieldCheck className="size-8 text-primary" aria-hidden="true" />
            <h3 className="mt-4 text-2xl font-semibold">Your music, your rights</h3>
            <p className="mt-3 text-muted-foreground">
              You keep 100% ownership of your recordings and songs, and up to 95% of your royalties. Take a release down whenever you want:
              no lock-in, no hidden fees.
            </p>
          </div>
        </div>
        <div className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {smallFeatures.map((f) => (
            <FeatureCard key={f.title} icon={f.icon} title={f.title}>
              {f.text}
            </FeatureCard>
          ))}
        </div>
      </Section>

      <CtaBanner
        id="distribute"
        title="Ready to share your music with the world?"
        lead="Join more than 10,000 artists who sell their music with Tunelane. Start free today and upgrade when you grow."
      >
        <a className={buttonVariants({ variant: 'secondary', size: 'lg' })} href={signupUrl} target="_blank" rel="noopener noreferrer">
          Start Distributing Today <ArrowRight aria-hidden="true" />
          <span className="sr-only">(opens in a new tab)</span>
        </a>
      </CtaBanner>
    </main>
  );
}
