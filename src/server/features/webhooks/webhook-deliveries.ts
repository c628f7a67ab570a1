// An endpoint's delivery log (its latest deliveries, each with its latest attempts), a delivery
// sent again at once (Replay: the same delivery, so the same Tunelane-Delivery), and the
// test-send: a webhook.test event queued for the endpoint. The job sends them; the log shows how
// it went.
import { sql } from 'drizzle-orm';
import { DomainError, notFound } from '../../../domain/errors.ts';
import { WEBHOOK_MESSAGES } from '../../../domain/webhooks.ts';
import type { WebhookDeliveriesDto, WebhookDeliveryDto } from '../../../domain/webhooks-dto.ts';
import type { UserActor } from '../../actor.ts';
import type { DbOrTx } from '../../db/pool.ts';
import type { Deps } from '../../deps.ts';
import { emitTestEvent } from './emit-webhook-event.ts';
import { assertWebhooksAllowed, findEndpoint } from './webhook-access.ts';
import { WEBHOOK_SEND } from './job-names.ts';

/** Deliveries the log shows, and attempts per delivery. */
const LOG_DELIVERIES = 50;
const LOG_ATTEMPTS = 10;

const iso = (col: string) => sql.raw(`to_char(${col} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

async function deliveries(db: DbOrTx, endpointId: string, only: string | null): Promise<WebhookDeliveryDto[]> {
  const { rows } = await db.execute<WebhookDeliveryDto>(sql`
    select d.id, d.event_id "eventId", ev.type "eventType", d.status, d.attempts,
           ${iso('d.next_attempt_at')} "nextAttemptAt", ${iso('d.delivered_at')} "deliveredAt", ${iso('d.created_at')} "createdAt",
           coalesce((select json_agg(a order by a.attempt desc) from (
              select attempt, ${iso('started_at')} "startedAt", duration_ms "durationMs", status_code "statusCode", error,
                     response_body "responseBody"
                from webhook_attempts where delivery_id = d.id order by attempt desc limit ${LOG_ATTEMPTS}) a), '[]') log
      from webhook_deliveries d join webhook_events ev on ev.id = d.event_id
     where d.endpoint_id = ${endpointId} ${only ? sql`and d.id = ${only}` : sql``}
     order by d.created_at desc, d.id desc limit ${LOG_DELIVERIES}`);
  return rows;
}

export async function listWebhookDeliveries(deps: Deps, actor: UserActor, endpointId: string): Promise<WebhookDeliveriesDto> {
  await assertWebhooksAllowed(deps, actor);
  await findEndpoint(deps.db, actor.userId, endpointId);
  return { deliveries: await deliveries(deps.db, endpointId, null) };
}

export async function replayWebhookDelivery(deps: Deps, actor: UserActor, endpointId: string, id: string): Promise<WebhookDeliveryDto> {
  await assertWebhooksAllowed(deps, actor);
  return deps.db.transaction(async (tx) => {
    await findEndpoint(tx, actor.userId, endpointId);
    const { rows } = await tx.execute<{ status: string }>(
      sql`select status from webhook_deliveries where id = ${id} and endpoint_id = ${endpointId} for update`,
    );
    if (!rows[0]) throw notFound(WEBHOOK_MESSAGES.deliveryNotFound);
    if (rows[0].status === 'sending') throw new DomainError('CONFLICT', WEBHOOK_MESSAGES.sending);
    await tx.execute(sql`
      update webhook_deliveries set status = 'pending', failures = 0, next_attempt_at = now(), lease_token = null, updated_at = now()
       where id = ${id}`);
    await deps.jobs.send(WEBHOOK_SEND, {}, { db: tx });
    return (await deliveries(tx, endpointId, id))[0]!;
  });
}

export async function sendTestWebhook(deps: Deps, actor: UserActor, endpointId: string): Promise<WebhookDeliveryDto> {
  await assertWebhooksAllowed(deps, actor);
  return deps.db.transaction(async (tx) => {
    await findEndpoint(tx, actor.userId, endpointId);
    const id = await emitTestEvent(deps, tx, actor.userId, endpointId);
    return (await deliveries(tx, endpointId, id))[0]!;
  });
}
