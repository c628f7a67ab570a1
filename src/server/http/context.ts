import type { UserActor } from '../actor.ts';

export type AppEnv = {
  Variables: {
    /** Set on routes that read the session, when there is one. */
    actor: UserActor;
  };
};
