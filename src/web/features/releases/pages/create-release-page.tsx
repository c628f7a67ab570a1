import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, Sparkles } from 'lucide-react';
import { toast } from '../../../components/ui/toast.ts';
import { RELEASE_CREATED } from '../../../../domain/releases-rules.ts';
import { Alert, AlertDescription, AlertTitle } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { useAuth } from '../../../lib/auth.ts';
import { paths } from '../../../lib/paths.ts';
import { createRelease, releasesKey } from '../api/releases-api.ts';
import { emptyRelease } from '../components/form-values.ts';
import { ReleaseForm } from '../components/release-form.tsx';
import { handleSaveError } from '../components/save-release.ts';

export function CreateReleasePage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // A new release starts with the default artist name of the account settings, when there is one.
  const { profile } = useAuth();
  const [initial] = useState(() => ({ ...emptyRelease(), artistName: profile?.defaultArtistName ?? '' }));
  const [planLimit, setPlanLimit] = useState<string | null>(null);
  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <Button asChild variant="link" className="px-0">
        <Link to={paths.dashboard}>
          <ArrowLeft /> Back to Dashboard
        </Link>
      </Button>
      <PageHeader title="Create Release" description="Add your music, artwork and credits. Your release is saved as a draft until you submit it for review." />
      {planLimit && (
        <Alert variant="warning">
          <Sparkles aria-hidden="true" />
          <AlertTitle>Monthly release limit reached</AlertTitle>
          <AlertDescription>
            <p>{planLimit}</p>
            <Button asChild size="sm" className="mt-2">
              <Link to={paths.dashboardPricing}>Upgrade</Link>
            </Button>
          </AlertDescription>
        </Alert>
      )}
      <ReleaseForm
        initial={initial}
        submitLabel="Create Release"
        onCancel={() => navigate(paths.dashboard)}
        onSubmit={async (values) => {
          try {
            await createRelease(values);
          } catch (err) {
            return handleSaveError(err, setPlanLimit);
          }
          await queryClient.invalidateQueries({ queryKey: releasesKey });
          toast.success(RELEASE_CREATED);
          navigate(paths.myReleases);
        }}
      />
    </div>
  );
}
