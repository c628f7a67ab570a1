// Who acts: operations take an actor rather than a bare user id, so the audit log, label
// accounts and API keys need no other signature. Routes build it from the session; jobs use
// the system actor.
export type Role = 'user' | 'admin';

/** A signed-in person: their id, their role read from the database on this call, their address. */
export type UserActor = { kind: 'user'; userId: string; role: Role; ip: string | null };
/** The service itself, acting from a job. */
export type SystemActor = { kind: 'system'; job: string };
export type Actor = UserActor | SystemActor;

export const systemActor = (job: string): SystemActor => ({ kind: 'system', job });
export const isAdmin = (a: Actor): boolean => a.kind === 'user' && a.role === 'admin';
