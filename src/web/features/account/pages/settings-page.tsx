// /dashboard/settings: the display name and the default artist name, the email (changed once the
// new address is confirmed), the password, the signed-in sessions, and deleting the account.
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { CheckCircle2 } from 'lucide-react';
import { Alert, AlertDescription, AlertTitle } from '../../../components/ui/alert.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useAuth } from '../../../lib/auth.ts';
import { accountOptions } from '../api/account-api.ts';
import { DeleteAccount } from '../components/delete-account.tsx';
import { EmailForm } from '../components/email-form.tsx';
import { PasswordForm } from '../components/password-form.tsx';
import { ProfileForm } from '../components/profile-form.tsx';
import { SectionCard } from '../components/section-card.tsx';
import { SessionsList } from '../components/sessions-list.tsx';

const TITLE = 'Account settings';

export function SettingsPage() {
  const { profile, roleLoading, refetchSession } = useAuth();
  const account = useQuery(accountOptions());
  const [params] = useSearchParams();
  const emailChanged = params.get('email') === 'changed';

  useEffect(() => {
    // back from the confirmation link: the session now carries the new address
    if (emailChanged) void refetchSession();
  }, [emailChanged, refetchSession]);

  return (
    <div className="space-y-6">
      <PageHeader title={TITLE} description="Your names, how you sign in, where you are signed in, and leaving." />
      {emailChanged && (
        <Alert variant="success" role="status">
          <CheckCircle2 aria-hidden="true" />
          <AlertTitle>Email changed</AlertTitle>
          <AlertDescription>Your new address is confirmed. Use it the next time you sign in.</AlertDescription>
        </Alert>
      )}
      <div className="grid gap-6 xl:grid-cols-2">
        <SectionCard
          id="profile-title"
          title="Profile"
          description="How you appear in Tunelane and on new releases."
          className="xl:col-span-2"
        >
          {roleLoading || !profile ? <FormSkeleton rows={1} /> : <ProfileForm profile={profile} />}
        </SectionCard>
        {account.isError ? (
          <div className="xl:col-span-2">
            <LoadError title="Could not load your account" message={account.error.message} onRetry={() => void account.refetch()} />
          </div>
        ) : (
          <>
            <SectionCard id="email-title" title="Email" description="The address you sign in with and where we write to you.">
              {account.data ? (
                <EmailForm email={account.data.email} verified={account.data.emailVerified} hasPassword={account.data.hasPassword} />
              ) : (
                <FormSkeleton rows={1} />
              )}
            </SectionCard>
            <SectionCard id="password-title" title="Password" description="Change the password you sign in with.">
              {account.data ? <PasswordForm hasPassword={account.data.hasPassword} /> : <FormSkeleton rows={2} />}
            </SectionCard>
          </>
        )}
        <SectionCard
          id="sessions-title"
          title="Sessions"
          description="Browsers and devices signed in to your account."
          className="xl:col-span-2"
        >
          <SessionsList />
        </SectionCard>
        <SectionCard
          id="delete-title"
          title="Delete account"
          description="Close your account and remove your data."
          className="border-destructive/40 xl:col-span-2"
        >
          {account.data ? <DeleteAccount email={account.data.email} hasPassword={account.data.hasPassword} /> : <FormSkeleton rows={1} />}
        </SectionCard>
      </div>
    </div>
  );
}

function FormSkeleton({ rows }: { rows: number }) {
  return (
    <div className="space-y-4" aria-busy="true" aria-label="Loading">
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className="space-y-2">
          <Skeleton className="h-4 w-32" />
          <Skeleton className="h-9 w-full" />
        </div>
      ))}
      <Skeleton className="h-9 w-36" />
    </div>
  );
}
