// Teams (domain/teams.ts). Routes below /api:
//   the account's owner (no member may):
//   GET    /team                       TeamDto (members, open invitations, whether the plan has teams)
//   POST   /team/invitations           body inviteMemberSchema  TeamDto (mails the link; the same address again renews it)
//   DELETE /team/invitations/:id       TeamDto (withdrawn)
//   PUT    /team/members/:userId       body changeMemberSchema  TeamDto
//   DELETE /team/members/:userId       TeamDto (removed: refused from their next request)
//   the owner and managers:
//   GET    /team/activity              ActivityDto (the latest changes in the account, with who made them)
//   the signed-in person, whichever account they act in:
//   GET    /accounts                   MyAccountsDto (their own, then the labels they belong to)
//   POST   /team/invitations/:token/accept  TeamInvitationDto (signed in with the invited address)
//   whoever holds an invitation's link:
//   GET    /team/invitations/:token    TeamInvitationDto
import { activityDto, myAccountsDto, teamDto, teamInvitationDto } from '../../../domain/teams-dto.ts';
import { changeMemberSchema, inviteMemberSchema, memberParams, teamTokenParams } from '../../../domain/teams-schema.ts';
import { TEAM, TEAM_MESSAGES } from '../../../domain/teams.ts';
import type { Deps } from '../../deps.ts';
import { idParams } from '../../http/id-param.ts';
import { route } from '../../http/route.ts';
import { changeMember, getTeam, inviteMember, removeMember, withdrawInvitation } from './manage-team.ts';
import { listActivity, listMyAccounts } from './my-accounts.ts';
import { acceptTeamInvitation, getTeamInvitation } from './team-invitation.ts';

export const teamRoutes = (deps: Deps) => [
  route(
    { method: 'GET', path: '/team', access: 'user', response: teamDto, summary: 'The account’s team and open invitations' },
    ({ actor }) => getTeam(deps, actor),
  ),
  route(
    {
      method: 'POST',
      path: '/team/invitations',
      access: 'user',
      body: inviteMemberSchema,
      response: teamDto,
      summary: 'Invites a team member',
    },
    ({ actor, body }) => inviteMember(deps, actor, body),
  ),
  route(
    {
      method: 'DELETE',
      path: '/team/invitations/:id',
      access: 'user',
      params: idParams(TEAM_MESSAGES.invitationNotFound),
      response: teamDto,
      summary: 'Withdraws a team invitation',
    },
    ({ actor, params }) => withdrawInvitation(deps, actor, params.id),
  ),
  route(
    {
      method: 'PUT',
      path: '/team/members/:userId',
      access: 'user',
      params: memberParams,
      body: changeMemberSchema,
      response: teamDto,
      summary: 'Changes a team member’s role',
    },
    ({ actor, params, body }) => changeMember(deps, actor, params.userId, body.role),
  ),
  route(
    {
      method: 'DELETE',
      path: '/team/members/:userId',
      access: 'user',
      params: memberParams,
      response: teamDto,
      summary: 'Removes a team member',
    },
    ({ actor, params }) => removeMember(deps, actor, params.userId),
  ),
  route(
    {
      method: 'GET',
      path: '/team/activity',
      access: 'user',
      team: TEAM.managers,
      response: activityDto,
      summary: 'The latest changes made in the account, with who made them',
    },
    ({ actor }) => listActivity(deps, actor),
  ),
  route(
    {
      method: 'GET',
      path: '/accounts',
      access: 'user',
      team: 'person',
      response: myAccountsDto,
      summary: 'The accounts the signed-in person can act in',
    },
    ({ actor }) => listMyAccounts(deps, actor),
  ),
  route(
    {
      method: 'GET',
      path: '/team/invitations/:token',
      access: 'public',
      params: teamTokenParams,
      response: teamInvitationDto,
      summary: 'A team invitation, as its link shows it',
    },
    ({ params }) => getTeamInvitation(deps, params.token),
  ),
  route(
    {
      method: 'POST',
      path: '/team/invitations/:token/accept',
      access: 'user',
      team: 'person',
      params: teamTokenParams,
      response: teamInvitationDto,
      summary: 'Accepts a team invitation (signed in with the invited address)',
    },
    ({ actor, params }) => acceptTeamInvitation(deps, actor, params.token),
  ),
];
