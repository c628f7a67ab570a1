// What a team invitation's link offers below its details. Open: signed in, Accept Invitation (then
// the person acts in the account: the account cookie names it, and the dashboard opens with "You
// joined …"); signed out, sign up or sign in with the invited address and come back here. A
// refusal (another address, a link used or expired meanwhile) shows the server's words. Answered,
// expired or withdrawn: what that means. Acts only on a button, never on opening the link.
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { CheckCircle2, Clock, Undo2 } from 'lucide-react';
import { TRY_LATER } from '../../../../domain/errors.ts';
import type { TeamInvitationDto } from '../../../../domain/teams-dto.ts';
import { ACCOUNT_ROLE_LABELS, TEAM_MESSAGES } from '../../../../domain/teams.ts';
import { Alert, AlertDescription, AlertTitle } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { toast } from '../../../components/ui/toast.ts';
import { setAccountCookie } from '../../../lib/account-cookie.ts';
import { isRefusal } from '../../../lib/api-client.ts';
import { useAuth } from '../../../lib/auth.ts';
import { Link } from '../../../lib/links.tsx';
import { paths } from '../../../lib/paths.ts';
import { SignInToAccept } from '../../../components/layout/sign-in-to-accept.tsx';
import { acceptTeamInvitation, teamInvitationOptions } from '../api/teams-api.ts';

export function InvitationStatus({ invitation: inv }: { invitation: TeamInvitationDto }) {
  const { user } = useAuth();
  if (inv.status === 'accepted')
    return (
      <Alert variant="success" role="status">
        <CheckCircle2 aria-hidden="true" />
        <AlertTitle>Accepted</AlertTitle>
        <AlertDescription>
          <p>
            This invitation has been accepted. Choose {inv.accountName} under Account in your dashboard’s menu to work in its account.{' '}
            {user && <Link to={paths.dashboard}>Open your dashboard</Link>}
          </p>
        </AlertDescription>
      </Alert>
    );
  if (inv.status === 'expired')
    return (
      <Alert variant="warning" role="status">
        <Clock aria-hidden="true" />
        <AlertTitle>This invitation has expired</AlertTitle>
        <AlertDescription>{TEAM_MESSAGES.invitationExpired}</AlertDescription>
      </Alert>
    );
  return (
    <Alert variant="warning" role="status">
      <Undo2 aria-hidden="true" />
      <AlertTitle>This invitation was withdrawn</AlertTitle>
      <AlertDescription>
        {inv.accountName} withdrew it. Ask the account’s owner for a new one if you should be in the team.
      </AlertDescription>
    </Alert>
  );
}

export function InvitationAnswer({ token, invitation: inv }: { token: string; invitation: TeamInvitationDto }) {
  const { user, loading } = useAuth();
  const client = useQueryClient();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const accept = async () => {
    setBusy(true);
    setFailure(null);
    try {
      const { accountId } = await acceptTeamInvitation(token);
      if (accountId) setAccountCookie(accountId);
      // nothing loaded in the person's own account stays for the label's screens
      client.removeQueries({ type: 'inactive' });
      toast.success(`You joined ${inv.accountName}`, {
        description: `You work in its account as ${ACCOUNT_ROLE_LABELS[inv.role].toLowerCase()}. Switch accounts in the menu.`,
      });
      navigate(paths.dashboard);
    } catch (err) {
      setFailure(isRefusal(err) ? err.message : TRY_LATER);
      setBusy(false);
      void client.invalidateQueries({ queryKey: teamInvitationOptions(token).queryKey });
    }
  };
  return (
    <div className="space-y-3">
      {failure && (
        <Alert variant="destructive" role="alert">
          <AlertTitle>The invitation could not be accepted</AlertTitle>
          <AlertDescription>{failure}</AlertDescription>
        </Alert>
      )}
      {loading ? (
        <Spinner size="sm" />
      ) : user ? (
        <>
          <p className="text-sm break-words text-muted-foreground">Signed in as {user.email}.</p>
          <Button className="w-full" disabled={busy} onClick={() => void accept()}>
            {busy && <Spinner size="sm" />} Accept Invitation
          </Button>
        </>
      ) : (
        <>
          <p className="text-sm text-muted-foreground">Sign up or sign in with {inv.email} to accept, and you come back here.</p>
          <SignInToAccept here={`${paths.teamInvitation}/${token}`} />
        </>
      )}
    </div>
  );
}
