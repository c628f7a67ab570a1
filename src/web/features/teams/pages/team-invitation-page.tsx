// /team/invitation/:token: where a team invitation's mail leads (issue 26). Who invites the person
// into which account, in which role and what that role may do, and the address invited; then the
// answer (components/invitation-answer.tsx): accept signed in, or sign up or in and come back. A
// link that is not valid, used, expired or withdrawn says so.
import { useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { CircleX } from 'lucide-react';
import type { TeamInvitationDto } from '../../../../domain/teams-dto.ts';
import { ACCOUNT_ROLE_LABELS, MEMBER_ROLE_DESCRIPTIONS } from '../../../../domain/teams.ts';
import { Alert, AlertDescription, AlertTitle } from '../../../components/ui/alert.tsx';
import { Card, CardContent, CardDescription, CardHeader } from '../../../components/ui/card.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { SkeletonBlocks } from '../../../components/ui/query-view.tsx';
import { isRefusal } from '../../../lib/api-client.ts';
import { teamInvitationOptions } from '../api/teams-api.ts';
import { InvitationAnswer, InvitationStatus } from '../components/invitation-answer.tsx';

function Invitation({ token, invitation: inv }: { token: string; invitation: TeamInvitationDto }) {
  const role = ACCOUNT_ROLE_LABELS[inv.role];
  return (
    <>
      <CardHeader className="space-y-2">
        <h1 className="text-2xl font-semibold tracking-tight break-words">
          {inv.accountName} invited you as {role}
        </h1>
        <CardDescription>Work in {inv.accountName}’s account with your own login.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-5">
        <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-3 rounded-lg border p-4 text-sm">
          <dt className="text-muted-foreground">Account</dt>
          <dd className="text-right font-medium break-words">{inv.accountName}</dd>
          <dt className="text-muted-foreground">Your role</dt>
          <dd className="text-right">
            <span className="font-medium">{role}</span>
            <span className="block text-muted-foreground">{MEMBER_ROLE_DESCRIPTIONS[inv.role]}</span>
          </dd>
          <dt className="text-muted-foreground">Invited as</dt>
          <dd className="text-right break-all">{inv.email}</dd>
        </dl>
        {inv.status === 'open' ? <InvitationAnswer token={token} invitation={inv} /> : <InvitationStatus invitation={inv} />}
      </CardContent>
    </>
  );
}

/** A link the server does not know (mistyped, cut short, or made up): its words, and what to do. */
function InvalidLink({ message }: { message: string }) {
  return (
    <>
      <CardHeader>
        <h1 className="text-2xl font-semibold tracking-tight">This invitation link is not valid</h1>
      </CardHeader>
      <CardContent>
        <Alert variant="destructive">
          <CircleX aria-hidden="true" />
          <AlertTitle>The link cannot be opened</AlertTitle>
          <AlertDescription>{message}</AlertDescription>
        </Alert>
      </CardContent>
    </>
  );
}

export function TeamInvitationPage() {
  const { token = '' } = useParams();
  const query = useQuery(teamInvitationOptions(token));
  return (
    <main className="flex flex-1 items-start justify-center bg-gradient-to-b from-primary/5 to-background px-4 py-12 sm:items-center">
      <Card className="w-full max-w-lg">
        {query.isPending ? (
          <SkeletonBlocks label="Loading the invitation" className="space-y-4 p-6" blocks={['h-8 w-2/3', 'h-4 w-full', 'h-24 w-full']} />
        ) : query.isError ? (
          isRefusal(query.error) ? (
            <InvalidLink message={query.error.message} />
          ) : (
            <div className="px-6">
              <LoadError title="This invitation cannot be opened" message={query.error.message} onRetry={() => void query.refetch()} />
            </div>
          )
        ) : (
          <Invitation token={token} invitation={query.data} />
        )}
      </Card>
    </main>
  );
}
