// A team invitation's mail: who invites, to which account, in which role, and the link to accept
// (signing in or up with the invited address). Sent by a job after the invitation committed; an
// invitation withdrawn or answered by then is not mailed.
import { ACCOUNT_ROLE_LABELS, INVITATION_DAYS, MEMBER_ROLE_DESCRIPTIONS, type MemberRole } from '../../../domain/teams.ts';
import { invitationToken } from '../../crypto/invitation-token.ts';
import type { Deps } from '../../deps.ts';
import { brandedMail, composeMail, fact } from '../../mail/compose-mail.ts';
import { brandOf, mailBrand } from '../branding/brand-of.ts';

export const teamInvitationLink = (deps: Pick<Deps, 'env'>, id: string, inviteKey: string) =>
  `${deps.env.PUBLIC_URL}/team/invitation/${invitationToken(deps.env, 'team-invitation v1', id, inviteKey)}`;

export async function sendTeamMail(deps: Deps, { invitationId }: { invitationId: string }): Promise<{ sent: boolean }> {
  const { rows } = await deps.pool.query<{
    email: string;
    role: MemberRole;
    invite_key: string;
    account_id: string;
    account: string;
    inviter: string;
  }>(
    `select i.email, i.role, i.invite_key, i.account_id, coalesce(nullif(o.name, ''), o.email) account, coalesce(nullif(b.name, ''), b.email, o.email) inviter
       from team_invitations i join users o on o.id = i.account_id left join users b on b.id = i.invited_by
      where i.id = $1 and i.status = 'open' and i.expires_at > now()`,
    [invitationId],
  );
  const i = rows[0];
  if (!i) return { sent: false };
  const role = ACCOUNT_ROLE_LABELS[i.role];
  // a label on Enterprise Label invites under its own name and logo
  const label = mailBrand(deps.env, i.account_id, await brandOf(deps.db, i.account_id));
  const link = teamInvitationLink(deps, invitationId, i.invite_key);
  const mail = composeMail(i.email, `${i.inviter} invited you to ${i.account} on ${deps.env.BRAND_NAME}`, link, [
    'Hello,',
    `${i.inviter} invited you to work in ${i.account}’s account on ${deps.env.BRAND_NAME}.`,
    fact('Your role', `${role}: ${MEMBER_ROLE_DESCRIPTIONS[i.role].toLowerCase()}`),
    `Open the link to accept, signed in with this address (or sign up with it). It lasts ${INVITATION_DAYS} days.`,
    `Accept: ${link}`,
  ]);
  await deps.mailer.send(brandedMail(mail, label));
  return { sent: true };
}
