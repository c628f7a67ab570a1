// Withdraw a release that waits for review back to draft (confirmed), so it can be changed.
import { useState } from 'react';
import { Undo2 } from 'lucide-react';
import { toast } from '../../../components/ui/toast.ts';
import type { ReleaseDto } from '../../../../domain/releases-dto.ts';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { useWithdrawRelease } from '../api/use-withdraw-release.ts';
import { runMutation } from '../../../lib/run-mutation.ts';

export function WithdrawRelease({ release: r }: { release: Pick<ReleaseDto, 'id' | 'title'> }) {
  const [open, setOpen] = useState(false);
  const withdraw = useWithdrawRelease(r.id);
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button variant="outline" disabled={withdraw.isPending}>
          <Undo2 /> Withdraw to draft
        </Button>
      }
      title="Withdraw from review?"
      description={`“${r.title}” goes back to draft so you can change it. When it is ready, submit it for review again.`}
      cancelLabel="Keep in review"
      confirmLabel="Withdraw to draft"
      onConfirm={() =>
        runMutation(withdraw, undefined, {
          onSuccess: () => toast.success('Withdrawn to draft', { description: 'You can change the release and submit it again.' }),
          onError: (err) => toast.error('Could not withdraw the release', { description: err.message }),
        })
      }
    />
  );
}
