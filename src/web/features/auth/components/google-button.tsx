import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { signInSocial } from '../../../lib/auth-actions.ts';

function GoogleMark() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className="size-4">
      <path fill="#4285F4" d="M22.5 12.3c0-.8-.1-1.5-.2-2.3H12v4.4h5.9a5 5 0 0 1-2.2 3.3v2.7h3.6c2-1.9 3.2-4.7 3.2-8.1z" />
      <path fill="#34A853" d="M12 23c3 0 5.5-1 7.3-2.7l-3.6-2.7c-1 .7-2.2 1-3.7 1-2.9 0-5.3-1.9-6.2-4.5H2.1v2.8A11 11 0 0 0 12 23z" />
      <path fill="#FBBC05" d="M5.8 14.1a6.6 6.6 0 0 1 0-4.2V7.1H2.1a11 11 0 0 0 0 9.8z" />
      <path fill="#EA4335" d="M12 5.4c1.6 0 3 .6 4.2 1.6l3.1-3.1A11 11 0 0 0 2.1 7.1l3.7 2.8C6.7 7.3 9.1 5.4 12 5.4z" />
    </svg>
  );
}

/**
 * Shown only when Google sign-in is configured (the auth page leaves it out otherwise).
 * `callbackURL`: the path of this site the browser comes back to, signed in.
 */
export function GoogleButton({ onError, callbackURL }: { onError: (message: string) => void; callbackURL: string }) {
  const [busy, setBusy] = useState(false);
  const onClick = async () => {
    setBusy(true);
    const { error } = await signInSocial({ provider: 'google', callbackURL });
    if (error) {
      onError(error.message ?? 'An unexpected error occurred');
      setBusy(false);
    }
  };
  return (
    <Button type="button" variant="outline" className="w-full" disabled={busy} onClick={onClick}>
      <GoogleMark />
      Continue with Google
    </Button>
  );
}
