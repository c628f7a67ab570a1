// A release's versions, newest first: the change waiting for review (with the console's approve
// and reject), then each approved version (the live one marked) and rejected change, each with who
// wrote it (the artist, or an admin for them: "our team" to the artist) and what every store
// received of it: the message's kind, its state and how many files it carried. The console's card
// offers Edit release, an admin's correction for the artist.
import { useState } from 'react';
import { PencilLine } from 'lucide-react';
import { useQuery } from '@tanstack/react-query';
import { formatDate } from '../../../../domain/dates.ts';
import { DELIVERY_STATE_LABELS, type DeliveryState } from '../../../../domain/deliveries.ts';
import type { ReleaseVersionDto, VersionAuthorDto, VersionDeliveryDto } from '../../../../domain/release-updates-dto.ts';
import { QueryView, SkeletonBlocks } from '../../../components/ui/query-view.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { toast } from '../../../components/ui/toast.ts';
import { releaseVersionsOptions, useReviewRevision } from '../api/release-versions-api.ts';

const KIND_LABELS: Record<VersionDeliveryDto['kind'], string> = { new: 'Release', update: 'Update', takedown: 'Takedown' };
const STATE_LABELS: Record<ReleaseVersionDto['state'], string> = {
  live: 'Live',
  approved: 'Replaced',
  pending: 'Waiting for review',
  rejected: 'Rejected',
};

const filesText = (n: number) => (n === 0 ? 'no files' : n === 1 ? '1 file' : `${n} files`);

/** Who wrote a change, as the console says it, or as the artist reads it. */
function authorText(by: VersionAuthorDto, admin: boolean): string {
  if (by.by === 'artist') return admin ? 'Edited by the artist' : 'Edited by you';
  if (!admin) return 'Edited by our team';
  return by.name ? `Edited by ${by.name} (admin)` : 'Edited by an admin';
}

function Review({ releaseId, onReviewed }: { releaseId: string; onReviewed?: () => void }) {
  const review = useReviewRevision(releaseId);
  const [notes, setNotes] = useState('');
  // Awaited rather than mutate's callbacks: the reviewed update leaves the list (this form with it)
  // as the versions refresh, and a callback of an unmounted form would never run.
  const decide = async (decision: 'approve' | 'reject') => {
    try {
      await review.mutateAsync({ decision, adminNotes: notes });
    } catch (err) {
      toast.error('Error reviewing update', { description: err instanceof Error ? err.message : String(err) });
      return;
    }
    toast.success(decision === 'approve' ? 'Update approved and sent to stores' : 'Update rejected');
    onReviewed?.();
  };
  return (
    <div className="space-y-2">
      <label className="text-sm font-medium" htmlFor={`revision-notes-${releaseId}`}>
        Notes for the artist
      </label>
      <Textarea id={`revision-notes-${releaseId}`} value={notes} onChange={(e) => setNotes(e.target.value)} rows={2} />
      <div className="flex flex-wrap gap-2">
        <Button disabled={review.isPending} onClick={() => void decide('approve')}>
          Approve update
        </Button>
        <Button variant="outline" disabled={review.isPending} onClick={() => void decide('reject')}>
          Reject update
        </Button>
      </div>
    </div>
  );
}

type VersionsProps = { releaseId: string; admin?: boolean; onReviewed?: () => void };

function Version({ v, releaseId, admin = false, onReviewed }: VersionsProps & { v: ReleaseVersionDto }) {
  const byTeam = v.editedBy?.by === 'admin';
  return (
    <li className="space-y-2 border-l-2 border-primary/40 pl-3 text-sm">
      <div className="flex flex-wrap items-center gap-2">
        <p className="font-medium">{v.version === null ? 'Update' : `Version ${v.version}`}</p>
        <Badge variant={v.state === 'live' ? 'default' : 'secondary'}>{STATE_LABELS[v.state]}</Badge>
      </div>
      <p className="text-muted-foreground">
        {v.reviewedAt
          ? `${v.state === 'rejected' ? 'Rejected' : 'Approved'} ${formatDate(v.reviewedAt, 'dateTime')}`
          : `Saved ${formatDate(v.createdAt, 'dateTime')}`}
      </p>
      {v.editedBy && <p className="text-muted-foreground">{authorText(v.editedBy, admin)}</p>}
      {v.adminNotes && <p className="whitespace-pre-wrap">{v.adminNotes}</p>}
      {v.state === 'pending' && !admin && byTeam && (
        <p>Our team corrected your release for you. Stores keep the current version until this update is approved.</p>
      )}
      {v.state === 'pending' && !admin && !byTeam && <p>Stores keep the current version until our team approves this update.</p>}
      {v.state === 'live' && !admin && byTeam && <p>Our team corrected your release for you: stores have this version.</p>}
      {v.state === 'pending' && admin && <Review releaseId={releaseId} onReviewed={onReviewed} />}
      {v.deliveries.length > 0 && (
        <ul className="space-y-1" aria-label={`What stores received of ${v.version === null ? 'the update' : `version ${v.version}`}`}>
          {v.deliveries.map((d) => (
            <li key={d.id} className="flex flex-wrap justify-between gap-x-3 rounded-md bg-muted/50 px-2 py-1">
              <span className="font-medium">{d.storeName}</span>
              <span className="text-muted-foreground">
                {KIND_LABELS[d.kind]} · {DELIVERY_STATE_LABELS[d.state as DeliveryState] ?? d.state} · {filesText(d.filesSent)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}

/**
 * `admin`: the console's view, with the review of a waiting change (`onReviewed` once it is
 * reviewed, the release refreshed) and, given `onEdit`, Edit release.
 */
export function ReleaseVersions({ releaseId, admin = false, onReviewed, onEdit }: VersionsProps & { onEdit?: () => void }) {
  const versions = useQuery(releaseVersionsOptions(releaseId, admin));
  return (
    <Card>
      <CardHeader>
        <CardTitle>Versions</CardTitle>
        <CardDescription>Each change is reviewed before stores get it, under the same UPC and ISRCs.</CardDescription>
        {onEdit && (
          <div className="pt-1">
            <Button variant="outline" size="sm" onClick={onEdit}>
              <PencilLine aria-hidden="true" /> Edit release
            </Button>
          </div>
        )}
      </CardHeader>
      <CardContent>
        <QueryView
          query={versions}
          errorTitle="Could not load the versions"
          loading={<SkeletonBlocks label="Loading the versions" className="space-y-3" blocks={['h-16 w-full', 'h-16 w-full']} />}
        >
          {(list) =>
            list.length ? (
              <ol className="space-y-4" aria-label="Versions">
                {list.map((v) => (
                  <Version key={v.revisionId ?? 'first'} v={v} releaseId={releaseId} admin={admin} onReviewed={onReviewed} />
                ))}
              </ol>
            ) : (
              <p className="text-sm text-muted-foreground">No version has gone to stores yet.</p>
            )
          }
        </QueryView>
      </CardContent>
    </Card>
  );
}
