import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

/** An icon, a title and a few words: features, services, help categories. */
export function FeatureCard({
  icon: Icon,
  title,
  children,
  as: Heading = 'h3',
}: {
  icon: LucideIcon;
  title: string;
  children: ReactNode;
  as?: 'h2' | 'h3';
}) {
  return (
    <div className="rounded-xl border bg-card p-6 shadow-sm">
      <div className="flex size-10 items-center justify-center rounded-lg bg-primary/10 text-primary">
        <Icon className="size-5" aria-hidden="true" />
      </div>
      <Heading className="mt-4 text-lg font-semibold">{title}</Heading>
      <div className="mt-2 text-sm text-muted-foreground">{children}</div>
    </div>
  );
}
