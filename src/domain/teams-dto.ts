// What the team routes answer. The web takes only the types.
import { z } from 'zod';
import { MEMBER_ROLES } from './teams.ts';

const memberRole = z.enum(MEMBER_ROLES);
const accountRole = z.enum(['owner', ...MEMBER_ROLES]);

export const teamDto = z.object({
  members: z.array(z.object({ userId: z.string(), name: z.string(), email: z.string(), role: memberRole, since: z.string() })),
  invitations: z.array(z.object({ id: z.string(), email: z.string(), role: memberRole, expiresAt: z.string(), createdAt: z.string() })),
  /** Null: the plan has teams; else why not (teams are a label plan's). */
  locked: z.string().nullable(),
});
export type TeamDto = z.infer<typeof teamDto>;

/** The accounts a person can act in: their own first, then those they are a member of. */
export const myAccountsDto = z.array(z.object({ accountId: z.string(), name: z.string(), role: accountRole }));
export type MyAccountsDto = z.infer<typeof myAccountsDto>;

/** An invitation as its link shows it. */
export const teamInvitationDto = z.object({
  accountName: z.string(),
  email: z.string(),
  role: memberRole,
  status: z.enum(['open', 'accepted', 'expired', 'withdrawn']),
});
export type TeamInvitationDto = z.infer<typeof teamInvitationDto>;

export const activityDto = z.object({
  items: z.array(z.object({ id: z.string(), at: z.string(), who: z.string(), action: z.string(), target: z.string().nullable() })),
});
export type ActivityDto = z.infer<typeof activityDto>;
