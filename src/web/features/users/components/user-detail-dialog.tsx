// One user in full: profile, plan and expiry, role and status, their releases, tickets and
// claims, the last sign-in, payments owed back to them (not applied: to refund at the gateway);
// Suspend (with a confirmation) or lift the suspension; an account being deleted shows when it was
// asked and when its data goes, with Restore.
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Ban, RotateCcw } from 'lucide-react';
import { formatDate } from '../../../../domain/dates.ts';
import { formatMoney } from '../../../../domain/money.ts';
import { planBadge } from '../../../../domain/plan-badge.ts';
import { ROLE_LABELS, USER_RESTORED, USER_SUSPENDED } from '../../../../domain/users-admin-texts.ts';
import type { AdminUserDetailDto } from '../../../../domain/users-admin-dto.ts';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../../components/ui/dialog.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { toast } from '../../../components/ui/toast.ts';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { useAuth } from '../../../lib/auth.ts';
import { userDetailOptions, useRestore, useSuspend } from '../api/users-api.ts';
import { DeletionBadge, RestoreDeletionButton } from './deletion-status.tsx';
import { runMutation } from '../../../lib/run-mutation.ts';

const when = (iso: string | null, none = '—') => (iso ? formatDate(iso, 'dateTime') : none);

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5 py-2 sm:flex-row sm:gap-4">
      <dt className="w-40 shrink-0 text-sm text-muted-foreground">{label}</dt>
      <dd className="min-w-0 text-sm break-words">{children}</dd>
    </div>
  );
}

function SuspendAction({ u }: { u: AdminUserDetailDto }) {
  const { user } = useAuth();
  const suspend = useSuspend();
  const restore = useRestore();
  const [confirming, setConfirming] = useState(false);
  const fail = (err: Error) => toast.error('Error', { description: err.message });
  if (u.suspendedAt) {
    return (
      <Button
        variant="outline"
        disabled={restore.isPending}
        onClick={() =>
          runMutation(restore, { id: u.id, version: u.version }, { onSuccess: () => toast.success(USER_RESTORED), onError: fail })
        }
      >
        <RotateCcw aria-hidden="true" /> Lift suspension
      </Button>
    );
  }
  // An account being deleted is restored, not suspended.
  if (user?.id === u.id || u.deletion) return null;
  return (
    <ConfirmDialog
      open={confirming}
      onOpenChange={setConfirming}
      trigger={
        <Button variant="destructive" disabled={suspend.isPending}>
          <Ban aria-hidden="true" /> Suspend
        </Button>
      }
      title={`Suspend ${u.fullName ?? u.email}?`}
      description="Their sessions end at once and they cannot sign in until an admin lifts the suspension."
      confirmLabel="Suspend"
      destructive
      onConfirm={() =>
        runMutation(suspend, { id: u.id, version: u.version }, { onSuccess: () => toast.success(USER_SUSPENDED), onError: fail })
      }
    />
  );
}

export function UserDetailDialog({ id, onClose }: { id: string | null; onClose: () => void }) {
  const detail = useQuery({ ...userDetailOptions(id ?? ''), enabled: !!id });
  const u = detail.data;
  return (
    <Dialog open={!!id} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>{u ? (u.fullName ?? u.email) : 'User'}</DialogTitle>
          <DialogDescription>{u ? u.email : 'Loading the user'}</DialogDescription>
        </DialogHeader>
        {detail.isPending ? (
          <div className="space-y-2" aria-busy="true">
            {Array.from({ length: 6 }, (_, i) => (
              <Skeleton key={i} className="h-6 w-full" />
            ))}
          </div>
        ) : detail.isError ? (
          <LoadError title="Error" message={detail.error.message} onRetry={() => void detail.refetch()} />
        ) : (
          u && (
            <>
              <dl className="divide-y">
                <Row label="Status">
                  <span className="flex flex-wrap gap-1">
                    {u.deletion && <DeletionBadge deletion={u.deletion} />}
                    {u.suspendedAt ? (
                      <Badge variant="destructive">Suspended {when(u.suspendedAt)}</Badge>
                    ) : (
                      !u.deletion && <Badge variant="success">Active</Badge>
                    )}
                  </span>
                </Row>
                <Row label="Role">{ROLE_LABELS[u.role]}</Row>
                <Row label="Plan">
                  <Badge variant="secondary">{planBadge(u.planType)}</Badge>{' '}
                  {u.subscriptionStatus === 'active' ? `active until ${when(u.subscriptionExpiresAt)}` : 'no active subscription'}
                </Row>
                <Row label="Email">
                  {u.email} {u.emailVerified ? '' : <Badge variant="warning">not confirmed</Badge>}
                </Row>
                <Row label="Joined">{when(u.createdAt)}</Row>
                <Row label="Last sign-in">{when(u.lastSignInAt, 'Never')}</Row>
                <Row label="Activity">
                  {u.counts.releases} releases · {u.counts.tickets} tickets · {u.counts.claims} claims
                </Row>
                {u.refundsDue.length > 0 && (
                  <Row label="Refunds due">
                    <ul className="grid gap-2" data-testid="user-refunds-due">
                      {u.refundsDue.map((p) => (
                        <li key={p.id}>
                          <Badge variant="warning">Not applied · refund</Badge>{' '}
                          <span className="font-medium">{formatMoney(p.amount, p.currency, { cents: 'auto' })}</span> on {when(p.paidAt)} ·{' '}
                          {p.receiptNumber} · payment <span className="font-mono text-xs">{p.razorpayPaymentId}</span>
                          <span className="block text-muted-foreground">{p.refundReason}</span>
                        </li>
                      ))}
                    </ul>
                  </Row>
                )}
              </dl>
              <DialogFooter>
                {u.deletion && <RestoreDeletionButton u={u} />}
                <SuspendAction u={u} />
              </DialogFooter>
            </>
          )
        )}
      </DialogContent>
    </Dialog>
  );
}
