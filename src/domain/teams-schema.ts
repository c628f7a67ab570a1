// The team forms: an invitation (an address and a role) and a member's new role.
import { z } from 'zod';
import { MEMBER_ROLES } from './teams.ts';

const role = z.enum(MEMBER_ROLES, 'Please choose manager, accountant or viewer');

export const inviteMemberSchema = z.object({
  email: z
    .string()
    .trim()
    .toLowerCase()
    .max(254, 'Email must be at most 254 characters')
    .pipe(z.email('Please enter a valid email address')),
  role,
});
export type InviteMemberInput = z.input<typeof inviteMemberSchema>;

export const changeMemberSchema = z.object({ role });
export type ChangeMemberInput = z.input<typeof changeMemberSchema>;

export const teamTokenParams = z.object({ token: z.string().min(1).max(100) });
export const memberParams = z.object({ userId: z.uuid('Team member not found') });
