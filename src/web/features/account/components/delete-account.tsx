// Leaving: what deleting the account does, said before the button; the dialog that asks for the
// email typed out (and the password, when the account has one); then the browser goes to
// /signout, told the account is being deleted.
import { Suspense, useState } from 'react';
import { Trash2 } from 'lucide-react';
import { DELETION_CONSEQUENCES } from '../../../../domain/account-texts.ts';
import { Button } from '../../../components/ui/button.tsx';
import { lazyPage } from '../../../lib/lazy-page.tsx';

// The dialog (and Radix's with it) loads when it is first opened.
const DeleteAccountDialog = lazyPage(() => import('./delete-account-dialog.tsx').then((m) => m.DeleteAccountDialog));

export function DeleteAccount({ email, hasPassword }: { email: string; hasPassword: boolean }) {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  return (
    <div className="space-y-4">
      <ul className="list-disc space-y-1.5 pl-5 text-sm text-muted-foreground" data-testid="deletion-consequences">
        {DELETION_CONSEQUENCES.map((c) => (
          <li key={c}>{c}</li>
        ))}
      </ul>
      <Button
        variant="destructive"
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
      >
        <Trash2 aria-hidden="true" /> Delete account
      </Button>
      {used && (
        <Suspense fallback={null}>
          <DeleteAccountDialog open={open} onOpenChange={setOpen} email={email} hasPassword={hasPassword} />
        </Suspense>
      )}
    </div>
  );
}
