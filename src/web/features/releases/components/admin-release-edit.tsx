// The console's correction of a release in stores for its artist (a typo, a missing contributor,
// a territory change they wrote in about): the artist's own release form, without uploads (files
// are the artist's), filled with the update waiting for review or else the release as stores have
// it. Saved, the change waits in the Versions card for approval like any update.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, Info } from 'lucide-react';
import { ADMIN_REVISION_SAVED } from '../../../../domain/release-updates.ts';
import type { AdminRevisionStartDto } from '../../../../domain/release-updates-dto.ts';
import type { AdminReleaseDto } from '../../../../domain/releases-admin-dto.ts';
import { QueryView, SkeletonBlocks } from '../../../components/ui/query-view.tsx';
import { Alert, AlertDescription } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { toast } from '../../../components/ui/toast.ts';
import { LEAVE_MESSAGE } from '../../../lib/leave-guard.ts';
import { adminRevisionStartOptions, useAdminReviseRelease } from '../api/release-versions-api.ts';
import { ReleaseForm } from './release-form.tsx';
import { handleSaveError } from './save-release.ts';

type Props = {
  release: AdminReleaseDto;
  /** Back to the review: `saved` when the change now waits there. */
  onDone: (saved: boolean) => void;
  onDirtyChange?: (dirty: boolean) => void;
};

function EditForm({ release, start: loaded, onDone, onDirtyChange }: Props & { start: AdminRevisionStartDto }) {
  // What the form started from, kept as it was: the save names it, so a change since is not overwritten.
  const [start] = useState(loaded);
  const save = useAdminReviseRelease(release.id);
  return (
    <div className="space-y-4">
      {start.fromPending && (
        <Alert role="status">
          <Info aria-hidden="true" />
          <AlertDescription>
            An update is waiting for review: the form starts from it, and saving replaces it with your version.
          </AlertDescription>
        </Alert>
      )}
      <ReleaseForm
        initial={start.values}
        initialFiles={start.files}
        uploads={false}
        submitLabel="Save update for review"
        onDirtyChange={onDirtyChange}
        onCancel={() => onDone(false)}
        onSubmit={async (values) => {
          try {
            await save.mutateAsync({ values, basedOn: start.basedOn });
          } catch (err) {
            return handleSaveError(err, () => undefined, 'Error saving the update');
          }
          toast.success(ADMIN_REVISION_SAVED);
          onDone(true);
        }}
      />
    </div>
  );
}

export function AdminReleaseEdit({ onDirtyChange, ...props }: Props) {
  const start = useQuery(adminRevisionStartOptions(props.release.id));
  const heading = useRef<HTMLHeadingElement>(null);
  const [dirty, setDirty] = useState(false);
  const changed = useCallback(
    (d: boolean) => {
      setDirty(d);
      onDirtyChange?.(d);
    },
    [onDirtyChange],
  );
  // The form replaces the review in the dialog: the dialog's top (the release, Back) in view, and the reader told where they are.
  useEffect(() => {
    heading.current?.closest('[role="dialog"]')?.scrollTo({ top: 0 });
    heading.current?.focus({ preventScroll: true });
  }, []);
  const { release: r } = props;
  return (
    <section aria-labelledby="admin-release-edit-title" className="space-y-4">
      <Button variant="ghost" size="sm" onClick={() => (!dirty || window.confirm(LEAVE_MESSAGE)) && props.onDone(false)}>
        <ArrowLeft aria-hidden="true" /> Back to the review
      </Button>
      <div className="space-y-1">
        <h3 id="admin-release-edit-title" ref={heading} tabIndex={-1} className="text-lg font-semibold outline-none">
          Edit release for {r.artistName}
        </h3>
        <p className="text-sm text-muted-foreground">
          Your change waits as an update for review, as the artist&apos;s would: stores keep the current version until it is approved. The
          UPC and ISRCs stay the same.
        </p>
      </div>
      <QueryView
        query={start}
        errorTitle="Could not load the release to edit"
        loading={
          <SkeletonBlocks
            label="Loading the release form"
            className="space-y-4"
            blocks={['h-10 w-full', 'h-72 w-full', 'h-48 w-full', 'h-48 w-full']}
          />
        }
      >
        {(s) => <EditForm {...props} onDirtyChange={changed} start={s} />}
      </QueryView>
    </section>
  );
}
