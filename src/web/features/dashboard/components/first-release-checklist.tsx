// A new artist's first steps on the dashboard, each ticked from their account as it is (the
// profile, their releases, the latest release's cover art and tracks) and linking to where it is
// done. The dashboard shows it until the first release is sent for review.
import { Link } from '../../../lib/links.tsx';
import { ArrowRight, Check, Circle } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { Progress } from '../../../components/ui/progress.tsx';
import { cn } from '../../../lib/utils.ts';

export type FirstReleaseStep = { title: string; text: string; to: string; done: boolean };

export function FirstReleaseChecklist({ steps }: { steps: FirstReleaseStep[] }) {
  const done = steps.filter((s) => s.done).length;
  const next = steps.find((s) => !s.done);
  return (
    <Card aria-labelledby="first-release-title">
      <CardHeader>
        <CardTitle id="first-release-title">Your first release</CardTitle>
        <CardDescription>
          {done} of {steps.length} steps done. Send your music to the stores in a few minutes.
        </CardDescription>
        <Progress value={done} max={steps.length} label="Steps done" className="mt-2 h-1.5" />
      </CardHeader>
      <CardContent>
        <ol className="divide-y rounded-lg border" aria-label="First release steps">
          {steps.map((s) => (
            <li key={s.title} data-done={s.done}>
              <Link
                to={s.to}
                className={cn(
                  'flex items-center gap-3 px-3 py-3 hover:bg-accent/40 focus-visible:outline-2 focus-visible:outline-ring',
                  s === next && 'bg-primary/5',
                )}
              >
                {s.done ? (
                  <span className="flex size-6 shrink-0 items-center justify-center rounded-full bg-success text-success-foreground">
                    <Check className="size-4" aria-hidden="true" />
                  </span>
                ) : (
                  <Circle className="size-6 shrink-0 text-muted-foreground" aria-hidden="true" />
                )}
                <span className="min-w-0 flex-1">
                  <span className={cn('block font-medium', s.done && 'text-muted-foreground line-through')}>{s.title}</span>
                  <span className="block text-sm text-muted-foreground">{s.text}</span>
                </span>
                <span className="sr-only">{s.done ? 'Done' : 'To do'}</span>
                <ArrowRight className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
              </Link>
            </li>
          ))}
        </ol>
      </CardContent>
    </Card>
  );
}
