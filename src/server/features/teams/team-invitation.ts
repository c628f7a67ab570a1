// A team invitation by its link: what it offers (whoever holds the link), and accepting it, signed
// in with the invited address. Accepting makes the person a member of the account in the offered
// role (an existing membership takes the new role), once; the link is then spent.
import { sql } from 'drizzle-orm';
import { DomainError, forbidden } from '../../../domain/errors.ts';
import type { TeamInvitationDto } from '../../../domain/teams-dto.ts';
import { TEAM_MESSAGES, type MemberRole } from '../../../domain/teams.ts';
import { personOf, type UserActor } from '../../actor.ts';
import { tokenId, tokenMatches } from '../../crypto/invitation-token.ts';
import type { DbOrTx } from '../../db/pool.ts';
import type { Deps } from '../../deps.ts';

type Invitation = { id: string; account_id: string; email: string; role: MemberRole; status: string; expired: boolean; account: string };

async function byToken(deps: Deps, db: DbOrTx, token: string, lock = false): Promise<Invitation> {
  const id = tokenId(token);
  const { rows } = id
    ? await db.execute<Invitation & { invite_key: string }>(sql`
        select i.id, i.account_id, i.email, i.role, i.status, i.invite_key, i.expires_at <= now() expired,
               coalesce(nullif(o.name, ''), o.email) account
          from team_invitations i join users o on o.id = i.account_id
         where i.id = ${id} ${lock ? sql`for update of i` : sql``}`)
    : { rows: [] };
  const found = rows[0];
  if (!found || !tokenMatches(deps.env, 'team-invitation v1', token, found.id, found.invite_key))
    throw new DomainError('INVALID_TOKEN', TEAM_MESSAGES.invitationInvalid);
  return found;
}

const statusOf = (i: Invitation): TeamInvitationDto['status'] =>
  i.status === 'open' && i.expired ? 'expired' : (i.status as TeamInvitationDto['status']);

export async function getTeamInvitation(deps: Deps, token: string): Promise<TeamInvitationDto> {
  const i = await byToken(deps, deps.db, token);
  return { accountName: i.account, email: i.email, role: i.role, status: statusOf(i) };
}

export async function acceptTeamInvitation(deps: Deps, actor: UserActor, token: string): Promise<TeamInvitationDto> {
  const person = personOf(actor);
  return deps.db.transaction(async (tx) => {
    const i = await byToken(deps, tx, token, true);
    const status = statusOf(i);
    if (status === 'expired') throw new DomainError('CONFLICT', TEAM_MESSAGES.invitationExpired);
    if (status !== 'open') throw new DomainError('CONFLICT', TEAM_MESSAGES.invitationUsed);
    const { rows } = await tx.execute<{ email: string }>(sql`select email from users where id = ${person}`);
    if (rows[0]?.email.toLowerCase() !== i.email) throw forbidden(TEAM_MESSAGES.wrongPerson(i.email));
    if (i.account_id === person) throw new DomainError('CONFLICT', TEAM_MESSAGES.yourself);
    await tx.execute(sql`
      insert into account_members (account_id, user_id, role) values (${i.account_id}, ${person}, ${i.role})
      on conflict (account_id, user_id) do update set role = excluded.role`);
    await tx.execute(sql`update team_invitations set status = 'accepted', answered_at = now() where id = ${i.id}`);
    return { accountName: i.account, email: i.email, role: i.role, status: 'accepted' as const };
  });
}
