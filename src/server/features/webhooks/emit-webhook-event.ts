// The outbox: an event is written in the transaction of the change it tells of, with one delivery
// per enabled endpoint of the account that subscribes to it (unique per endpoint and event), and
// the sender's job enqueued there too. A change rolled back leaves no event; a committed one is
// delivered by the job, never in the request. Nothing is written for an account without such an
// endpoint, or whose plan no longer has webhooks.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { WebhookEventType } from '../../../domain/webhooks.ts';
import { WEBHOOK_TEST_EVENT } from '../../../domain/webhooks.ts';
import type { Tx } from '../../db/pool.ts';
import type { Deps } from '../../deps.ts';
import { accountHasWebhooks } from './webhook-access.ts';
import { WEBHOOK_SEND } from './job-names.ts';

export type WebhookEvent = { accountId: string; type: WebhookEventType; data: Record<string, unknown> };

type Subscriber = {
  id: string;
  plan_type: string;
  subscription_status: string;
  subscription_expires_at: string | null;
  role: string | null;
};

/** The event's body as every attempt sends it. */
const bodyOf = (id: string, type: string, createdAt: string, data: Record<string, unknown>) =>
  JSON.stringify({ id, type, createdAt, data });

async function write(
  deps: Pick<Deps, 'jobs'>,
  tx: Tx,
  accountId: string,
  type: string,
  data: Record<string, unknown>,
  endpointIds: string[],
) {
  const id = randomUUID();
  const { rows } = await tx.execute<{ now: string }>(sql`select to_char(now() at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') now`);
  const createdAt = rows[0]!.now;
  await tx.execute(sql`
    insert into webhook_events (id, account_id, type, body, created_at)
    values (${id}, ${accountId}, ${type}, ${bodyOf(id, type, createdAt, data)}, ${createdAt}::timestamptz)`);
  const { rows: deliveries } = await tx.execute<{ id: string }>(sql`
    insert into webhook_deliveries (endpoint_id, event_id)
    select unnest(${sql.param(endpointIds)}::uuid[]), ${id}::uuid
    on conflict (endpoint_id, event_id) do nothing
    returning id`);
  await deps.jobs.send(WEBHOOK_SEND, {}, { db: tx });
  return { eventId: id, deliveryIds: deliveries.map((d) => d.id) };
}

/** Writes the event for its account's subscribed endpoints, inside the caller's transaction. */
export async function emitWebhookEvent(deps: Pick<Deps, 'jobs'>, tx: Tx, event: WebhookEvent): Promise<void> {
  const { rows } = await tx.execute<Subscriber>(sql`
    select e.id, p.plan_type, p.subscription_status, p.subscription_expires_at::text, r.role
      from webhook_endpoints e join profiles p on p.id = e.account_id left join user_roles r on r.user_id = e.account_id
     where e.account_id = ${event.accountId} and e.enabled and ${event.type} = any(e.events)
     order by e.id`);
  if (!rows[0] || !accountHasWebhooks(rows[0], new Date())) return;
  await write(
    deps,
    tx,
    event.accountId,
    event.type,
    event.data,
    rows.map((r) => r.id),
  );
}

/** The test-send: a webhook.test event for one endpoint; answers its delivery's id. */
export async function emitTestEvent(deps: Pick<Deps, 'jobs'>, tx: Tx, accountId: string, endpointId: string): Promise<string> {
  const { deliveryIds } = await write(deps, tx, accountId, WEBHOOK_TEST_EVENT, { endpointId, message: 'A test event from the dashboard' }, [
    endpointId,
  ]);
  return deliveryIds[0]!;
}
