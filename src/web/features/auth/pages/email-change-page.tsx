// /email-change: where the two mails of a change of address lead. `?confirm=` (sent to the new
// address) makes the change; `?undo=` (sent to the old one) puts the old address back, signs out
// every session and stops the password, which whoever made the change knew. Each acts only on
// its button, never on opening: mail scanners that open links change nothing.
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Link } from '../../../lib/links.tsx';
import { CheckCircle2 } from 'lucide-react';
import { EMAIL_UNDO_DAYS } from '../../../../domain/account-texts.ts';
import { Alert, AlertDescription, AlertTitle } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { paths } from '../../../lib/paths.ts';
import { confirmEmailChange, undoEmailChange } from '../api/email-link-api.ts';
import { AuthCard } from '../components/auth-card.tsx';

type State = { kind: 'idle' } | { kind: 'busy' } | { kind: 'failed'; message: string } | { kind: 'done'; email: string };

function useAction(run: () => Promise<string | null>) {
  const [state, setState] = useState<State>({ kind: 'idle' });
  const act = async () => {
    setState({ kind: 'busy' });
    try {
      const email = await run();
      if (email) setState({ kind: 'done', email });
    } catch (err) {
      setState({ kind: 'failed', message: err instanceof Error ? err.message : 'Please try again later.' });
    }
  };
  return { state, act };
}

function Failed({ message }: { message: string }) {
  return (
    <Alert variant="destructive">
      <AlertTitle>That did not work</AlertTitle>
      <AlertDescription>{message}</AlertDescription>
    </Alert>
  );
}

function ConfirmNewEmail({ token }: { token: string }) {
  const navigate = useNavigate();
  const { state, act } = useAction(async () => {
    const { email, signedIn } = await confirmEmailChange(token);
    if (!signedIn) return email;
    navigate(`${paths.settings}?email=changed`, { replace: true });
    return null;
  });
  if (state.kind === 'done')
    return (
      <AuthCard title="Email changed">
        <div className="space-y-4">
          <Alert variant="success" role="status">
            <CheckCircle2 aria-hidden="true" />
            <AlertTitle>Email changed</AlertTitle>
            <AlertDescription>
              <p>
                Your new address is confirmed. Use <strong className="break-all">{state.email}</strong> the next time you sign in.
              </p>
            </AlertDescription>
          </Alert>
          <Button asChild className="w-full">
            <Link to={paths.auth}>Sign in</Link>
          </Button>
        </div>
      </AuthCard>
    );
  return (
    <AuthCard title="Confirm your new email" description="Your account signs in with this address from now on.">
      <div className="space-y-4">
        {state.kind === 'failed' && <Failed message={state.message} />}
        <p className="text-sm text-muted-foreground">Every other browser signed in to your account is signed out when you confirm.</p>
        <Button className="w-full" onClick={() => void act()} disabled={state.kind === 'busy'}>
          {state.kind === 'busy' && <Spinner size="sm" label="Confirming" />} Confirm my new email
        </Button>
      </div>
    </AuthCard>
  );
}

function UndoEmailChange({ token }: { token: string }) {
  const { state, act } = useAction(async () => (await undoEmailChange(token)).email);
  if (state.kind === 'done')
    return (
      <AuthCard title="Email restored">
        <div className="space-y-4">
          <Alert variant="success" role="status">
            <CheckCircle2 aria-hidden="true" />
            <AlertTitle>Your address is back</AlertTitle>
            <AlertDescription>
              <p>
                Your account signs in with <strong className="break-all">{state.email}</strong> again, and every session is signed out.
                Choose a new password now: we send the link to this address.
              </p>
            </AlertDescription>
          </Alert>
          <Button asChild className="w-full">
            <Link to={paths.forgotPassword}>Choose a new password</Link>
          </Button>
        </div>
      </AuthCard>
    );
  return (
    <AuthCard title="Undo the email change" description="Put back the address your account had before.">
      <div className="space-y-4">
        {state.kind === 'failed' && <Failed message={state.message} />}
        <ul className="list-disc space-y-1 pl-5 text-sm text-muted-foreground">
          <li>Your account signs in again with the address this link was sent to.</li>
          <li>Every session is signed out, including whoever made the change.</li>
          <li>Your password stops working: you choose a new one with a link sent to your address.</li>
        </ul>
        <p className="text-sm text-muted-foreground">This link works for {EMAIL_UNDO_DAYS} days after the change was asked for.</p>
        <Button variant="destructive" className="w-full" onClick={() => void act()} disabled={state.kind === 'busy'}>
          {state.kind === 'busy' && <Spinner size="sm" label="Restoring" />} Restore my email
        </Button>
      </div>
    </AuthCard>
  );
}

export function EmailChangePage() {
  const [params] = useSearchParams();
  const confirm = params.get('confirm');
  const undo = params.get('undo');
  if (confirm) return <ConfirmNewEmail token={confirm} />;
  if (undo) return <UndoEmailChange token={undo} />;
  return (
    <AuthCard title="Change of email">
      <Alert variant="destructive">
        <AlertDescription>This link is incomplete. Please open it again from the email we sent you.</AlertDescription>
      </Alert>
    </AuthCard>
  );
}
