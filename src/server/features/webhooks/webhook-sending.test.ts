// The sender against a real receiver (node:http on 127.0.0.1): signed as docs/webhooks.md says
// (checked here by the recipe, not the sender's code), retried after a failure until delivered,
// given up after the last retry, replayed; and each event delivered once per endpoint: nothing
// from a rolled-back transaction, once with two senders at once, and once after a sender stopped
// holding it.
import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { WEBHOOK_RETRY_MINUTES } from '../../../domain/webhooks.ts';
import type { WebhookDeliveriesDto, WebhookDeliveryDto } from '../../../domain/webhooks-dto.ts';
import { createTestContext, type TestContext } from '../../test/test-context.ts';
import { createUser, type TestUser } from '../../test/users.ts';
import { addEndpoint, onEnterprise, startReceiver, type Receiver } from '../../test/webhooks.ts';
import { emitWebhookEvent } from './emit-webhook-event.ts';
import { LEASE_SECONDS, sendDueWebhooks } from './send-due-webhooks.ts';

let ctx: TestContext;
let label: TestUser;
let receiver: Receiver;
let endpointId: string;
let secret: string;

beforeAll(async () => {
  ctx = await createTestContext();
  label = await createUser(ctx);
  await onEnterprise(ctx, label);
  receiver = await startReceiver();
  const created = await addEndpoint(ctx, label, receiver.url, ['release.approved', 'claim.paid']);
  endpointId = created.endpoint.id;
  secret = created.secret;
});
afterAll(async () => {
  await receiver.close();
  await ctx.close();
});
beforeEach(async () => {
  // each test starts with nothing due and nothing received
  await ctx.deps.pool.query(
    "update webhook_deliveries set status = 'failed', next_attempt_at = null where status in ('pending','sending')",
  );
  receiver.received.length = 0;
  receiver.answers.length = 0;
});

