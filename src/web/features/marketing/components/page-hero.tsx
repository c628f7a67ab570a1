import type { ReactNode } from 'react';

/** The opening of a marketing page: the page's one h1, a short lead and optional actions. */
export function PageHero({ eyebrow, title, lead, children }: { eyebrow?: string; title: string; lead: ReactNode; children?: ReactNode }) {
  return (
    <section className="border-b bg-gradient-to-b from-accent/60 to-background">
      <div className="mx-auto max-w-4xl px-4 py-16 text-center sm:px-6 sm:py-20">
        {eyebrow && <p className="text-sm font-semibold tracking-wide text-accent-foreground uppercase">{eyebrow}</p>}
        <h1 className="mt-2 text-4xl font-bold tracking-tight text-balance sm:text-5xl">{title}</h1>
        <div className="mx-auto mt-5 max-w-2xl text-lg text-pretty text-muted-foreground">{lead}</div>
        {children && <div className="mt-8 flex flex-col items-center justify-center gap-3 sm:flex-row">{children}</div>}
      </div>
    </section>
  );
}
