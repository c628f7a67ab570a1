import type { ReactNode } from 'react';

/** The closing call to action of a page. */
export function CtaBanner({ id, title, lead, children }: { id?: string; title: string; lead: string; children: ReactNode }) {
  const headingId = id ? `${id}-title` : 'cta-title';
  return (
    <section id={id} aria-labelledby={headingId} className="px-4 py-16 sm:px-6 lg:px-8">
      <div className="mx-auto max-w-5xl rounded-2xl bg-primary px-6 py-12 text-center text-primary-foreground shadow-lg sm:px-12">
        <h2 id={headingId} className="text-3xl font-bold tracking-tight text-balance">
          {title}
        </h2>
        <p className="mx-auto mt-3 max-w-2xl text-lg text-pretty text-primary-foreground/90">{lead}</p>
        <div className="mt-8 flex flex-col items-center justify-center gap-3 sm:flex-row">{children}</div>
      </div>
    </section>
  );
}
