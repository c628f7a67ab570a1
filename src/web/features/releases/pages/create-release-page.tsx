import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Link } from '../../../lib/links.tsx';
import { useQuery } from '@tanstack/react-query';
import { Sparkles } from 'lucide-react';
import { toast } from '../../../components/ui/toast.ts';
import { atLimit } from '../../../../domain/release-quota.ts';
import { planLimitMessage, RELEASE_CREATED } from '../../../../domain/releases-rules.ts';
import { Alert, AlertDescription, AlertTitle } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { useAuth } from '../../../lib/auth.ts';
import { paths } from '../../../lib/paths.ts';
import { releaseQuotaOptions } from '../api/release-quota.ts';
import { useCreateRelease } from '../api/releases-api.ts';
import { ReleaseQuotaNotice } from '../components/release-quota-notice.tsx';
import { emptyRelease } from '../components/form-values.ts';
import { ReleaseForm } from '../components/release-form.tsx';
import { BackLink } from '../components/release-screen.tsx';
import { handleSaveError } from '../components/save-release.ts';

export function CreateReleasePage() {
  const navigate = useNavigate();
  const create = useCreateRelease();
  // A new release starts with the default artist name of the account settings, when there is one.
  const { profile, isAdmin } = useAuth();
  const [initial] = useState(() => ({ ...emptyRelease(), artistName: profile?.defaultArtistName ?? '' }));
  const [refused, setRefused] = useState<string | null>(null);
  // The plan's monthly limit, before the form is filled (the server counts; it also enforces).
  const quota = useQuery(releaseQuotaOptions());
  const planLimit = refused ?? (quota.data && atLimit(quota.data) ? planLimitMessage(quota.data.planName, quota.data.limit!) : null);
  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <BackLink to={paths.dashboard} label="Back to Dashboard" />
      <PageHeader
        title="Create Release"
        description="Add your music, artwork and credits. Your release is saved as a draft until you submit it for review."
      />
      {quota.data && <ReleaseQuotaNotice quota={quota.data} upsell={!isAdmin} />}
      {planLimit && (
        <Alert variant="warning">
          <Sparkles aria-hidden="true" />
          <AlertTitle>Monthly release limit reached</AlertTitle>
          <AlertDescription>
            <p>{planLimit}</p>
            {/* No plan is sold to staff. */}
            {!isAdmin && (
              <Button asChild size="sm" className="mt-2">
                <Link to={paths.dashboardPricing}>Upgrade</Link>
              </Button>
            )}
          </AlertDescription>
        </Alert>
      )}
      <ReleaseForm
        initial={initial}
        submitLabel="Create Release"
        onCancel={() => navigate(paths.dashboard)}
        onSubmit={async (values) => {
          try {
            await create.mutateAsync(values);
          } catch (err) {
            // the plan's limit is shown above the form; the mutation reads the quota again itself
            return handleSaveError(err, setRefused);
          }
          toast.success(RELEASE_CREATED);
          navigate(paths.myReleases);
        }}
      />
    </div>
  );
}
