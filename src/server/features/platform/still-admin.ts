// Whether the session behind a long-lived request (an event stream) is still an admin's: a
// demoted, suspended or signed-out admin stops hearing events.
import { readSession } from '../../auth/read-session.ts';
import type { Deps } from '../../deps.ts';

export async function stillAdmin(deps: Deps, cookieHeader: string | undefined): Promise<boolean> {
  const session = await readSession(deps.pool, deps.auth.options.secret!, cookieHeader);
  return !!session && !session.suspended && session.role === 'admin';
}
