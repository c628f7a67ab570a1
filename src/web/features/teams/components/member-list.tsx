// The team's members: each with their name, address and since when, their role (changed at once,
// "Role changed") and Remove, asked first ("Member removed"; they are refused from their next step
// in the account, and sent back to their own).
import { useState } from 'react';
import { UserMinus } from 'lucide-react';
import { formatDate } from '../../../../domain/dates.ts';
import { TRY_LATER } from '../../../../domain/errors.ts';
import type { TeamDto } from '../../../../domain/teams-dto.ts';
import { ACCOUNT_ROLE_LABELS, type MemberRole } from '../../../../domain/teams.ts';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { OptionSelect } from '../../../components/ui/option-select.tsx';
import { toast } from '../../../components/ui/toast.ts';
import { isRefusal } from '../../../lib/api-client.ts';
import { runMutation } from '../../../lib/run-mutation.ts';
import { useChangeMemberRole, useRemoveMember } from '../api/teams-api.ts';
import { ROLE_OPTIONS } from './invite-form.tsx';

type Member = TeamDto['members'][number];

const failed = (title: string) => (err: Error) => toast.error(title, { description: isRefusal(err) ? err.message : TRY_LATER });

function MemberRoleSelect({ member: m }: { member: Member }) {
  const change = useChangeMemberRole();
  const choose = (role: string) => {
    if (role === m.role) return;
    runMutation(
      change,
      { userId: m.userId, role: role as MemberRole },
      {
        onSuccess: () => toast.success('Role changed', { description: `${m.name} is now ${ACCOUNT_ROLE_LABELS[role as MemberRole]}.` }),
        onError: failed('The role could not be changed'),
      },
    );
  };
  return (
    <div className="w-full max-w-56 @lg:w-36">
      <OptionSelect
        aria-label={`Role of ${m.name}`}
        value={change.isPending ? change.variables.role : m.role}
        options={ROLE_OPTIONS}
        disabled={change.isPending}
        onChange={choose}
      />
    </div>
  );
}

function RemoveMember({ member: m }: { member: Member }) {
  const [asking, setAsking] = useState(false);
  const remove = useRemoveMember();
  const removeNow = () =>
    runMutation(remove, m.userId, {
      onSuccess: () => toast.success('Member removed', { description: `${m.name} can no longer work in your account.` }),
      onError: failed('The member could not be removed'),
    });
  return (
    <ConfirmDialog
      open={asking}
      onOpenChange={setAsking}
      trigger={
        <Button variant="outline" className="shrink-0 text-destructive" disabled={remove.isPending} aria-label={`Remove ${m.name}`}>
          <UserMinus /> Remove
        </Button>
      }
      title={`Remove ${m.name}?`}
      description={`${m.name} can no longer work in your account, from their next step in it. What they did stays in the activity, and you can invite them again.`}
      confirmLabel="Remove"
      destructive
      onConfirm={removeNow}
    />
  );
}

export function MemberList({ members }: { members: Member[] }) {
  if (!members.length)
    return (
      <p className="rounded-md bg-muted px-3 py-2 text-sm text-muted-foreground">No one yet: invite the people who work with you above.</p>
    );
  return (
    <ul className="@container divide-y" aria-label="Team members">
      {members.map((m) => (
        <li
          key={m.userId}
          className="flex flex-col gap-3 py-3 first:pt-0 last:pb-0 @lg:flex-row @lg:items-center @lg:justify-between"
          data-testid="team-member"
        >
          <div className="min-w-0">
            <p className="font-medium break-words">{m.name}</p>
            <p className="text-sm break-all text-muted-foreground">{m.email}</p>
            <p className="text-xs text-muted-foreground">Member since {formatDate(m.since, 'short')}</p>
          </div>
          <div className="flex items-center gap-2">
            <MemberRoleSelect member={m} />
            <RemoveMember member={m} />
          </div>
        </li>
      ))}
    </ul>
  );
}
