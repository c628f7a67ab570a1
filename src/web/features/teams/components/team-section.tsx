// One block of the Team page: a card with its heading, what it is for, and its content; `action`
// sits beside the heading (below it on phones).
import type { ReactNode } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { cn } from '../../../lib/utils.ts';

type Props = { id: string; title: string; description?: ReactNode; action?: ReactNode; children: ReactNode; className?: string };

export function TeamSection({ id, title, description, action, children, className }: Props) {
  return (
    <Card aria-labelledby={id} role="region" className={cn('min-w-0 gap-4', className)}>
      <CardHeader className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0 space-y-1.5">
          <CardTitle id={id} as="h2">
            {title}
          </CardTitle>
          {description && <CardDescription>{description}</CardDescription>}
        </div>
        {action}
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}
