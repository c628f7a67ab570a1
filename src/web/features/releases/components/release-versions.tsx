// A release's versions, newest first: the change waiting for review (with the console's approve
// and reject), then each approved version (the live one marked) and rejected change, each with
// what every store received of it: the message's kind, its state and how many files it carried.
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { formatDate } from '../../../../domain/dates.ts';
import { DELIVERY_STATE_LABELS, type DeliveryState } from '../../../../domain/deliveries.ts';
import type { ReleaseVersionDto, VersionDeliveryDto } from '../../../../domain/release-updates.ts';
import { QueryView, SkeletonBlocks } from '../../../components/admin/query-view.tsx';
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

function Review({ releaseId, onReviewed }: { releaseId: string; onReviewed?: () => void }) {
  const review = useReviewRevision(releaseId);
  const [notes, setNotes] = useState('');
  const decide = (decision: 'approve' | 'reject') =>
    review.mutate(
      { decision, adminNotes: notes },
      {
        onSuccess: () => {
          toast.success(decision === 'approve' ? 'Update approved and sent to stores' : 'Update rejected');
          onReviewed?.();
        },
        onError: (err) => toast.error('Error reviewing update', { description: err.message }),
      },
    );
  return (
    <div className="space-y-2">
      <label className="text-sm font-medium" htmlFor={`revision-notes-${releaseId}`}>
        Notes for the artist
      </label>
      <Textarea id={`revision-notes-${releaseId}`} value={notes} onChange={(e) => setNotes(e.target.value)} rows={2} />
      <div className="flex flex-wrap gap-2">
        <Button disabled={review.isPending} onClick={() => decide('approve')}>
          Approve update
        </Button>
        <Button variant="outline" disabled={review.isPending} onClick={() => decide('reject')}>
          Reject update
        </Button>
      </div>
    </div>
  );
}

type VersionsProps = { releaseId: string; admin?: boolean; onReviewed?: () => void };

function Version({ v, releaseId, admin, onReviewed }: VersionsProps & { v: ReleaseVersionDto }) {
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
      {v.adminNotes && <p className="whitespace-pre-wrap">{v.adminNotes}</p>}
      {v.state === 'pending' && !admin && <p>Stores keep the current version until our team approves this update.</p>}
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

/** `admin`: the console's view, with the review of a waiting change (`onReviewed` once it is reviewed, the release refreshed). */
export function ReleaseVersions({ releaseId, admin = false, onReviewed }: VersionsProps) {
  const versions = useQuery(releaseVersionsOptions(releaseId, admin));
  return (
    <Card>
      <CardHeader>
        <CardTitle>Versions</CardTitle>
        <CardDescription>Each change is reviewed before stores get it, under the same UPC and ISRCs.</CardDescription>
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
