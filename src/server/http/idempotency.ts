// Idempotency keys on the public API's writes: a client that sends `Idempotency-Key` may retry a
// write it heard no answer to, and gets the first call's answer instead of a second change. The key
// is claimed by an insert before the write runs, so two calls with one key at once run it once (the
// other hears 409); the answer is kept with it for a day. A claim whose call never finished (the
// process died) can be taken again after LEASE: the write is then run again, as without a key, and
// what it does twice is what each write itself refuses to do twice (its own checks and locks).
import { createHash } from 'node:crypto';
import type pg from 'pg';
import { API_KEY_MESSAGES } from '../../domain/api-keys.ts';
import { DomainError } from '../../domain/errors.ts';
import { statusOf } from './error-status.ts';

const VISIBLE = /^[\x21-\x7e]{1,255}$/;
const LEASE_SECONDS = 300;

export type Claim = { keyId: string; idempotencyKey: string; requestHash: string };

export function requestHash(method: string, url: string, body: string): string {
  return createHash('sha256').update(`${method} ${url}\n`).update(body).digest('hex');
}

export function checkIdempotencyKey(value: string): string {
  if (!VISIBLE.test(value)) throw new DomainError('VALIDATION', API_KEY_MESSAGES.idempotencyKey, 'Idempotency-Key');
  return value;
}

type Kept = { request_hash: string; status: number | null; content_type: string | null; body: string | null; claimed: boolean };

/** The first call's answer under this key, again; or the write's own answer, kept for the next. */
export async function idempotent(pool: pg.Pool, claim: Claim, write: () => Promise<Response>): Promise<Response> {
  // a second try when a claim committed between this statement's insert and its read (it saw neither)
  const kept = (await claimOrRead(pool, claim)) ?? (await claimOrRead(pool, claim));
  if (!kept) throw new DomainError('CONFLICT', API_KEY_MESSAGES.idempotencyBusy);
  if (!kept.claimed) return replay(kept, claim);
  let answer: Response;
  try {
    answer = await write();
  } catch (err) {
    if (err instanceof DomainError) await keep(pool, claim, statusOf(err.code), 'application/json', JSON.stringify(err.body()));
    else await release(pool, claim);
    throw err;
  }
  if (answer.status >= 500) {
    await release(pool, claim);
    return answer;
  }
  const body = answer.status === 204 ? '' : await answer.clone().text();
  await keep(pool, claim, answer.status, answer.headers.get('content-type'), body);
  return answer;
}

/** Claims the key for this call (claimed: true), or reads what another call under it left. */
async function claimOrRead(pool: pg.Pool, claim: Claim): Promise<Kept | undefined> {
  const { rows } = await pool.query<Kept>(
    `with claimed as (
       insert into api_idempotency (key_id, idempotency_key, request_hash) values ($1, $2, $3)
       on conflict (key_id, idempotency_key) do update set created_at = now()
        where api_idempotency.status is null and api_idempotency.request_hash = excluded.request_hash
          and api_idempotency.created_at < now() - make_interval(secs => $4)
       returning request_hash, status, content_type, body, true as claimed)
     select * from claimed
     union all
     select request_hash, status, content_type, body, false from api_idempotency
      where key_id = $1 and idempotency_key = $2 and not exists (select 1 from claimed)`,
    [claim.keyId, claim.idempotencyKey, claim.requestHash, LEASE_SECONDS],
  );
  return rows[0];
}

/** A call that failed on our side keeps nothing: the client's retry runs the write. */
async function release(pool: pg.Pool, claim: Claim): Promise<void> {
  await pool.query('delete from api_idempotency where key_id = $1 and idempotency_key = $2', [claim.keyId, claim.idempotencyKey]);
}

function replay(kept: Kept, claim: Claim): Response {
  if (kept.request_hash !== claim.requestHash) throw new DomainError('CONFLICT', API_KEY_MESSAGES.idempotencyReused);
  if (kept.status === null) throw new DomainError('CONFLICT', API_KEY_MESSAGES.idempotencyBusy);
  const headers: Record<string, string> = { 'Idempotent-Replayed': 'true' };
  if (kept.content_type) headers['Content-Type'] = kept.content_type;
  return new Response(kept.status === 204 ? null : kept.body, { status: kept.status, headers });
}

async function keep(pool: pg.Pool, claim: Claim, status: number, contentType: string | null, body: string): Promise<void> {
  await pool.query('update api_idempotency set status = $3, content_type = $4, body = $5 where key_id = $1 and idempotency_key = $2', [
    claim.keyId,
    claim.idempotencyKey,
    status,
    contentType,
    body,
  ]);
}

/** Forgets answers kept more than a day. */
export async function sweepIdempotency(pool: pg.Pool): Promise<{ removed: number }> {
  const { rowCount } = await pool.query("delete from api_idempotency where created_at < now() - interval '1 day'");
  return { removed: rowCount ?? 0 };
}
