import type { ReactNode } from 'react';

/** A titled band of a marketing page; `muted` alternates the background. */
export function Section({
  id,
  title,
  lead,
  muted,
  children,
}: {
  id?: string;
  title: string;
  lead?: ReactNode;
  muted?: boolean;
  children: ReactNode;
}) {
  const headingId = id ? `${id}-title` : undefined;
  return (
    <section id={id} aria-labelledby={headingId} className={muted ? 'bg-muted/50' : undefined}>
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
        <div className="mx-auto max-w-2xl text-center">
          <h2 id={headingId} className="text-3xl font-bold tracking-tight text-balance">
            {title}
          </h2>
          {lead && <p className="mt-3 text-lg text-pretty text-muted-foreground">{lead}</p>}
        </div>
        <div className="mt-10">{children}</div>
      </div>
    </section>
  );
}
