// Teams: the owner's team (members, open invitations, whether the plan has teams) and its changes,
// each answering the team as it is now (kept as the query's data); the account's activity, which
// every change adds to; an invitation as its link shows it, and accepting it. Accepting says which
// account was joined by the accounts list before and after (the invitation names the account only).
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { TeamDto } from '../../../../domain/teams-dto.ts';
import type { InviteMemberInput } from '../../../../domain/teams-schema.ts';
import type { MemberRole } from '../../../../domain/teams.ts';
import { api } from '../../../lib/api-client.ts';

const teamKey = ['team'] as const;
const activityKey = [...teamKey, 'activity'] as const;

export const teamOptions = () => queryOptions({ queryKey: teamKey, queryFn: ({ signal }) => api('GET /team', { signal }) });

export const activityOptions = () =>
  queryOptions({ queryKey: activityKey, queryFn: ({ signal }) => api('GET /team/activity', { signal }) });

/** A change of the team: its answer is the team now; the activity has a new line. */
function useTeamChange<V>(change: (vars: V) => Promise<TeamDto>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: (team) => client.setQueryData(teamKey, team),
    onSettled: () => client.invalidateQueries({ queryKey: activityKey }),
  });
}

export const useInviteMember = () => useTeamChange((body: InviteMemberInput) => api('POST /team/invitations', { body }));

export const useWithdrawInvitation = () => useTeamChange((id: string) => api('DELETE /team/invitations/:id', { params: { id } }));

export const useChangeMemberRole = () =>
  useTeamChange(({ userId, role }: { userId: string; role: MemberRole }) =>
    api('PUT /team/members/:userId', { params: { userId }, body: { role } }),
  );

export const useRemoveMember = () => useTeamChange((userId: string) => api('DELETE /team/members/:userId', { params: { userId } }));

export const teamInvitationOptions = (token: string) =>
  queryOptions({
    queryKey: ['team-invitation', token],
    queryFn: ({ signal }) => api('GET /team/invitations/:token', { params: { token }, signal }),
    retry: false,
  });

/** Accepts the invitation; `accountId` is the account joined, when the accounts list tells it apart. */
export async function acceptTeamInvitation(token: string) {
  const before = new Set((await api('GET /accounts')).map((a) => a.accountId));
  const invitation = await api('POST /team/invitations/:token/accept', { params: { token } });
  const after = await api('GET /accounts');
  const named = after.filter((a) => a.role === invitation.role && a.name === invitation.accountName);
  const joined = after.find((a) => !before.has(a.accountId)) ?? (named.length === 1 ? named[0] : undefined);
  return { invitation, accountId: joined?.accountId };
}
