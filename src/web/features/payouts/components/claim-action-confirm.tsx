// The question before Approve, Reject or Mark Paid: what happens, the claim it happens to (the
// artist, the amount, the method and where the money goes) and the fields the action needs. It
// stays open while the change is sent and when it fails or a field is missing, so nothing typed
// is lost; it closes once the change is made.
import { useState, type FormEvent, type ReactNode } from 'react';
import { PAYMENT_METHOD_LABELS } from '../../../../domain/claim-texts.ts';
import type { AdminClaimDto } from '../../../../domain/claims-dto.ts';
import { formatDecimal } from '../../../../domain/money.ts';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '../../../components/ui/alert-dialog.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';

type Props = {
  /** The button that asks (rendered as is). */
  trigger: ReactNode;
  title: string;
  /** What the action does, in a sentence. */
  description: string;
  claim: AdminClaimDto;
  confirmLabel: string;
  destructive?: boolean;
  /** The action's fields, if it needs any. */
  children?: ReactNode;
  /** Checks the fields and makes the change; true when made (the question then closes). */
  onConfirm: () => Promise<boolean>;
  /** Told when the question opens or closes (e.g. to clear the fields). */
  onOpenChange?: (open: boolean) => void;
};

export function ClaimActionConfirm({
  trigger,
  title,
  description,
  claim,
  confirmLabel,
  destructive,
  children,
  onConfirm,
  onOpenChange,
}: Props) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const change = (next: boolean) => {
    if (busy) return;
    setOpen(next);
    onOpenChange?.(next);
  };
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    const done = await onConfirm().finally(() => setBusy(false));
    if (done) {
      setOpen(false);
      onOpenChange?.(false);
    }
  };
  return (
    <AlertDialog open={open} onOpenChange={change}>
      <AlertDialogTrigger asChild>{trigger}</AlertDialogTrigger>
      <AlertDialogContent>
        <form onSubmit={(e) => void submit(e)} noValidate className="grid min-w-0 grid-cols-[minmax(0,1fr)] gap-4">
          <AlertDialogHeader>
            <AlertDialogTitle>{title}</AlertDialogTitle>
            <AlertDialogDescription>{description}</AlertDialogDescription>
          </AlertDialogHeader>
          <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 rounded-lg border bg-muted/40 p-3 text-sm">
            <dt className="text-muted-foreground">Artist</dt>
            <dd className="break-words">{claim.user.name || claim.user.email}</dd>
            <dt className="text-muted-foreground">Amount</dt>
            <dd className="font-semibold tabular-nums">{formatDecimal(claim.amount)}</dd>
            <dt className="text-muted-foreground">Method</dt>
            <dd className="break-words">
              {PAYMENT_METHOD_LABELS[claim.paymentMethod]} · {claim.paymentSummary}
            </dd>
          </dl>
          {children}
          <AlertDialogFooter>
            <AlertDialogCancel disabled={busy}>Cancel</AlertDialogCancel>
            <Button type="submit" variant={destructive ? 'destructive' : 'default'} disabled={busy}>
              {busy && <Spinner size="sm" />} {confirmLabel}
            </Button>
          </AlertDialogFooter>
        </form>
      </AlertDialogContent>
    </AlertDialog>
  );
}