/** The recipe of docs/webhooks.md, written out again here. */
function verify(rawBody: string, header: string, key: string, nowSeconds = Math.floor(Date.now() / 1000)): boolean {
  const parts = Object.fromEntries(header.split(',').map((p) => p.split('=', 2)));
  const t = Number(parts.t);
  if (!Number.isInteger(t) || Math.abs(nowSeconds - t) > 300) return false;
  const expected = createHmac('sha256', key).update(`${parts.t}.${rawBody}`).digest();
  const given = Buffer.from(parts.v1 ?? '', 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

const testSend = async () =>
  (await (await ctx.request('POST', `/api/webhooks/${endpointId}/test`, { cookie: label.cookie })).json()) as WebhookDeliveryDto;
const log = async () =>
  ((await (await ctx.request('GET', `/api/webhooks/${endpointId}/deliveries`, { cookie: label.cookie })).json()) as WebhookDeliveriesDto)
    .deliveries;
const emit = (n = 1) =>
  ctx.deps.db.transaction(async (tx) => {
    for (let i = 0; i < n; i++)
      await emitWebhookEvent(ctx.deps, tx, {
        accountId: label.id,
        type: 'claim.paid',
        data: { claim: { id: randomUUID(), amount: '12.50' } },
      });
  });
const later = (seconds: number) => new Date(Date.now() + seconds * 1000);

describe('a delivery', () => {
  it('is signed as the documentation says, with its event and delivery id', async () => {
    const queued = await testSend();
    expect(queued).toMatchObject({ status: 'pending', eventType: 'webhook.test', attempts: 0 });
    expect(receiver.received).toEqual([]); // never sent in the request
    expect(await sendDueWebhooks(ctx.deps)).toEqual({ delivered: 1, failed: 0 });
    const [got] = receiver.received;
    expect(got!.headers['content-type']).toBe('application/json');
    expect(got!.headers['tunelane-event']).toBe('webhook.test');
    expect(got!.headers['tunelane-delivery']).toBe(queued.id);
    const signature = got!.headers['tunelane-signature'] as string;
    expect(signature).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    expect(verify(got!.body, signature, secret)).toBe(true);
    expect(verify(`${got!.body} `, signature, secret)).toBe(false);
    expect(verify(got!.body, signature, 'whsec_other')).toBe(false);
    expect(verify(got!.body, signature, secret, Math.floor(Date.now() / 1000) + 301)).toBe(false);
    const body = JSON.parse(got!.body);
    expect(body).toMatchObject({ id: queued.eventId, type: 'webhook.test', data: { endpointId } });
    expect(new Date(body.createdAt).toISOString()).toBe(body.createdAt);
    expect((await log())[0]).toMatchObject({ id: queued.id, status: 'delivered', attempts: 1, log: [{ attempt: 1, statusCode: 200 }] });
  });

  it('is retried after the receiver fails, and ends delivered with both attempts logged', async () => {
    receiver.answers.push(500);
    const queued = await testSend();
    expect(await sendDueWebhooks(ctx.deps)).toEqual({ delivered: 0, failed: 1 });
    const waiting = (await log()).find((d) => d.id === queued.id)!;
    expect(waiting.status).toBe('pending');
    const wait = Date.parse(waiting.nextAttemptAt!) - Date.now();
    expect(wait).toBeGreaterThan(50_000);
    expect(wait).toBeLessThanOrEqual(WEBHOOK_RETRY_MINUTES[0] * 60_000);
    expect(await sendDueWebhooks(ctx.deps)).toEqual({ delivered: 0, failed: 0 }); // not due yet
    expect(await sendDueWebhooks(ctx.deps, later(61))).toEqual({ delivered: 1, failed: 0 });
    const done = (await log()).find((d) => d.id === queued.id)!;
    expect(done).toMatchObject({ status: 'delivered', attempts: 2 });
    expect(done.log).toMatchObject([
      { attempt: 2, statusCode: 200, error: null, responseBody: 'ok' },
      { attempt: 1, statusCode: 500, error: 'answered 500', responseBody: 'receiver is down' },
    ]);
    expect(done.log[1]!.durationMs).toBeGreaterThanOrEqual(0);
    expect(receiver.received.map((r) => r.headers['tunelane-delivery'])).toEqual([queued.id, queued.id]);
  });

  it('fails after the last retry, and Replay sends it again at once', async () => {
    receiver.answers.push(...Array<number>(WEBHOOK_RETRY_MINUTES.length + 1).fill(503));
    const queued = await testSend();
    let at = 0;
    for (let i = 0; i <= WEBHOOK_RETRY_MINUTES.length; i++) {
      expect(await sendDueWebhooks(ctx.deps, later(at))).toEqual({ delivered: 0, failed: 1 });
      at += (WEBHOOK_RETRY_MINUTES[i] ?? 0) * 60 + 1;
    }
    expect(await sendDueWebhooks(ctx.deps, later(at + 86_400 * 7))).toEqual({ delivered: 0, failed: 0 });
    expect((await log()).find((d) => d.id === queued.id)).toMatchObject({ status: 'failed', attempts: 7, nextAttemptAt: null });
    const replay = await ctx.request('POST', `/api/webhooks/${endpointId}/deliveries/${queued.id}/replay`, { cookie: label.cookie });
    expect(replay.status).toBe(200);
    expect((await replay.json()) as WebhookDeliveryDto).toMatchObject({ id: queued.id, status: 'pending' });
    expect(await sendDueWebhooks(ctx.deps)).toEqual({ delivered: 1, failed: 0 });
    expect((await log()).find((d) => d.id === queued.id)).toMatchObject({ status: 'delivered', attempts: 8 });
    expect(new Set(receiver.received.map((r) => r.headers['tunelane-delivery']))).toEqual(new Set([queued.id]));
  });
});

describe('exactly one delivery per event and endpoint', () => {
  it('writes nothing when the change rolls back', async () => {
    const before = await ctx.deps.pool.query('select count(*)::int n from webhook_events');
    await expect(
      ctx.deps.db.transaction(async (tx) => {
        await emitWebhookEvent(ctx.deps, tx, { accountId: label.id, type: 'release.approved', data: { release: { id: randomUUID() } } });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect((await ctx.deps.pool.query('select count(*)::int n from webhook_events')).rows).toEqual(before.rows);
    expect(await sendDueWebhooks(ctx.deps)).toEqual({ delivered: 0, failed: 0 });
    expect(receiver.received).toEqual([]);
  });

  it('sends each event once when two senders run at once', async () => {
    await emit(30);
    const [a, b] = await Promise.all([sendDueWebhooks(ctx.deps), sendDueWebhooks(ctx.deps)]);
    expect(a.delivered + b.delivered).toBe(30);
    const ids = receiver.received.map((r) => r.headers['tunelane-delivery']);
    expect(ids).toHaveLength(30);
    expect(new Set(ids).size).toBe(30);
    const events = receiver.received.map((r) => JSON.parse(r.body).id);
    expect(new Set(events).size).toBe(30);
  });

  it('keeps one delivery per endpoint and event, whatever writes it again', async () => {
    await emit();
    const { rows } = await ctx.deps.pool.query<{ endpoint_id: string; event_id: string }>(
      'select endpoint_id, event_id from webhook_deliveries order by created_at desc limit 1',
    );
    await expect(
      ctx.deps.pool.query('insert into webhook_deliveries (endpoint_id, event_id) values ($1, $2)', [
        rows[0]!.endpoint_id,
        rows[0]!.event_id,
      ]),
    ).rejects.toThrow(/webhook_deliveries_endpoint_event_idx/);
  });

  it('takes up a delivery whose sender stopped once its lease ends, and sends it once', async () => {
    await emit();
    // a sender took it and stopped: the row says sending, leased to a sender that is gone
    const { rows } = await ctx.deps.db.execute<{ id: string }>(sql`
      update webhook_deliveries set status = 'sending', attempts = attempts + 1, lease_token = gen_random_uuid(),
             next_attempt_at = now() + make_interval(secs => ${LEASE_SECONDS})
       where status = 'pending' returning id`);
    expect(rows).toHaveLength(1);
    const id = rows[0]!.id;
    // while the lease runs, no other sender takes it
    expect(await sendDueWebhooks(ctx.deps)).toEqual({ delivered: 0, failed: 0 });
    // once it ends, the next run does
    expect(await sendDueWebhooks(ctx.deps, later(LEASE_SECONDS + 1))).toEqual({ delivered: 1, failed: 0 });
    expect(await sendDueWebhooks(ctx.deps, later(LEASE_SECONDS * 3))).toEqual({ delivered: 0, failed: 0 });
    expect(receiver.received.map((r) => r.headers['tunelane-delivery'])).toEqual([id]);
    const { rows: after } = await ctx.deps.db.execute(sql`select status, attempts from webhook_deliveries where id = ${id}`);
    expect(after).toEqual([{ status: 'delivered', attempts: 2 }]);
  });
});
