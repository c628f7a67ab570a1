// /auth and /login: sign in and sign up on one screen with a toggle (SPEC section 2).
import { useEffect, useRef, useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { Link } from '../../../lib/links.tsx';
import { MailCheck } from 'lucide-react';
import { Alert, AlertDescription, AlertTitle } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { SIGN_UP_ALERT } from '../../../../domain/auth-texts.ts';
import { FullPageSpinner } from '../../../components/layout/full-page-spinner.tsx';
import { authState, useAuth, usePublicConfig } from '../../../lib/auth.ts';
import { paths } from '../../../lib/paths.ts';
import { safeRedirect } from '../../../lib/safe-redirect.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { GoogleButton } from '../components/google-button.tsx';
import { SignInForm } from '../components/sign-in-form.tsx';
import { SignUpForm } from '../components/sign-up-form.tsx';

/**
 * Where a signed-in visitor goes: the page they were sent here from when the app knows it, else
 * their home: the console for admins, the dashboard for artists. A return to the dashboard's root
 * (what the guard asks for when /dashboard was opened signed out) is a return home too; deeper
 * dashboard pages are kept.
 */
function landing(redirect: string | null, isKnownPath: (pathname: string) => boolean, isAdmin: boolean): string {
  const home = isAdmin ? paths.admin : paths.dashboard;
  const known = (pathname: string) => isKnownPath(pathname) || isDownload(pathname);
  const asked = safeRedirect(redirect, known, home, typeof window === 'undefined' ? 'http://localhost' : window.location.origin);
  return asked === paths.dashboard ? home : asked;
}

/**
 * A file the server sent a signed-out browser here for (a receipt, a statement's CSV, an export):
 * the browser itself fetches it again once signed in, as the router has no screen for it.
 */
const isDownload = (target: string) => target.startsWith('/api/') && !target.startsWith('/api/auth/');

/** Signed in with a download to return to: the browser opens it once, and the app goes home. */
function OpenDownload({ href, home }: { href: string; home: string }) {
  const navigate = useNavigate();
  const opened = useRef(false);
  useEffect(() => {
    if (opened.current) return;
    opened.current = true;
    navigate(home, { replace: true });
    window.location.assign(href);
  }, [href, home, navigate]);
  return <FullPageSpinner />;
}

/** `isKnownPath`: whether the app has a screen at a path (the router's word); sign-in returns only there. */
export function AuthPage({ isKnownPath = () => false }: { isKnownPath?: (pathname: string) => boolean }) {
  const { loading, user, isAdmin, roleLoading, refetchSession, signOut } = useAuth();
  const { googleEnabled } = usePublicConfig().data;
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [mode, setMode] = useState<'signin' | 'signup'>(params.get('mode') === 'signup' ? 'signup' : 'signin');
  const [error, setError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const redirect = params.get('redirect');
  const target = landing(redirect, isKnownPath, isAdmin);

  // Signed in: wait for the role, which decides where home is.
  if (loading || (user && roleLoading)) return <FullPageSpinner />;
  if (user && params.get('reason') === 'admin' && !isAdmin) {
    return (
      <AuthCard title="Admin access required" description={`You are signed in as ${user.email}, which does not have admin access.`}>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Button asChild className="flex-1">
            <Link to={paths.dashboard}>Go to Dashboard</Link>
          </Button>
          <Button variant="outline" className="flex-1" onClick={() => void signOut()}>
            Sign in with another account
          </Button>
        </div>
      </AuthCard>
    );
  }
  if (user && isDownload(target)) return <OpenDownload href={target} home={isAdmin ? paths.admin : paths.dashboard} />;
  if (user) return <Navigate to={target} replace />;

  const toggle = () => {
    setMode((m) => (m === 'signin' ? 'signup' : 'signin'));
    setError(null);
  };

  return (
    <AuthCard
      title={mode === 'signin' ? 'Welcome back' : 'Create your account'}
      description={mode === 'signin' ? 'Sign in to manage your releases and earnings.' : 'Start distributing your music for free.'}
    >
      <div className="space-y-4">
        {error && (
          <Alert variant="destructive">
            <AlertDescription>{error}</AlertDescription>
          </Alert>
        )}
        {params.get('reset') === 'done' && !error && (
          <Alert>
            <AlertDescription>Your password has been changed. Sign in with the new one.</AlertDescription>
          </Alert>
        )}
        {sentTo && mode === 'signin' && (
          <Alert role="status" variant="success">
            <MailCheck />
            <AlertTitle>{SIGN_UP_ALERT}</AlertTitle>
            <AlertDescription>We sent a confirmation link to {sentTo}. Open it to activate your account.</AlertDescription>
          </Alert>
        )}
        {mode === 'signin' ? (
          <SignInForm
            key={sentTo ?? 'signin'}
            defaultEmail={sentTo ?? undefined}
            redirectTo={target}
            onError={setError}
            onSignedIn={async () => {
              await refetchSession();
              if (isDownload(target)) return; // signed in, this page opens it (OpenDownload)
              navigate(landing(redirect, isKnownPath, !!authState().me?.isAdmin), { replace: true });
            }}
          />
        ) : (
          <SignUpForm
            callbackURL={redirect ? `${paths.auth}?redirect=${encodeURIComponent(redirect)}` : undefined}
            onError={setError}
            onSignedUp={(email) => {
              setSentTo(email);
              setMode('signin');
            }}
          />
        )}
        {googleEnabled && (
          <>
            <div className="relative py-2 text-center text-xs uppercase text-muted-foreground">
              <span className="relative z-10 bg-card px-2">or</span>
              <span className="absolute inset-x-0 top-1/2 border-t" aria-hidden="true" />
            </div>
            {/* Back here from Google, signed in: this page then sends the visitor home or where they were going. */}
            <GoogleButton
              onError={setError}
              callbackURL={redirect ? `${paths.auth}?redirect=${encodeURIComponent(redirect)}` : paths.auth}
            />
          </>
        )}
        <p className="pt-2 text-center text-sm text-muted-foreground">
          {mode === 'signin' ? "Don't have an account?" : 'Already have an account?'}{' '}
          <Button variant="link" className="h-auto p-0" onClick={toggle}>
            {mode === 'signin' ? 'Sign up' : 'Sign in'}
          </Button>
        </p>
      </div>
    </AuthCard>
  );
}
