import { Link, useNavigate, useParams } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, Lock } from 'lucide-react';
import { toast } from '../../../components/ui/toast.ts';
import { RELEASE_STATUS_LABELS } from '../../../../domain/releases-options.ts';
import { Alert, AlertDescription, AlertTitle } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { NotFound } from '../../../components/layout/not-found.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { releaseOptions, releasePath, releasesKey, updateRelease } from '../api/releases-api.ts';
import { filesOf, toFormValues } from '../components/form-values.ts';
import { ReleaseForm } from '../components/release-form.tsx';
import { handleSaveError } from '../components/save-release.ts';
import { ReleaseLoadError } from '../components/release-load-error.tsx';

export function EditReleasePage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const release = useQuery(releaseOptions(id));
  if (release.error instanceof ApiError && release.error.status === 404) return <NotFound />;
  const back = (
    <Button asChild variant="link" className="px-0">
      <Link to={releasePath(id)}>
        <ArrowLeft /> Back to release
      </Link>
    </Button>
  );
  if (release.isPending) {
    return (
      <div className="mx-auto max-w-4xl space-y-6" aria-busy="true">
        <Skeleton className="h-8 w-64" />
        <Skeleton className="h-72 w-full" />
        <Skeleton className="h-72 w-full" />
      </div>
    );
  }
  if (release.isError) {
    return (
      <div className="mx-auto max-w-4xl space-y-6">
        {back}
        <ReleaseLoadError />
      </div>
    );
  }
  const r = release.data;
  return (
    <div className="mx-auto max-w-4xl space-y-6">
      {back}
      <PageHeader title={`Edit “${r.title}”`} description="Changes are saved to your draft. Submit it for review when it is complete." />
      {!r.editable ? (
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
          submitLabel="Save Changes"
          onCancel={() => navigate(releasePath(id))}
          onSubmit={async (values) => {
            try {
              await updateRelease(id, values);
            } catch (err) {
              return handleSaveError(err, () => undefined, 'Error saving release');
            }
            await queryClient.invalidateQueries({ queryKey: releasesKey });
            toast.success('Release saved');
            navigate(releasePath(id));
          }}
        />
      )}
    </div>
  );
}
