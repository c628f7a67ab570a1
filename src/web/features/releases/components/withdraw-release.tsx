// Withdraw a release that waits for review back to draft (confirmed), so it can be changed.
import { useState } from 'react';
import { Undo2 } from 'lucide-react';
import { toast } from '../../../components/ui/toast.ts';
import type { ReleaseDto } from '../../../../domain/releases-dto.ts';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '../../../components/ui/alert-dialog.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { useWithdrawRelease } from '../api/use-withdraw-release.ts';

export function WithdrawRelease({ release: r }: { release: Pick<ReleaseDto, 'id' | 'title'> }) {
  const [open, setOpen] = useState(false);
  const withdraw = useWithdrawRelease(r.id);
  return (
    <AlertDialog open={open} onOpenChange={setOpen}>
      <AlertDialogTrigger asChild>
        <Button variant="outline" disabled={withdraw.isPending}>
          <Undo2 /> Withdraw to draft
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Withdraw from review?</AlertDialogTitle>
          <AlertDialogDescription>
            “{r.title}” goes back to draft so you can change it. When it is ready, submit it for review again.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Keep in review</AlertDialogCancel>
          <AlertDialogAction
            onClick={() =>
              withdraw.mutate(undefined, {
                onSuccess: () => toast.success('Withdrawn to draft', { description: 'You can change the release and submit it again.' }),
                onError: (err) => toast.error('Could not withdraw the release', { description: err.message }),
              })
            }
          >
            Withdraw to draft
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
