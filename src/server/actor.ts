// Who acts: operations take an actor rather than a bare user id, so the audit log, label
// accounts and API keys need no other signature. Routes build it from the session; jobs use
// the system actor.
import type { AccountRole } from '../domain/teams.ts';

export type Role = 'user' | 'admin';

/**
 * A signed-in person: the account they act in (`userId`: whose releases, money and settings), their
 * role read from the database on this call, their address. In a label's account a member acts for
 * its owner: `userId` is the owner's, `personId` the member's own, `accountRole` their role there
 * (http/account-context.ts). Both absent: the person acts in their own account, as its owner.
 */
export type UserActor = {
  kind: 'user';
  userId: string;
  role: Role;
  ip: string | null;
  personId?: string;
  accountRole?: AccountRole;
  /** Set when the call came through the public API with one of the account's keys (http/api-v1.ts). */
  apiKey?: { id: string; name: string };
};
/** The service itself, acting from a job. */
export type SystemActor = { kind: 'system'; job: string };
export type Actor = UserActor | SystemActor;

export const systemActor = (job: string): SystemActor => ({ kind: 'system', job });
export const isAdmin = (a: Actor): boolean => a.kind === 'user' && a.role === 'admin';
/** The person behind a user actor, whichever account they act in. */
export const personOf = (a: UserActor): string => a.personId ?? a.userId;
