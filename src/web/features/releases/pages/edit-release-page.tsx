import { Suspense } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Clock, Lock } from 'lucide-react';
import { toast } from '../../../components/ui/toast.ts';
import type { ReleaseDto } from '../../../../domain/releases-dto.ts';
import { RELEASE_STATUS_LABELS } from '../../../../domain/releases-options.ts';
import { REVISION_SAVED, UPDATABLE_STATUSES } from '../../../../domain/release-updates.ts';
import { Alert, AlertDescription, AlertTitle } from '../../../components/ui/alert.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { lazyPage } from '../../../lib/lazy-page.tsx';
import { releaseOptions, releasePath, useUpdateRelease } from '../api/releases-api.ts';
import { filesOf, toFormValues } from '../../../../domain/release-form-values.ts';
import { ReleaseForm } from '../components/release-form.tsx';
import { handleSaveError } from '../components/save-release.ts';
import { ReleaseScreen } from '../components/release-screen.tsx';

const updatable = (r: ReleaseDto) => (UPDATABLE_STATUSES as readonly string[]).includes(r.status);

/** What the page can truly say about changing a release in its present status. */
function editDescription(r: ReleaseDto): string {
  if (r.status === 'draft') return 'Changes are saved to your draft. Submit it for review when it is complete.';
  if (r.status === 'rejected') return 'Change what the review asked for, save, then submit it for review again.';
  if (r.status === 'pending') return 'Our team is checking it before it goes to stores.';
  if (updatable(r)) return 'Stores keep the current version until our team approves your changes. The UPC and ISRCs stay the same.';
  return `This release is ${RELEASE_STATUS_LABELS[r.status].toLowerCase()}.`;
}

// Shown only for releases waiting for review: loaded when needed.
const WithdrawRelease = lazyPage(() => import('../components/withdraw-release.tsx').then((m) => m.WithdrawRelease));

export function EditReleasePage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const update = useUpdateRelease(id);
  const release = useQuery(releaseOptions(id));
  return (
    <ReleaseScreen
      release={release}
      back={{ to: releasePath(id), label: 'Back to release' }}
      className="mx-auto max-w-4xl"
      skeleton={
        <>
          <Skeleton className="h-8 w-64" />
          <Skeleton className="h-72 w-full" />
          <Skeleton className="h-72 w-full" />
        </>
      }
    >
      {(r) => (
        <>
          <PageHeader title={`Edit “${r.title}”`} description={editDescription(r)} />
          {r.withdrawable ? (
            <Alert role="status">
              <Clock aria-hidden="true" />
              <AlertTitle>This release is waiting for review</AlertTitle>
              <AlertDescription>
                <p>It cannot be changed while our team reviews it. Withdraw it to draft to change it, then submit it for review again.</p>
                <div className="mt-2">
                  <Suspense fallback={null}>
                    <WithdrawRelease release={r} />
                  </Suspense>
                </div>
              </AlertDescription>
            </Alert>
          ) : !r.editable && !updatable(r) ? (
            <Alert>
              <Lock aria-hidden="true" />
              <AlertTitle>This release can no longer be edited</AlertTitle>
              <AlertDescription>
                It is {RELEASE_STATUS_LABELS[r.status].toLowerCase()}. Only drafts and rejected releases can be changed.
              </AlertDescription>
            </Alert>
          ) : (
            <ReleaseForm
              initial={toFormValues(r)}
              initialFiles={filesOf(r)}
              submitLabel={updatable(r) ? 'Submit Update for Review' : 'Save Changes'}
              onCancel={() => navigate(releasePath(id))}
              onSubmit={async (values) => {
                try {
                  await update.mutateAsync(values);
                } catch (err) {
                  return handleSaveError(err, () => undefined, 'Error saving release');
                }
                toast.success(updatable(r) ? REVISION_SAVED : 'Release saved');
                navigate(releasePath(id));
              }}
            />
          )}
        </>
      )}
    </ReleaseScreen>
  );
}
