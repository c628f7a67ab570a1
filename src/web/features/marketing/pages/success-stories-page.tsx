// /success-stories (SPEC section 2): three sample testimonials.
import { Quote } from 'lucide-react';
import { paths } from '../../../lib/paths.ts';
import { CtaBanner } from '../components/cta-banner.tsx';
import { LinkButton } from '../components/link-button.tsx';
import { PageHero } from '../components/page-hero.tsx';
import { STORE_COUNT } from '../../../../domain/stores.ts';

const stories = [
  {
    name: 'Aanya Kapoor',
    role: 'Singer-songwriter, Mumbai',
    quote:
      'I released my first EP on a Friday and heard it on Spotify on Saturday. Seeing listeners in forty countries in the analytics the same month still feels unreal.',
    result: '1.2M streams in her first year',
  },
  {
    name: 'Midnight Tide Records',
    role: 'Independent label, Bengaluru',
    quote:
      'We moved our catalogue of eight artists to the Small Label plan. Weekly payouts and automatic splits mean nobody on the team chases spreadsheets any more.',
    result: '8 artists, 60+ releases managed',
  },
  {
    name: 'DJ Kairo',
    role: 'Electronic producer, Goa',
    quote: 'Playlist pitching got my single onto two editorial playlists. I keep 92% of what it earns and I still own every master.',
    result: '3x monthly listeners in six months',
  },
];

export function SuccessStoriesPage() {
  return (
    <main>
      <PageHero
        eyebrow="Success stories"
        title="Artists growing with Tunelane"
        lead="A few of the artists and labels who release their music with us, in their own words."
      />
      <section aria-label="Stories" className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
        <ul className="grid gap-6 lg:grid-cols-3">
          {stories.map((s) => (
            <li key={s.name}>
              <figure className="flex h-full flex-col rounded-xl border bg-card p-6 shadow-sm">
                <Quote className="size-8 text-primary/60" aria-hidden="true" />
                <blockquote className="mt-4 flex-1 text-lg">“{s.quote}”</blockquote>
                <figcaption className="mt-6 border-t pt-4">
                  <p className="font-semibold">{s.name}</p>
                  <p className="text-sm text-muted-foreground">{s.role}</p>
                  <p className="mt-2 text-sm font-medium text-primary">{s.result}</p>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
        <p className="mt-6 text-center text-sm text-muted-foreground">Sample stories: names and figures illustrate typical results.</p>
      </section>
      <CtaBanner title="Write your own success story" lead={`Release your music to ${STORE_COUNT} stores and keep every right to it.`}>
        <LinkButton to={`${paths.auth}?mode=signup`} variant="secondary">
          Start Distributing Free
        </LinkButton>
      </CtaBanner>
    </main>
  );
}
