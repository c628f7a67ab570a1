import type { ReactNode } from 'react';

export type LegalSection = { id: string; title: string; body: ReactNode };

/** A policy page: title, date, a table of contents and numbered sections with anchors. */
export function LegalPage({
  title,
  updated,
  intro,
  sections,
}: {
  title: string;
  updated: string;
  intro: ReactNode;
  sections: LegalSection[];
}) {
  return (
    <main className="mx-auto w-full max-w-3xl px-4 py-16 sm:px-6">
      <h1 className="text-4xl font-bold tracking-tight">{title}</h1>
      <p className="mt-2 text-sm text-muted-foreground">Last updated: {updated}</p>
      <div className="mt-6 text-lg text-muted-foreground">{intro}</div>
      <nav aria-label="Contents" className="mt-8 rounded-xl border bg-muted/40 p-5">
        <h2 className="text-sm font-semibold">Contents</h2>
        <ol className="mt-2 list-decimal space-y-1 pl-5 text-sm">
          {sections.map((s) => (
            <li key={s.id}>
              <a className="text-primary underline underline-offset-4 hover:no-underline" href={`#${s.id}`}>
                {s.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      {sections.map((s, i) => (
        <section key={s.id} id={s.id} aria-labelledby={`${s.id}-title`} className="mt-10 scroll-mt-20">
          <h2 id={`${s.id}-title`} className="text-2xl font-semibold">
            {i + 1}. {s.title}
          </h2>
          <div className="mt-3 space-y-3 leading-7 [&_ul]:list-disc [&_ul]:space-y-1 [&_ul]:pl-6">{s.body}</div>
        </section>
      ))}
    </main>
  );
}
