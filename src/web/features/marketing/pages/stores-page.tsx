// /stores (SPEC section 2): the platforms and the more names. The count it states is the length of
// the list it shows (domain/stores.ts unless an admin changed the names), never a number of its own.
import { Disc3 } from 'lucide-react';
import { FEATURED_STORES, MORE_STORES } from '../../../../domain/stores.ts';
import { paths } from '../../../lib/paths.ts';
import { usePublicConfig } from '../../../lib/public-config.ts';
import { CtaBanner } from '../components/cta-banner.tsx';
import { LinkButton } from '../components/link-button.tsx';
import { PageHero } from '../components/page-hero.tsx';
import { Section } from '../components/section.tsx';

export function StoresPage() {
  // The names an admin set in the console's Settings, when they did (the defaults otherwise).
  const { stores } = usePublicConfig().data;
  const featured = stores
    ? stores.featured.map((name) => FEATURED_STORES.find((s) => s.name === name) ?? { name, kind: 'Digital store' })
    : FEATURED_STORES;
  const more = stores ? stores.more : MORE_STORES;
  const count = featured.length + more.length;
  return (
    <main>
      <PageHero
        eyebrow="Stores and platforms"
        title="Your music, everywhere people listen"
        lead={`One release reaches ${count} streaming services, download stores and social platforms in more than 200 countries.`}
      />
      <Section id="platforms" title="Major platforms">
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {featured.map((s) => (
            <li key={s.name} className="flex items-center gap-4 rounded-xl border bg-card p-5 shadow-sm">
              <div className="flex size-11 shrink-0 items-center justify-center rounded-full bg-primary/10 text-primary">
                <Disc3 className="size-5" aria-hidden="true" />
              </div>
              <div>
                <h3 className="font-semibold">{s.name}</h3>
                <p className="text-sm text-muted-foreground">{s.kind}</p>
              </div>
            </li>
          ))}
        </ul>
      </Section>
      <Section
        id="more"
        title={`And ${more.length} more`}
        lead="Regional leaders, DJ stores and hi-fi services, so fans find you wherever they are."
        muted
      >
        <ul className="flex flex-wrap justify-center gap-3">
          {more.map((name) => (
            <li key={name} className="rounded-full border bg-card px-4 py-2 text-sm font-medium shadow-sm">
              {name}
            </li>
          ))}
        </ul>
      </Section>
      <CtaBanner title="Get your music into every store" lead="Choose the stores for each release, or send it everywhere with one click.">
        <LinkButton to={`${paths.auth}?mode=signup`} variant="secondary">
          Start Distributing Free
        </LinkButton>
      </CtaBanner>
    </main>
  );
}
