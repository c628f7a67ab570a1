// The one rate limiter: fixed windows counted in PostgreSQL (so every instance shares them), each
// request counted by a single upsert that also reads the result, so parallel requests can never
// all slip under the limit between a check and a write. Keys are hashed: no address or email
// is kept in the table.
import { createHash } from 'node:crypto';
import type pg from 'pg';
import { DomainError } from '../../domain/errors.ts';

export type LimitRule = {
  /** Names the counter: `sign-in-account`, `contact`, ... */
  name: string;
  max: number;
  windowSeconds: number;
  /** What the refused caller reads; "in N minutes" is added. */
  message?: string;
};

/** A refusal that tells the caller when to try again (the Retry-After header). */
export class RateLimitedError extends DomainError {
  readonly retryAfterSeconds: number;
  constructor(message: string, retryAfterSeconds: number) {
    super('RATE_LIMITED', message);
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

const CONSUME = {
  name: 'rate_limit_consume',
  text: `with now as (select (extract(epoch from clock_timestamp()) * 1000)::bigint as ms)
         insert into rate_limits (key, count, last_request) select $1, 1, ms from now
         on conflict (key) do update set
           count = case when rate_limits.last_request <= excluded.last_request - $2 then 1 else rate_limits.count + 1 end,
           last_request = case when rate_limits.last_request <= excluded.last_request - $2 then excluded.last_request else rate_limits.last_request end
         returning count, last_request + $2 - (select ms from now) as wait_ms`,
};

/** The row a limit keeps for a subject (its address or id hashed: rate_limits holds no personal data). */
export const limitKey = (rule: LimitRule, subject: string) =>
  `${rule.name}:${createHash('sha256').update(subject.toLowerCase()).digest('base64url').slice(0, 32)}`;

const inWords = (seconds: number) => {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return minutes === 1 ? 'a minute' : `${minutes} minutes`;
};

/** Counts one request against `rule` for `subject`; throws RateLimitedError past the limit. */
export async function consumeLimit(pool: pg.Pool, rule: LimitRule, subject: string): Promise<void> {
  const { rows } = await pool.query<{ count: number; wait_ms: string | number }>({
    ...CONSUME,
    values: [limitKey(rule, subject), rule.windowSeconds * 1000],
  });
  const row = rows[0]!;
  if (row.count <= rule.max) return;
  const wait = Math.max(1, Math.ceil(Number(row.wait_ms) / 1000));
  throw new RateLimitedError(`${rule.message ?? 'Too many attempts.'} Please try again in ${inWords(wait)}.`, wait);
}

/** Forgets counters whose windows ended more than a day ago. */
export async function sweepRateLimits(pool: pg.Pool): Promise<{ removed: number }> {
  const { rowCount } = await pool.query(
    'delete from rate_limits where last_request < (extract(epoch from now()) * 1000)::bigint - 86400000',
  );
  return { removed: rowCount ?? 0 };
}
