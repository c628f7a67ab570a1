// What still stands between a draft and review: fields to fill in (each with its fix and a link to
// the field in the form), what stores would refuse (each with its fix), and warnings that do not
// block. Shown on the release page of an editable release; after a "Submit for review" that could
// not go through (`attempt` > 0) it says so, in red, and is announced again on every attempt.
import type { Ref } from 'react';
import { Link } from '../../../lib/links.tsx';
import { ArrowRight, CircleAlert, CircleCheck, ListChecks, Pencil, TriangleAlert } from 'lucide-react';
import type { ReleaseDto } from '../../../../domain/releases-dto.ts';
import type { ReviewIssue } from '../../../../domain/releases-dto.ts';
import { missingFix } from '../../../../domain/releases-rules.ts';
import { Alert, AlertDescription, AlertTitle } from '../../../components/ui/alert.tsx';
import { cn } from '../../../lib/utils.ts';
import { editReleasePath } from '../api/releases-api.ts';

type Checked = Pick<ReleaseDto, 'id' | 'releaseType' | 'missing' | 'problems' | 'warnings'>;

function Issues({ issues, label }: { issues: ReviewIssue[]; label: string }) {
  return (
    <ul className="list-disc space-y-1.5 pl-4" aria-label={label}>
      {issues.map((i) => (
        <li key={i.message}>
          {i.message} <span className="font-medium">{i.fix}</span>
        </li>
      ))}
    </ul>
  );
}

/** Each missing field: its name, how to fill it in, and a link to that field in the edit form. */
function Missing({ release: r }: { release: Checked }) {
  return (
    <ul className="space-y-2" aria-label="Missing for review">
      {r.missing.map((m) => {
        const fix = missingFix(m, r.releaseType);
        return (
          <li key={m} className="grid gap-0.5 sm:flex sm:flex-wrap sm:items-baseline sm:gap-x-2">
            <span className="font-semibold text-foreground">{m}</span>
            <span>{fix.fix}</span>
            <Link
              to={`${editReleasePath(r.id)}#${fix.field}`}
              className="inline-flex w-fit items-center gap-1 font-medium text-primary underline underline-offset-4 hover:no-underline"
            >
              {fix.action} <ArrowRight className="size-3.5" aria-hidden="true" />
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

const things = (n: number) => (n === 1 ? '1 thing' : `${n} things`);

export function StoreChecks({ release: r, attempt = 0, ref }: { release: Checked; attempt?: number; ref?: Ref<HTMLDivElement> }) {
  const count = r.missing.length + r.problems.length;
  const refused = attempt > 0 && count > 0;
  return (
    <div
      ref={ref}
      tabIndex={-1}
      className="scroll-mt-20 space-y-3 rounded-lg outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2"
      aria-label="Store checks"
      role="region"
    >
      {count > 0 ? (
        <Alert
          // a new element on each refused attempt: announced again, and seen to change
          key={refused ? attempt : 0}
          variant={refused ? 'destructive' : 'warning'}
          role={refused ? 'alert' : 'status'}
          className={cn(refused && 'border-destructive bg-destructive/10 motion-safe:animate-pop-in')}
        >
          {refused ? <CircleAlert aria-hidden="true" /> : <ListChecks aria-hidden="true" />}
          <AlertTitle>{refused ? `Not submitted: ${things(count)} to fix first` : 'Before you submit for review'}</AlertTitle>
          <AlertDescription className={cn('space-y-3', refused && 'text-foreground!')}>
            {refused && <p>Your release is still a draft. Fix what is listed here, then submit it for review again.</p>}
            {r.missing.length > 0 && (
              <div className="space-y-1.5">
                <p>Please add:</p>
                <Missing release={r} />
              </div>
            )}
            {r.problems.length > 0 && (
              <div className="space-y-1">
                <p>Stores would refuse this release as it is:</p>
                <Issues issues={r.problems} label="Store problems" />
                <Link
                  to={editReleasePath(r.id)}
                  className="inline-flex items-center gap-1 font-medium text-primary underline underline-offset-4 hover:no-underline"
                >
                  <Pencil className="size-3.5" aria-hidden="true" /> Edit the release
                </Link>
              </div>
            )}
          </AlertDescription>
        </Alert>
      ) : (
        <Alert variant="success" role="status">
          <CircleCheck aria-hidden="true" />
          <AlertTitle>Ready for review</AlertTitle>
          <AlertDescription>Nothing here would make stores refuse it.</AlertDescription>
        </Alert>
      )}
      {r.warnings.length > 0 && (
        <Alert role="status">
          <TriangleAlert aria-hidden="true" />
          <AlertTitle>Worth a look (these do not block review)</AlertTitle>
          <AlertDescription>
            <Issues issues={r.warnings} label="Store warnings" />
          </AlertDescription>
        </Alert>
      )}
    </div>
  );
}
