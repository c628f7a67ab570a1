// Teams (issue 26): the people who work in a label's account besides its owner, each with a role.
// The owner may do everything (billing, deleting, the team); a manager handles releases, artist
// profiles and support; an accountant analytics, revenue, statements and claims; a viewer reads.
// Each API route says which member roles may call it (http/route.ts `team`); the web hides what a
// role cannot do. The zod schemas are teams-schema.ts; the answers teams-dto.ts.
import type { PlanType } from './plans.ts';

export const MEMBER_ROLES = ['manager', 'accountant', 'viewer'] as const;
export type MemberRole = (typeof MEMBER_ROLES)[number];
export type AccountRole = 'owner' | MemberRole;

export const ACCOUNT_ROLE_LABELS: Record<AccountRole, string> = {
  owner: 'Owner',
  manager: 'Manager',
  accountant: 'Accountant',
  viewer: 'Viewer',
};

export const MEMBER_ROLE_DESCRIPTIONS: Record<MemberRole, string> = {
  manager: 'Releases, artist profiles and support',
  accountant: 'Analytics, revenue, statements and claims',
  viewer: 'Reads everything, changes nothing',
};

/** The cookie naming the account a person acts in (an owner's user id); absent: their own. */
export const ACCOUNT_COOKIE = 'tl_account';

/** The plans whose accounts have teams. */
export const TEAM_PLANS: readonly PlanType[] = ['small_label', 'enterprise_label'];

export const TEAM_MESSAGES = {
  planRequired: 'Teams are part of the Small Label and Enterprise Label plans. Upgrade to invite your team.',
  notMember: 'You are no longer a member of that account. Switch back to your own account.',
  roleCannot: (role: AccountRole) => `As ${ACCOUNT_ROLE_LABELS[role].toLowerCase()} of this account you cannot do this. Ask its owner.`,
  alreadyMember: 'That person is already in your team',
  yourself: 'You own this account already',
  invitationInvalid: 'This invitation link is not valid. Ask the account’s owner for a new one.',
  invitationUsed: 'This invitation has already been used or was withdrawn',
  invitationExpired: 'This invitation has expired. Ask the account’s owner for a new one.',
  wrongPerson: (email: string) => `This invitation is for ${email}. Sign in with that address to accept it.`,
  memberNotFound: 'Team member not found',
  invitationNotFound: 'Invitation not found',
} as const;

/** How long an invitation link lasts. */
export const INVITATION_DAYS = 14;

/** Who in a team may call a route, by what it touches (http/route.ts TeamAccess); the owner always may. */
export const TEAM = {
  /** Reading the account's releases and artists: every member. */
  everyone: MEMBER_ROLES,
  /** Changing releases, artist profiles, uploads and support. */
  managers: ['manager'],
  /** Reading support. */
  managersAndViewers: ['manager', 'viewer'],
  /** Claims and answering holds. */
  accountants: ['accountant'],
  /** Reading money: analytics, revenue, statements, balance, claims, holds. */
  accountantsAndViewers: ['accountant', 'viewer'],
  /** What a split change would move (nothing saved). */
  managersAndAccountants: ['manager', 'accountant'],
} as const satisfies Record<string, readonly MemberRole[]>;
