// An account being deleted, in the console: its status ("Deletion requested on ... (removed on
// ...)") in place of Active, and Restore, which asks first and then cancels the deletion.
import { RotateCcw } from 'lucide-react';
import { formatDate, type DateStyle } from '../../../../domain/dates.ts';
import { DELETION_CANCELLED } from '../../../../domain/users-admin-texts.ts';
import type { AdminUserDto, UserDeletionDto } from '../../../../domain/users-admin-dto.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { toast } from '../../../components/ui/toast.ts';
import { useCancelDeletion } from '../api/users-api.ts';
import { runMutation } from '../../../lib/run-mutation.ts';

/** The status in words (as deletionStatus says it), wrapping between words but never inside a date. */
export function DeletionBadge({ deletion, style }: { deletion: UserDeletionDto; style?: DateStyle }) {
  const day = (iso: string) => <span className="whitespace-nowrap">{formatDate(iso, style)}</span>;
  return (
    <Badge variant="warning" className="block whitespace-normal text-left" data-testid="deletion-status">
      Deletion requested on {day(deletion.requestedAt)} (removed on {day(deletion.purgeAfter)})
    </Badge>
  );
}

export function RestoreDeletionButton({ u, size }: { u: AdminUserDto; size?: 'sm' }) {
  const restore = useCancelDeletion();
  const who = u.fullName ?? u.email;
  return (
    <ConfirmDialog
      trigger={
        <Button variant="outline" size={size} disabled={restore.isPending} aria-label={`Restore ${who}`}>
          <RotateCcw aria-hidden="true" /> Restore
        </Button>
      }
      title={`Restore ${who}?`}
      description="The deletion is cancelled: the account and its data are kept, and they can sign in again. Releases taken down when they asked stay drafts until they submit them again. We email them that the account is restored."
      confirmLabel="Restore account"
      onConfirm={() =>
        runMutation(
          restore,
          { id: u.id, version: u.version },
          {
            onSuccess: () => toast.success(DELETION_CANCELLED),
            onError: (err) => toast.error('Error', { description: err.message }),
          },
        )
      }
    />
  );
}
