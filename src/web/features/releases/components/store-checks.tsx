// What still stands between a draft and review: fields to fill in, what stores would refuse (each
// with its fix), and warnings that do not block. Shown on the release page of an editable release.
import type { Ref } from 'react';
import { CircleCheck, ListChecks, TriangleAlert } from 'lucide-react';
import type { ReleaseDto } from '../../../../domain/releases-dto.ts';
import type { ReviewIssue } from '../../../../domain/release-checks.ts';
import { Alert, AlertDescription, AlertTitle } from '../../../components/ui/alert.tsx';

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

export function StoreChecks({
  release: r,
  ref,
}: {
  release: Pick<ReleaseDto, 'missing' | 'problems' | 'warnings'>;
  ref?: Ref<HTMLDivElement>;
}) {
  const blocked = r.missing.length > 0 || r.problems.length > 0;
  return (
    <div ref={ref} tabIndex={-1} className="space-y-3 outline-none" aria-label="Store checks" role="region">
      {blocked ? (
        <Alert variant="warning" role="status">
          <ListChecks aria-hidden="true" />
          <AlertTitle>Before you submit for review</AlertTitle>
          <AlertDescription className="space-y-3">
            {r.missing.length > 0 && (
              <div className="space-y-1">
                <p>Please add:</p>
                <ul className="list-disc pl-4" aria-label="Missing for review">
                  {r.missing.map((m) => (
                    <li key={m}>{m}</li>
                  ))}
                </ul>
              </div>
            )}
            {r.problems.length > 0 && (
              <div className="space-y-1">
                <p>Stores would refuse this release as it is:</p>
                <Issues issues={r.problems} label="Store problems" />
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
