// The reviewer's controls: the status dropdown with quick Approve and Reject (Reject takes the
// notes, which it requires), the notes saved with any change, and Delete with the spec's
// confirmation. A change by another admin since this one opened the release is shown, and the
// save names the version reviewed, so it cannot overwrite that change unseen.
import { useState } from 'react';
import { Check, RefreshCw, Save, Trash2, X } from 'lucide-react';
import { RELEASE_DELETED, REJECT_NEEDS_NOTES, releaseStatusUpdatedMessage } from '../../../../domain/releases-admin-options.ts';
import type { AdminReleaseDto } from '../../../../domain/releases-admin-dto.ts';
import {
  DELETE_RELEASE_CONFIRM,
  RELEASE_STATUSES,
  RELEASE_STATUS_LABELS,
  type ReleaseStatus,
} from '../../../../domain/releases-options.ts';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { Alert, AlertDescription, AlertTitle } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { OptionSelect } from '../../../components/ui/option-select.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { toast } from '../../../components/ui/toast.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useAdminDeleteRelease, useReviewRelease } from '../api/admin-releases-api.ts';
import { runMutation } from '../../../lib/run-mutation.ts';

const statusOptions = RELEASE_STATUSES.map((s) => ({ value: s, label: RELEASE_STATUS_LABELS[s] }));

export function AdminReviewForm({ latest, onDeleted }: { latest: AdminReleaseDto; onDeleted: () => void }) {
  const [base, setBase] = useState(latest);
  const [status, setStatus] = useState<ReleaseStatus>(latest.status);
  const [notes, setNotes] = useState(latest.adminNotes ?? '');
  const [notesError, setNotesError] = useState<string | null>(null);
  const review = useReviewRelease();
  const remove = useAdminDeleteRelease();
  const changedElsewhere = latest.version !== base.version && !review.isPending;

  const reload = () => {
    setBase(latest);
    setStatus(latest.status);
    setNotes(latest.adminNotes ?? '');
    setNotesError(null);
  };
  const fail = (err: Error) => {
    toast.error('Error', { description: err.message });
    if (err instanceof ApiError && err.code === 'NOT_FOUND') onDeleted();
  };
  const save = (next: ReleaseStatus) => {
    if (next === 'rejected' && !notes.trim()) {
      setNotesError(REJECT_NEEDS_NOTES);
      return;
    }
    setNotesError(null);
    runMutation(
      review,
      { id: base.id, status: next, adminNotes: notes, version: base.version },
      {
        onSuccess: (r) => {
          setBase(r);
          setStatus(r.status);
          setNotes(r.adminNotes ?? '');
          toast.success(r.status !== base.status ? releaseStatusUpdatedMessage(r.status) : 'Notes saved');
        },
        onError: fail,
      },
    );
  };

  return (
    <div className="space-y-4">
      {changedElsewhere && <ChangedElsewhere latest={latest} onReload={reload} />}
      <div className="grid gap-3 sm:grid-cols-[12rem_1fr]">
        <div className="space-y-1.5">
          <Label htmlFor="review-status">Status</Label>
          <OptionSelect
            id="review-status"
            value={status}
            options={statusOptions}
            onChange={(v) => setStatus(v as ReleaseStatus)}
            disabled={review.isPending}
          />
        </div>
        <NotesField notes={notes} onChange={setNotes} error={notesError} />
      </div>
      <div className="flex flex-wrap gap-2">
        <Button
          onClick={() => save('approved')}
          disabled={review.isPending}
          className="bg-success text-success-foreground hover:bg-success/90"
        >
          <Check aria-hidden="true" /> Approve
        </Button>
        <Button variant="destructive" onClick={() => save('rejected')} disabled={review.isPending}>
          <X aria-hidden="true" /> Reject
        </Button>
        <Button variant="outline" onClick={() => save(status)} disabled={review.isPending}>
          <Save aria-hidden="true" /> Save
        </Button>
        <ConfirmDialog
          trigger={
            <Button variant="ghost" className="text-destructive sm:ml-auto" disabled={remove.isPending}>
              <Trash2 aria-hidden="true" /> Delete
            </Button>
          }
          title="Delete release"
          description={DELETE_RELEASE_CONFIRM}
          confirmLabel="Delete"
          destructive
          onConfirm={() =>
            runMutation(remove, base.id, {
              onSuccess: () => {
                toast.success(RELEASE_DELETED);
                onDeleted();
              },
              onError: fail,
            })
          }
        />
      </div>
    </div>
  );
}

/** Another admin moved the release since this form was filled: what it is now, and a way to start from it. */
function ChangedElsewhere({ latest, onReload }: { latest: AdminReleaseDto; onReload: () => void }) {
  return (
    <Alert variant="warning">
      <RefreshCw aria-hidden="true" />
      <AlertTitle>Changed by someone else since you opened it</AlertTitle>
      <AlertDescription className="flex flex-wrap items-center gap-3">
        <span>
          Now {RELEASE_STATUS_LABELS[latest.status]}
          {latest.adminNotes ? `, with notes: “${latest.adminNotes}”` : ''}.
        </span>
        <Button size="sm" variant="outline" onClick={onReload}>
          Load the latest
        </Button>
      </AlertDescription>
    </Alert>
  );
}

/** The admin's notes: what the artist is told, required for a rejection. */
function NotesField({ notes, onChange, error }: { notes: string; onChange: (notes: string) => void; error: string | null }) {
  return (
    <div className="space-y-1.5">
      <Label htmlFor="review-notes">Admin notes</Label>
      <Textarea
        id="review-notes"
        value={notes}
        onChange={(e) => onChange(e.target.value)}
        rows={3}
        placeholder="What the artist should know: required for a rejection"
        aria-invalid={!!error}
        aria-describedby={error ? 'review-notes-error' : undefined}
      />
      {error && (
        <p id="review-notes-error" className="text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
