// The owner's team: its members and open invitations; inviting (on a label plan), renewing an
// invitation by inviting the same address again, withdrawing one, changing a member's role and
// removing a member (refused at their next request: http/account-context.ts reads the role each time).
import { and, eq, sql } from 'drizzle-orm';
import { DomainError, invalid, notFound } from '../../../domain/errors.ts';
import type { TeamDto } from '../../../domain/teams-dto.ts';
import { INVITATION_DAYS, TEAM_MESSAGES, TEAM_PLANS, type MemberRole } from '../../../domain/teams.ts';
import { personOf, type UserActor } from '../../actor.ts';
import { isoTime } from '../../db/iso-time.ts';
import { accountMembers, teamInvitations } from '../../db/schema-teams.ts';
import { newInviteKey } from '../../crypto/invitation-token.ts';
import type { Deps } from '../../deps.ts';
import { currentPlan } from '../payments/assert-plan-feature.ts';
import { TEAM_MAIL } from './team-mail-job.ts';

export async function getTeam(deps: Deps, actor: UserActor): Promise<TeamDto> {
  const plan = await currentPlan(deps, actor);
  const [members, invitations] = await Promise.all([
    deps.db.execute<TeamDto['members'][number]>(sql`
      select m.user_id "userId", coalesce(nullif(u.name, ''), u.email) name, u.email, m.role, ${isoTime(sql`m.created_at`)} since
        from account_members m join users u on u.id = m.user_id
       where m.account_id = ${actor.userId} order by m.created_at, u.email`),
    deps.db.execute<TeamDto['invitations'][number]>(sql`
      select id, email, role, ${isoTime(sql`expires_at`)} "expiresAt", ${isoTime(sql`created_at`)} "createdAt"
        from team_invitations where account_id = ${actor.userId} and status = 'open' order by created_at desc`),
  ]);
  return { members: members.rows, invitations: invitations.rows, locked: TEAM_PLANS.includes(plan) ? null : TEAM_MESSAGES.planRequired };
}

export async function inviteMember(deps: Deps, actor: UserActor, input: { email: string; role: MemberRole }): Promise<TeamDto> {
  if (!TEAM_PLANS.includes(await currentPlan(deps, actor))) throw new DomainError('PLAN_REQUIRED', TEAM_MESSAGES.planRequired);
  await deps.db.transaction(async (tx) => {
    const { rows } = await tx.execute<{ own: boolean; member: boolean }>(sql`
      select exists (select 1 from users where id = ${actor.userId} and lower(email) = ${input.email}) own,
             exists (select 1 from account_members m join users u on u.id = m.user_id
                      where m.account_id = ${actor.userId} and lower(u.email) = ${input.email}) member`);
    if (rows[0]!.own) throw invalid(TEAM_MESSAGES.yourself, 'email');
    if (rows[0]!.member) throw invalid(TEAM_MESSAGES.alreadyMember, 'email');
    // inviting an address again renews its open invitation: a new link (the old one ends), a new term
    const [saved] = await tx
      .insert(teamInvitations)
      .values({
        accountId: actor.userId,
        email: input.email,
        role: input.role,
        inviteKey: newInviteKey(),
        invitedBy: personOf(actor),
        expiresAt: sql`now() + make_interval(days => ${INVITATION_DAYS})`,
      })
      .onConflictDoUpdate({
        target: [teamInvitations.accountId, teamInvitations.email],
        targetWhere: sql`${teamInvitations.status} = 'open'`,
        set: {
          role: input.role,
          inviteKey: newInviteKey(),
          invitedBy: personOf(actor),
          expiresAt: sql`now() + make_interval(days => ${INVITATION_DAYS})`,
          createdAt: sql`now()`,
        },
      })
      .returning({ id: teamInvitations.id });
    await deps.jobs.send(TEAM_MAIL, { invitationId: saved!.id }, { db: tx });
  });
  return getTeam(deps, actor);
}

export async function withdrawInvitation(deps: Deps, actor: UserActor, id: string): Promise<TeamDto> {
  const done = await deps.db
    .update(teamInvitations)
    .set({ status: 'withdrawn', answeredAt: sql`now()` })
    .where(and(eq(teamInvitations.id, id), eq(teamInvitations.accountId, actor.userId), eq(teamInvitations.status, 'open')))
    .returning({ id: teamInvitations.id });
  if (!done.length) throw notFound(TEAM_MESSAGES.invitationNotFound);
  return getTeam(deps, actor);
}

export async function changeMember(deps: Deps, actor: UserActor, userId: string, role: MemberRole): Promise<TeamDto> {
  const done = await deps.db
    .update(accountMembers)
    .set({ role })
    .where(and(eq(accountMembers.accountId, actor.userId), eq(accountMembers.userId, userId)))
    .returning({ userId: accountMembers.userId });
  if (!done.length) throw notFound(TEAM_MESSAGES.memberNotFound);
  return getTeam(deps, actor);
}

export async function removeMember(deps: Deps, actor: UserActor, userId: string): Promise<TeamDto> {
  const done = await deps.db
    .delete(accountMembers)
    .where(and(eq(accountMembers.accountId, actor.userId), eq(accountMembers.userId, userId)))
    .returning({ userId: accountMembers.userId });
  if (!done.length) throw notFound(TEAM_MESSAGES.memberNotFound);
  return getTeam(deps, actor);
}
