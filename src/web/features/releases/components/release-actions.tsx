// Edit, Submit for review (blocked while anything stores check is missing or wrong: `onBlocked`
// then points the artist at the store checks, which say what to fix) and Delete (drafts,
// confirmed) of one release.
import { UPDATABLE_STATUSES } from '../../../../domain/release-updates.ts';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Link } from '../../../lib/links.tsx';
import { Pencil, Send, Trash2 } from 'lucide-react';
import { toast } from '../../../components/ui/toast.ts';
import type { ReleaseDto } from '../../../../domain/releases-dto.ts';
import { DELETE_RELEASE_CONFIRM } from '../../../../domain/releases-options.ts';
import { splitMessage } from '../../../../domain/releases-rules.ts';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { paths } from '../../../lib/paths.ts';
import { editReleasePath, useDeleteRelease, useSubmitRelease } from '../api/releases-api.ts';
import { runMutation } from '../../../lib/run-mutation.ts';

const SUBMIT_REFUSED_TOAST = 'release-submit-refused';

export function ReleaseActions({ release: r, onBlocked }: { release: ReleaseDto; onBlocked: () => void }) {
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  // Both refresh the release queries when they end, refused ones too (the server knows more: a
  // cover fetched only now, today's date), before these callbacks run.
  const submit = useSubmitRelease(r.id);
  const remove = useDeleteRelease(r.id);
  const submitNow = () => {
    toast.dismiss(SUBMIT_REFUSED_TOAST);
    runMutation(submit, undefined, {
      onSuccess: () => toast.success('Submitted for review', { description: 'We will check your release and let you know.' }),
      onError: (err) => {
        const { title, description } = splitMessage(err.message);
        // one at a time: a second refusal replaces the first, and trying again takes it away
        toast.error(title, { description, id: SUBMIT_REFUSED_TOAST });
        onBlocked();
      },
    });
  };
  const removeNow = () =>
    runMutation(remove, undefined, {
      onSuccess: () => {
        toast.success('Release deleted');
        navigate(paths.myReleases);
      },
      onError: (err) => toast.error('Error deleting release', { description: err.message }),
    });
  // A release in stores is changed through an update, reviewed before stores get it.
  if ((UPDATABLE_STATUSES as readonly string[]).includes(r.status))
    return (
      <Button asChild variant="outline">
        <Link to={editReleasePath(r.id)}>
          <Pencil /> Edit
        </Link>
      </Button>
    );
  if (!r.editable) return null;
  return (
    <>
      <Button asChild variant="outline">
        <Link to={editReleasePath(r.id)}>
          <Pencil /> Edit
        </Link>
      </Button>
      <Button
        disabled={submit.isPending}
        onClick={() => {
          if (r.missing.length || r.problems.length) return onBlocked();
          submitNow();
        }}
      >
        <Send /> Submit for review
      </Button>
      {r.status === 'draft' && (
        <ConfirmDialog
          open={confirming}
          onOpenChange={setConfirming}
          trigger={
            <Button variant="outline" className="text-destructive">
              <Trash2 /> Delete
            </Button>
          }
          title="Delete release"
          description={DELETE_RELEASE_CONFIRM}
          confirmLabel="Delete"
          destructive
          onConfirm={removeNow}
        />
      )}
    </>
  );
}
