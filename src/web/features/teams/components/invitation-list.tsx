// The team's open invitations: the address, the role offered, when the link ends, and Withdraw
// ("Invitation withdrawn"; the link then says so). Inviting the same address again renews one.
import { Undo2 } from 'lucide-react';
import { formatDate } from '../../../../domain/dates.ts';
import { TRY_LATER } from '../../../../domain/errors.ts';
import type { TeamDto } from '../../../../domain/teams-dto.ts';
import { ACCOUNT_ROLE_LABELS } from '../../../../domain/teams.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { toast } from '../../../components/ui/toast.ts';
import { isRefusal } from '../../../lib/api-client.ts';
import { runMutation } from '../../../lib/run-mutation.ts';
import { useWithdrawInvitation } from '../api/teams-api.ts';

type Invitation = TeamDto['invitations'][number];

export function InvitationList({ invitations }: { invitations: Invitation[] }) {
  const withdraw = useWithdrawInvitation();
  const withdrawNow = (i: Invitation) =>
    runMutation(withdraw, i.id, {
      onSuccess: () => toast.success('Invitation withdrawn', { description: `The link sent to ${i.email} no longer works.` }),
      onError: (err) => toast.error('The invitation could not be withdrawn', { description: isRefusal(err) ? err.message : TRY_LATER }),
    });
  if (!invitations.length) return <p className="rounded-md bg-muted px-3 py-2 text-sm text-muted-foreground">No open invitations.</p>;
  return (
    <ul className="@container divide-y" aria-label="Open invitations">
      {invitations.map((i) => {
        const busy = withdraw.isPending && withdraw.variables === i.id;
        return (
          <li
            key={i.id}
            className="flex flex-col gap-3 py-3 first:pt-0 last:pb-0 @lg:flex-row @lg:items-center @lg:justify-between"
            data-testid="team-invitation"
          >
            <div className="min-w-0 space-y-1">
              <p className="font-medium break-all">{i.email}</p>
              <p className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
                <Badge variant="secondary">{ACCOUNT_ROLE_LABELS[i.role]}</Badge>
                <span>Expires {formatDate(i.expiresAt, 'short')}</span>
              </p>
            </div>
            <Button
              variant="outline"
              className="self-start @lg:self-auto"
              disabled={busy}
              onClick={() => withdrawNow(i)}
              aria-label={`Withdraw the invitation to ${i.email}`}
            >
              {busy ? <Spinner size="sm" /> : <Undo2 />} Withdraw
            </Button>
          </li>
        );
      })}
    </ul>
  );
}
