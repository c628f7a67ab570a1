// A password checked outside sign-in (a new address asked for in the settings) counts as a
// sign-in attempt: against the same limits, under the same keys, so guesses made there and at
// the sign-in form add up and neither is a way around the other.
import type { Deps } from '../../deps.ts';
import { consumeLimit } from '../../http/rate-limit.ts';
import { SIGN_IN_LIMITS } from './auth-endpoints.ts';

/** `ip` as the route saw it (none in tests without a socket, as at the sign-in form). */
export async function countSignInAttempt(deps: Pick<Deps, 'env' | 'pool'>, input: { ip: string | null; email: string }): Promise<void> {
  if (deps.env.AUTH_RATE_LIMIT !== 'on') return;
  const subject = { ip: input.ip || '127.0.0.1', body: { email: input.email }, cookie: '' };
  for (const limit of SIGN_IN_LIMITS) await consumeLimit(deps.pool, limit.rule, limit.key(subject));
}
