// /splits/invitation/:token: where a split's invitation mail leads. Shows who shares what with the
// payee and what is credited to them so far; signed in, they accept (the money is then theirs to
// claim) or decline; signed out, they sign in or sign up with the invited address and come back
// here, or decline without an account. Acts only on a button, never on opening the link.
import { useState } from 'react';
import { useParams } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { CheckCircle2 } from 'lucide-react';
import { formatDecimal } from '../../../../domain/money.ts';
import { loweredText } from '../../../../domain/splits.ts';
import type { SplitInvitationDto } from '../../../../domain/splits-dto.ts';
import { Alert, AlertDescription, AlertTitle } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader } from '../../../components/ui/card.tsx';
import { QueryView, SkeletonBlocks } from '../../../components/ui/query-view.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useAuth } from '../../../lib/auth.ts';
import { SignInToAccept } from '../../../components/layout/sign-in-to-accept.tsx';
import { Link } from '../../../lib/links.tsx';
import { paths } from '../../../lib/paths.ts';
import { acceptInvitation, answerChange, declineInvitation, getInvitation, invitationStatementHref } from '../api/splits-api.ts';
import { repaidFirst, StatementLinks } from '../components/split-figures.tsx';
import { formatDate } from '../../../../domain/dates.ts';

export function SplitInvitationPage() {
  const { token = '' } = useParams();
  const query = useQuery({ queryKey: ['split-invitation', token], queryFn: ({ signal }) => getInvitation(token, signal), retry: false });
  return (
    <main className="flex flex-1 items-start justify-center bg-gradient-to-b from-primary/5 to-background px-4 py-12 sm:items-center">
      <Card className="w-full max-w-lg">
        <QueryView
          query={query}
          errorTitle="This invitation cannot be opened"
          loading={
            <SkeletonBlocks label="Loading the invitation" className="space-y-4 p-6" blocks={['h-8 w-2/3', 'h-4 w-full', 'h-24 w-full']} />
          }
        >
          {(inv) => <Invitation token={token} invitation={inv} />}
        </QueryView>
      </Card>
    </main>
  );
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const what = (i: SplitInvitationDto) => (i.trackTitle ? `“${i.trackTitle}” from “${i.releaseTitle}”` : `“${i.releaseTitle}”`);

function Invitation({ token, invitation: inv }: { token: string; invitation: SplitInvitationDto }) {
  const client = useQueryClient();
  const [busy, setBusy] = useState<Action | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [agreed, setAgreed] = useState(false);
  const here = `${paths.splitInvitation}/${token}`;
  const act = async (kind: Action) => {
    setBusy(kind);
    setFailure(null);
    try {
      const next = await (kind === 'accept'
        ? acceptInvitation(token)
        : kind === 'decline'
          ? declineInvitation(token)
          : answerChange(token, kind));
      client.setQueryData(['split-invitation', token], next);
      if (kind === 'agreed') setAgreed(true);
      await client.invalidateQueries({ queryKey: ['earnings'] });
    } catch (err) {
      setFailure(err instanceof ApiError ? err.message : 'Please try again later.');
    } finally {
      setBusy(null);
    }
  };
  const recoup = inv.recoup !== '0.00';
  return (
    <>
      <CardHeader className="space-y-2">
        <h1 className="text-2xl font-semibold tracking-tight">{inv.ownerName} shares their earnings with you</h1>
        <CardDescription>
          {inv.name}, you are a payee of the revenue split of {what(inv)}.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-5">
        <dl className="grid grid-cols-2 gap-3 rounded-lg border p-4 text-sm">
          <dt className="text-muted-foreground">Your share</dt>
          <dd className="text-right font-medium tabular-nums">{inv.share} %</dd>
          {recoup && (
            <>
              <dt className="text-muted-foreground">Repaid to you first</dt>
              <dd className="text-right font-medium tabular-nums">{repaidFirst(inv)} repaid</dd>
            </>
          )}
          <dt className="text-muted-foreground">Credited to you so far</dt>
          <dd className="text-right font-semibold tabular-nums">{formatDecimal(inv.earned)}</dd>
          <dt className="text-muted-foreground">Invited as</dt>
          <dd className="text-right break-all">{inv.email}</dd>
        </dl>
        {inv.earned !== '0.00' && (
          <div className="flex flex-wrap items-center gap-2">
            <span className="mr-auto text-sm text-muted-foreground">
              {inv.status === 'invited' ? 'Held for you until you accept, month by month:' : 'Month by month:'}
            </span>
            <StatementLinks label="Download statement" variant="outline" size="sm" href={invitationStatementHref(token)} />
          </div>
        )}
        {inv.status === 'accepted' && (
          <Alert variant="success" role="status">
            <CheckCircle2 aria-hidden="true" />
            <AlertTitle>Accepted</AlertTitle>
            <AlertDescription>
              <p>
                What is credited to you is in your balance, to claim like any earnings. <Link to={paths.revenue}>See your revenue</Link>
              </p>
            </AlertDescription>
          </Alert>
        )}
        {inv.status === 'declined' && (
          <Alert role="status">
            <AlertTitle>Declined</AlertTitle>
            <AlertDescription>Nothing more is credited to you from this split; {inv.ownerName} has been told.</AlertDescription>
          </Alert>
        )}
        {failure && (
          <Alert variant="destructive" role="alert">
            <AlertTitle>That did not work</AlertTitle>
            <AlertDescription>{failure}</AlertDescription>
          </Alert>
        )}
        {agreed && !inv.change && (
          <Alert variant="success" role="status">
            <CheckCircle2 aria-hidden="true" />
            <AlertTitle>You agreed</AlertTitle>
            <AlertDescription>Your new share is in force for the earnings booked from now on.</AlertDescription>
          </Alert>
        )}
        {inv.change && <Change ownerName={inv.ownerName} change={inv.change} busy={busy} act={act} />}
        {inv.status === 'invited' && <Answer here={here} busy={busy} act={act} />}
      </CardContent>
    </>
  );
}

type Action = 'accept' | 'decline' | 'agreed' | 'objected';
type AnswerProps = { here: string; busy: Action | null; act: (kind: Action) => Promise<void> };

type ChangeProps = {
  ownerName: string;
  change: NonNullable<SplitInvitationDto['change']>;
  busy: Action | null;
  act: (kind: Action) => Promise<void>;
};

/** A change that lowers the payee's share or amount repaid first, waiting for their answer: agree (in force at once) or object (it stops); no account needed. */
function Change({ ownerName, change: c, busy, act }: ChangeProps) {
  const when = formatDate(c.until.slice(0, 10), 'long');
  return (
    <Alert variant={c.answer === 'objected' ? 'destructive' : 'default'} role="status">
      <AlertTitle>{ownerName} asks to change your part of the split</AlertTitle>
      <AlertDescription className="space-y-3">
        {c.answer === null ? (
          <>
            <p>
              {capitalised(loweredText(c))}. It applies to the earnings booked after it takes effect, on {when} unless you object first.
              Nothing already credited moves.
            </p>
            <div className="flex flex-col gap-2 sm:flex-row">
              <Button variant="outline" disabled={busy !== null} onClick={() => void act('agreed')}>
                {busy === 'agreed' && <Spinner size="sm" />} Agree
              </Button>
              <Button variant="destructive" disabled={busy !== null} onClick={() => void act('objected')}>
                {busy === 'objected' && <Spinner size="sm" />} Object
              </Button>
            </div>
          </>
        ) : (
          <p>
            {c.answer === 'agreed'
              ? 'You agreed. It takes effect once everyone it concerns has answered.'
              : `You objected: the split stays as it was, and ${ownerName} has been told.`}
          </p>
        )}
      </AlertDescription>
    </Alert>
  );
}

/** Accept (signed in; else sign up or sign in and come back) or decline (no account needed). */
function Answer({ here, busy, act }: AnswerProps) {
  const { user, loading } = useAuth();
  const decline = (
    <Button variant={user ? 'outline' : 'ghost'} disabled={busy !== null} onClick={() => void act('decline')}>
      {busy === 'decline' && <Spinner size="sm" />} Decline
    </Button>
  );
  return (
    <div className="space-y-3">
      <p className="text-sm text-muted-foreground">
        You are credited from the next earnings booked, with or without an account. Accept to claim your money like any balance.
      </p>
      {loading ? (
        <Spinner size="sm" />
      ) : user ? (
        <div className="flex flex-col gap-2 sm:flex-row">
          <Button className="sm:flex-1" disabled={busy !== null} onClick={() => void act('accept')}>
            {busy === 'accept' && <Spinner size="sm" />} Accept as {user.email}
          </Button>
          {decline}
        </div>
      ) : (
        <SignInToAccept here={here}>{decline}</SignInToAccept>
      )}
    </div>
  );
}
