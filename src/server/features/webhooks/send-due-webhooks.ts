// The sender (the webhook-send job): takes the deliveries that are due, FOR UPDATE SKIP LOCKED, and
// leases them (status sending until the lease ends) in a short transaction of its own, so two
// senders at once never take the same delivery; then posts each, signed, outside any transaction,
// and records the attempt. A 2xx answer delivers it; anything else waits the next step of
// WEBHOOK_RETRY_MINUTES, and after the last the delivery has failed. A sender stopped after taking
// a delivery leaves it sending: once the lease ends it is due again and taken by the next run.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { WEBHOOK_RETRY_MINUTES, WEBHOOK_TIMEOUT_SECONDS } from '../../../domain/webhooks.ts';
import { secretBox } from '../../crypto/secret-box.ts';
import type { Deps } from '../../deps.ts';
import { postWebhook, type PostResult } from './post-webhook.ts';
import { sealContext } from './save-webhook-endpoint.ts';
import { signatureHeader } from './sign-webhook.ts';

/** Longer than a post may take (its timeout) and the recording after it. */
export const LEASE_SECONDS = WEBHOOK_TIMEOUT_SECONDS * 6;
const BATCH = 20;
/** Batches one run sends before leaving the rest to the next run. */
const BATCHES = 10;

type Taken = {
  id: string;
  attempts: number;
  failures: number;
  token: string;
  type: string;
  body: string;
  url: string;
  secret: string;
  account_id: string;
  enabled: boolean;
};

async function take(deps: Deps, now: Date): Promise<Taken[]> {
  const token = randomUUID();
  const { rows } = await deps.db.execute<Taken>(sql`
    with due as (
      select id from webhook_deliveries
       where status in ('pending','sending') and next_attempt_at <= ${now.toISOString()}::timestamptz
       order by next_attempt_at limit ${BATCH}
         for update skip locked)
    update webhook_deliveries d
       set status = 'sending', attempts = d.attempts + 1, lease_token = ${token},
           next_attempt_at = ${now.toISOString()}::timestamptz + make_interval(secs => ${LEASE_SECONDS}), updated_at = now()
      from due, webhook_events ev, webhook_endpoints ep
     where d.id = due.id and ev.id = d.event_id and ep.id = d.endpoint_id
    returning d.id, d.attempts, d.failures, d.lease_token token, ev.type, ev.body, ep.url, ep.secret, ep.account_id, ep.enabled`);
  return rows;
}

async function record(deps: Deps, t: Taken, startedAt: Date, r: PostResult, now: Date): Promise<boolean> {
  const ok = r.statusCode !== null && r.statusCode >= 200 && r.statusCode <= 299;
  const failures = ok ? t.failures : t.failures + 1;
  const delay = WEBHOOK_RETRY_MINUTES[failures - 1];
  const status = ok ? 'delivered' : delay === undefined ? 'failed' : 'pending';
  const next = status === 'pending' ? new Date(now.getTime() + delay! * 60_000).toISOString() : null;
  await deps.db.transaction(async (tx) => {
    await tx.execute(sql`
      insert into webhook_attempts (delivery_id, attempt, started_at, duration_ms, status_code, error, response_body)
      values (${t.id}, ${t.attempts}, ${startedAt.toISOString()}::timestamptz, ${r.durationMs}, ${r.statusCode}, ${r.error}, ${r.responseBody})`);
    // only under its own lease: a sender whose lease lapsed and was taken over records its attempt, not the state
    await tx.execute(sql`
      update webhook_deliveries
         set status = ${status}, failures = ${failures}, next_attempt_at = ${next}::timestamptz, lease_token = null,
             last_status_code = ${r.statusCode}, last_error = ${r.error}, updated_at = now()
             ${ok ? sql`, delivered_at = now()` : sql``}
       where id = ${t.id} and lease_token = ${t.token}`);
  });
  return ok;
}

async function send(deps: Deps, t: Taken, now: Date): Promise<boolean> {
  const startedAt = new Date();
  if (!t.enabled) {
    const off = { statusCode: null, error: 'The endpoint is switched off', responseBody: null, durationMs: 0 };
    return record(deps, { ...t, failures: WEBHOOK_RETRY_MINUTES.length }, startedAt, off, now);
  }
  const secret = secretBox(deps.env).open(t.secret, sealContext(t.account_id));
  const result = await postWebhook(deps, t.url, t.body, {
    'User-Agent': 'Tunelane-Webhooks/1',
    'Tunelane-Event': t.type,
    'Tunelane-Delivery': t.id,
    'Tunelane-Signature': signatureHeader(secret, t.body, Math.floor(Date.now() / 1000)),
  });
  return record(deps, t, startedAt, result, now);
}

/** Sends what is due at `now` (tests pass a later time to reach a retry); answers what went. */
export async function sendDueWebhooks(deps: Deps, now = new Date()): Promise<{ delivered: number; failed: number }> {
  let delivered = 0;
  let failed = 0;
  for (let i = 0; i < BATCHES; i++) {
    const taken = await take(deps, now);
    if (!taken.length) break;
    const results = await Promise.all(taken.map((t) => send(deps, t, now)));
    delivered += results.filter(Boolean).length;
    failed += results.filter((ok) => !ok).length;
  }
  return { delivered, failed };
}
