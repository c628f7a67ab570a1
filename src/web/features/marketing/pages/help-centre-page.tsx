// /help-centre (SPEC section 2): a search box that searches the articles, category cards, popular
// articles, video tutorials and FAQ.
import { BookOpen, Clapperboard, Copyright, LineChart, Rocket, UserCog, Wallet } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { HELP_ARTICLES, HELP_CATEGORIES, HELP_FAQ, VIDEO_TUTORIALS } from '../../../../domain/help-articles.ts';
import { paths } from '../../../lib/paths.ts';
import { CtaBanner } from '../components/cta-banner.tsx';
import { HelpArticleItem } from '../components/help-article-item.tsx';
import { HelpSearch } from '../components/help-search.tsx';
import { LinkButton } from '../components/link-button.tsx';
import { Section } from '../components/section.tsx';

const categoryIcons: Record<string, LucideIcon> = {
  'getting-started': Rocket,
  releases: BookOpen,
  royalties: Wallet,
  rights: Copyright,
  account: UserCog,
  analytics: LineChart,
};

export function HelpCentrePage() {
  const popular = HELP_ARTICLES.filter((a) => a.popular);
  return (
    <main>
      <section className="border-b bg-gradient-to-b from-accent/60 to-background">
        <div className="mx-auto max-w-4xl px-4 py-16 text-center sm:px-6 sm:py-20">
          <p className="text-sm font-semibold tracking-wide text-accent-foreground uppercase">Help Centre</p>
          <h1 className="mt-2 text-4xl font-bold tracking-tight sm:text-5xl">How can we help?</h1>
          <p className="mx-auto mt-4 mb-8 max-w-2xl text-lg text-muted-foreground">
            Guides and answers for releasing music, getting paid and managing your account.
          </p>
          <HelpSearch />
        </div>
      </section>

      <Section id="categories" title="Browse by topic">
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {HELP_CATEGORIES.map((c) => {
            const Icon = categoryIcons[c.slug] ?? BookOpen;
            const count = HELP_ARTICLES.filter((a) => a.category === c.slug).length;
            return (
              // Information, not a link: flat, without the raised look of the clickable cards elsewhere.
              <li key={c.slug} className="rounded-xl bg-muted/60 p-6">
                <Icon className="size-6 text-primary" aria-hidden="true" />
                <h3 className="mt-3 text-lg font-semibold">{c.title}</h3>
                <p className="mt-1 text-sm text-muted-foreground">{c.description}</p>
                <p className="mt-3 text-sm font-medium">
                  {count} {count === 1 ? 'article' : 'articles'}
                </p>
              </li>
            );
          })}
        </ul>
      </Section>

      <Section id="popular" title="Popular articles" muted>
        <ul className="mx-auto max-w-3xl space-y-3">
          {popular.map((a) => (
            <li key={a.slug}>
              <HelpArticleItem article={a} />
            </li>
          ))}
        </ul>
      </Section>

      <Section id="videos" title="Video tutorials" lead="Short walkthroughs of the things artists ask about most are on their way.">
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {VIDEO_TUTORIALS.map((v) => (
            // Not yet recorded: said on the tile, which has no play button to press.
            <li key={v.title} className="overflow-hidden rounded-xl border bg-card">
              <div className="flex aspect-video flex-col items-center justify-center gap-2 bg-muted text-muted-foreground">
                <Clapperboard className="size-10" aria-hidden="true" />
                <span className="text-xs font-semibold tracking-wide uppercase">Coming soon</span>
              </div>
              <div className="p-4">
                <h3 className="font-semibold">{v.title}</h3>
                <p className="mt-1 text-sm text-muted-foreground">{v.description}</p>
              </div>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="faq" title="Frequently asked questions" muted>
        <div className="mx-auto max-w-3xl space-y-3">
          {HELP_FAQ.map((f) => (
            <details key={f.question} className="rounded-xl border bg-card shadow-sm">
              <summary className="cursor-pointer p-4 font-semibold">{f.question}</summary>
              <p className="border-t px-4 py-3 text-sm text-muted-foreground">{f.answer}</p>
            </details>
          ))}
        </div>
      </Section>

      <CtaBanner title="Still need help?" lead="Our team answers every email and message within 24 hours.">
        <LinkButton to={paths.contactSupport} variant="secondary">
          Contact Support
        </LinkButton>
      </CtaBanner>
    </main>
  );
}
