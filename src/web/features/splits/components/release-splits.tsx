// The release page's "Revenue split" card: who shares the release's net earnings (and each
// track's with a split of its own), each payee's share, what is repaid to them first and how much
// of it is repaid, what was credited to them, and whether they accepted; the owner keeps the rest.
// The editor (split-editor.tsx) is loaded when opened.
import { Suspense, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Clock, Split } from 'lucide-react';
import { Alert, AlertDescription, AlertTitle } from '../../../components/ui/alert.tsx';
import { formatDate } from '../../../../domain/dates.ts';
import { formatDecimal } from '../../../../domain/money.ts';
import type { ReleaseSplitsDto, SplitDto, SplitPayeeDto } from '../../../../domain/splits-dto.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { QueryView, SkeletonBlocks } from '../../../components/ui/query-view.tsx';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../../components/ui/table.tsx';
import { lazyPage } from '../../../lib/lazy-page.tsx';
import { releaseSplitsOptions } from '../api/splits-api.ts';
import { repaidFirst, StatementLinks } from './split-figures.tsx';

const SplitEditor = lazyPage(() => import('./split-editor.tsx').then((m) => m.SplitEditor));

/** A change that lowers payees' shares or amounts repaid first, waiting for their answers until its date; the split books as shown meanwhile. */
function PendingChange({ pending }: { pending: NonNullable<SplitDto['pending']> }) {
  return (
    <Alert role="status">
      <Clock aria-hidden="true" />
      <AlertTitle>A change waits for consent until {formatDate(pending.until.slice(0, 10), 'long')}</AlertTitle>
      <AlertDescription>
        <p>
          It lowers what goes to the payees below; it takes effect when they agree, or on that date unless one objects. Until then the split
          stays as shown.
        </p>
        <ul className="list-disc pl-5">
          {pending.lowered.map((l) => (
            <li key={l.email}>
              {l.name}:{' '}
              {[
                l.before !== l.after && `${l.before} % to ${l.after} %`,
                l.recoupBefore !== null && `repaid first ${formatDecimal(l.recoupBefore)} to ${formatDecimal(l.recoupAfter)}`,
              ]
                .filter(Boolean)
                .join(', ')}{' '}
              ({l.answer === 'agreed' ? 'agreed' : 'no answer yet'})
            </li>
          ))}
        </ul>
      </AlertDescription>
    </Alert>
  );
}

const STATUS: Record<SplitPayeeDto['status'], { label: string; variant: 'success' | 'secondary' | 'outline' }> = {
  accepted: { label: 'Accepted', variant: 'success' },
  invited: { label: 'Invited', variant: 'secondary' },
  declined: { label: 'Declined', variant: 'outline' },
};

export function ReleaseSplits({ releaseId }: { releaseId: string }) {
  const query = useQuery(releaseSplitsOptions(releaseId));
  const [editing, setEditing] = useState<{ isrc: string | null } | null>(null);
  return (
    <Card role="region" aria-labelledby="splits-title">
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-3">
        <div className="space-y-1.5">
          <CardTitle id="splits-title" className="flex items-center gap-2">
            <Split className="size-5 text-primary" aria-hidden="true" /> Revenue split
          </CardTitle>
          <CardDescription>
            Share this release’s net earnings with collaborators. Payees are credited from the next earnings we book, whether or not they
            have an account; you keep the rest.
          </CardDescription>
        </div>
        {query.data && (
          <div className="flex flex-wrap gap-2">
            {query.data.splits.length > 0 && <StatementLinks label="Statement" variant="ghost" />}
            <Button variant="outline" onClick={() => setEditing({ isrc: null })}>
              {query.data.splits.some((s) => s.isrc === null) ? 'Edit split' : 'Set up a split'}
            </Button>
          </div>
        )}
      </CardHeader>
      <CardContent className="space-y-6">
        <QueryView
          query={query}
          errorTitle="Could not load the split"
          loading={<SkeletonBlocks label="Loading the split" className="space-y-3" blocks={['h-5 w-1/3', 'h-24 w-full']} />}
        >
          {(data) => <Splits data={data} onEdit={(isrc) => setEditing({ isrc })} />}
        </QueryView>
      </CardContent>
      {editing && query.data && (
        <Suspense fallback={null}>
          <SplitEditor
            key={editing.isrc ?? 'release'}
            data={query.data}
            isrc={editing.isrc}
            open
            onOpenChange={(open) => !open && setEditing(null)}
            onTarget={(isrc) => setEditing({ isrc })}
          />
        </Suspense>
      )}
    </Card>
  );
}

function Splits({ data, onEdit }: { data: ReleaseSplitsDto; onEdit: (isrc: string | null) => void }) {
  if (data.splits.length === 0)
    return (
      <p className="text-sm text-muted-foreground">
        No split yet: you keep 100 % of this release’s net earnings. Add the people you share it with, by name and email.
      </p>
    );
  return (
    <>
      {data.splits.map((s) => (
        <SplitTable key={s.id} split={s} onEdit={() => onEdit(s.isrc)} />
      ))}
    </>
  );
}

function SplitTable({ split: s, onEdit }: { split: SplitDto; onEdit: () => void }) {
  const title = s.isrc ? `${s.trackTitle ?? 'Track'} · ${s.isrc}` : 'Whole release';
  const recoups = s.payees.some((p) => p.recoup !== '0.00');
  return (
    <section aria-label={title} className="space-y-2">
      {s.pending && <PendingChange pending={s.pending} />}
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="text-sm font-semibold">{title}</h3>
        <p className="text-xs text-muted-foreground">
          Version {s.version}, since {formatDate(s.since.slice(0, 10), 'long')} · {formatDecimal(s.total)} booked under it
          {s.isrc && (
            <Button variant="link" size="sm" className="ml-1 h-auto p-0 text-xs" onClick={onEdit}>
              Edit
            </Button>
          )}
        </p>
      </div>
      <Table scrollLabel={`Payees of ${title}`}>
        <TableHeader>
          <TableRow>
            <TableHead>Payee</TableHead>
            <TableHead>Status</TableHead>
            <TableHead className="text-right">Share</TableHead>
            {recoups && <TableHead className="text-right">Repaid first</TableHead>}
            <TableHead className="text-right">Credited</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {s.payees.map((p) => (
            <TableRow key={p.id}>
              <TableCell>
                <div className="font-medium">{p.name}</div>
                <div className="text-xs break-all text-muted-foreground">{p.email}</div>
              </TableCell>
              <TableCell>
                <Badge variant={STATUS[p.status].variant}>{STATUS[p.status].label}</Badge>
              </TableCell>
              <TableCell className="text-right tabular-nums">{p.share} %</TableCell>
              {recoups && <TableCell className="text-right tabular-nums">{repaidFirst(p)}</TableCell>}
              <TableCell className="text-right tabular-nums">{formatDecimal(p.earned)}</TableCell>
            </TableRow>
          ))}
          <TableRow>
            <TableCell className="font-medium">You</TableCell>
            <TableCell>
              <Badge variant="neutral">Owner</Badge>
            </TableCell>
            <TableCell className="text-right tabular-nums">{s.ownerShare} %</TableCell>
            {recoups && <TableCell />}
            <TableCell className="text-right text-xs text-muted-foreground">the rest</TableCell>
          </TableRow>
        </TableBody>
      </Table>
    </section>
  );
}
