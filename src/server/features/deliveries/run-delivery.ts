// One delivery, run by its job (on any instance, any number of times): a state machine over the
// delivery's row. The claim marks it sending and fixes its batch id; the transfer then holds the
// row locked until the row says delivered, so two workers never send it at once and a worker
// killed mid-transfer leaves it to the next run, which completes the same batch. Files go first,
// the message next, BatchComplete last, each under a temporary name until whole; a batch whose
// BatchComplete is already there (a run killed after writing it) is only marked delivered. A
// release whose files changed since approval is refused before anything is sent.
import { and, desc, eq, sql } from 'drizzle-orm';
import { createHash, randomUUID } from 'node:crypto';
import { DomainError } from '../../../domain/errors.ts';
import type { Tx } from '../../db/pool.ts';
import { deliveries, deliveryAttempts, storeEndpoints } from '../../db/schema-deliveries.ts';
import { musicReleases } from '../../db/schema-releases.ts';
import type { Deps } from '../../deps.ts';
import { recordStatusChange } from '../releases/record-status-change.ts';
import { nextBatchId } from './batch-id.ts';
import { loadReleaseSnapshot } from './ern/load-release-snapshot.ts';
import type { BuiltMessage, MessageKind, ReleaseSnapshot } from './ern/types.ts';
import { validateErn, validateManifest } from './ern/validate-xml.ts';
import { DELIVERY_MAX_ATTEMPTS } from './job-names.ts';
import { openTransport, type EndpointRow } from './open-transport.ts';
import { ourParty } from './our-party.ts';
import { snapshotHashes } from './queue-deliveries.ts';

type DeliveryRow = typeof deliveries.$inferSelect;
type Claimed = { delivery: DeliveryRow; endpoint: EndpointRow; attemptId: string };

/** A reason the delivery can never succeed as it stands: it fails at once, without retries. */
export class DeliveryRefused extends Error {}

export type RunOutcome = 'delivered' | 'already-delivered' | 'busy' | 'refused' | 'failed' | 'retrying';

export async function runDelivery(deps: Deps, deliveryId: string): Promise<RunOutcome> {
  const claimed = await claim(deps, deliveryId);
  if (typeof claimed === 'string') return claimed;
  try {
    return await deps.db.transaction(async (tx) => {
      // Held until commit: another run of this delivery finds it taken and leaves.
      const [held] = await tx
        .execute<{ state: string; batch_id: string }>(
          sql`select state, batch_id from deliveries where id = ${deliveryId} for update nowait`,
        )
        .then((r) => r.rows);
      if (held?.state !== 'sending' || held.batch_id !== claimed.delivery.batchId) return 'already-delivered';
      await transfer(deps, claimed);
      await finish(tx, claimed);
      return 'delivered';
    });
  } catch (err) {
    if (isLockTaken(err)) return 'busy';
    return recordFailure(deps, claimed, err);
  }
}

async function claim(deps: Deps, id: string): Promise<Claimed | RunOutcome> {
  return deps.db.transaction(async (tx) => {
    const [d] = await tx.select().from(deliveries).where(eq(deliveries.id, id)).for('update');
    if (!d || d.state === 'delivered' || d.state === 'acknowledged') return 'already-delivered';
    if (d.state === 'failed' && d.attempts >= DELIVERY_MAX_ATTEMPTS) return 'failed';
    const [endpoint] = await tx.select().from(storeEndpoints).where(eq(storeEndpoints.id, d.endpointId));
    let batchId = d.batchId;
    if (!batchId) {
      // One batch id at a time per endpoint, each later than the last.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext('delivery-batch:' || ${d.endpointId}))`);
      const [last] = await tx
        .select({ batchId: deliveries.batchId })
        .from(deliveries)
        .where(and(eq(deliveries.endpointId, d.endpointId), sql`${deliveries.batchId} is not null`))
        .orderBy(desc(deliveries.batchId))
        .limit(1);
      batchId = nextBatchId(new Date(), last?.batchId ?? null);
    }
    const attempt = d.attempts + 1;
    const [row] = await tx
      .update(deliveries)
      .set({
        state: 'sending',
        batchId,
        messageId: d.messageId ?? randomUUID().replace(/-/g, ''),
        attempts: attempt,
        ...(d.state === 'sending' ? {} : { stateChangedAt: sql`now()` }),
        updatedAt: sql`now()`,
      })
      .where(eq(deliveries.id, id))
      .returning();
    const [a] = await tx.insert(deliveryAttempts).values({ deliveryId: id, attempt }).returning({ id: deliveryAttempts.id });
    return { delivery: row!, endpoint: endpoint!, attemptId: a!.id };
  });
}

/** The message for this store, checked against the schema, from the files as approved. */
async function buildChecked(deps: Deps, c: Claimed): Promise<{ built: BuiltMessage; snapshot: ReleaseSnapshot }> {
  let snapshot: ReleaseSnapshot;
  try {
    snapshot = await loadReleaseSnapshot(deps, deps.db, c.delivery.releaseId);
  } catch (err) {
    if (err instanceof DomainError) throw new DeliveryRefused(err.message);
    throw err;
  }
  if (c.delivery.kind === 'new') {
    const expected = c.delivery.fileHashes;
    const now = snapshotHashes(snapshot);
    const changed = Object.keys(expected).some((id) => now[id] !== expected[id]) || Object.keys(now).some((id) => !(id in expected));
    if (changed) throw new DeliveryRefused('The release files were deleted or changed after approval; nothing was sent.');
  }
  // The XML writers load with the first delivery, not at start-up.
  const { buildReleaseMessage } = await import('./ern/build-release-message.ts');
  let built: BuiltMessage;
  try {
    built = buildReleaseMessage(snapshot, {
      sender: ourParty(deps.env),
      recipient: { dpid: c.endpoint.partyId, name: c.endpoint.name },
      kind: c.delivery.kind as MessageKind,
      messageId: c.delivery.messageId!,
      createdAt: new Date(),
    });
  } catch (err) {
    if (err instanceof DomainError) throw new DeliveryRefused(err.message);
    throw err;
  }
  const check = await validateErn(built.xml);
  if (!check.valid) throw new DeliveryRefused(`The release message is not valid: ${check.errors.slice(0, 3).join('; ')}`);
  return { built, snapshot };
}

async function transfer(deps: Deps, c: Claimed): Promise<void> {
  const batchId = c.delivery.batchId!;
  const manifestPath = `${batchId}/BatchComplete_${batchId}.xml`;
  const { built } = await buildChecked(deps, c);
  const transport = await openTransport(deps.env, c.endpoint);
  try {
    if ((await transport.size(manifestPath)) !== null) return; // complete already: a run stopped after writing it
    const dir = `${batchId}/${built.releaseId}`;
    for (const f of built.resources) {
      const target = `${dir}/${f.path}`;
      if ((await transport.size(target)) === f.sizeBytes) continue; // whole from an earlier attempt of this batch
      await transport.put(target, await deps.storage.get(f.storageKey));
    }
    const xml = Buffer.from(built.xml, 'utf8');
    await transport.put(`${dir}/${built.releaseId}.xml`, xml);
    const { buildManifest } = await import('./ern/build-manifest.ts');
    const manifest = buildManifest({
      batchId,
      sender: ourParty(deps.env),
      recipient: { dpid: c.endpoint.partyId, name: c.endpoint.name },
      createdAt: new Date(),
      messages: [
        {
          messageId: c.delivery.messageId!,
          url: `${built.releaseId}/${built.releaseId}.xml`,
          releaseIds: [built.releaseId],
          kind: c.delivery.kind as MessageKind,
          sha256: createHash('sha256').update(xml).digest('hex'),
        },
      ],
    });
    const check = await validateManifest(manifest);
    if (!check.valid) throw new DeliveryRefused(`The batch manifest is not valid: ${check.errors.slice(0, 3).join('; ')}`);
    await transport.put(manifestPath, Buffer.from(manifest, 'utf8'));
  } finally {
    await transport.close();
  }
}

async function finish(tx: Tx, c: Claimed): Promise<void> {
  const d = c.delivery;
  await tx
    .update(deliveries)
    .set({ state: 'delivered', deliveredAt: sql`now()`, stateChangedAt: sql`now()`, lastError: null, updatedAt: sql`now()` })
    .where(eq(deliveries.id, d.id));
  await tx
    .update(deliveryAttempts)
    .set({ outcome: 'ok', finishedAt: sql`now()` })
    .where(eq(deliveryAttempts.id, c.attemptId));
  if (d.kind !== 'new') return;
  // The release is distributed once the latest delivery to each of its stores has arrived; the
  // release row is locked first, so the last two deliveries finishing together agree on it.
  const [release] = await tx
    .select({ status: musicReleases.status })
    .from(musicReleases)
    .where(eq(musicReleases.id, d.releaseId))
    .for('update');
  if (release?.status !== 'approved') return;
  const pending = await tx.execute<{ n: number }>(sql`
    select count(*)::int as n from (
      select distinct on (endpoint_id) state from deliveries
      where release_id = ${d.releaseId} and kind = 'new'
      order by endpoint_id, created_at desc
    ) latest where state not in ('delivered', 'acknowledged')`);
  if (pending.rows[0]!.n > 0) return;
  await tx
    .update(musicReleases)
    .set({ status: 'distributed', updatedAt: sql`now()` })
    .where(eq(musicReleases.id, d.releaseId));
  await recordStatusChange(tx, {
    releaseId: d.releaseId,
    actorId: null,
    from: 'approved',
    to: 'distributed',
    note: 'Delivered to every chosen store',
  });
}

async function recordFailure(deps: Deps, c: Claimed, err: unknown): Promise<RunOutcome> {
  const refused = err instanceof DeliveryRefused;
  const message = (err instanceof Error ? err.message : String(err)).slice(0, 1000) || 'Unknown error';
  const final = refused || c.delivery.attempts >= DELIVERY_MAX_ATTEMPTS;
  await deps.db.transaction(async (tx) => {
    await tx
      .update(deliveries)
      .set({
        state: final ? 'failed' : 'queued',
        lastError: message,
        stateChangedAt: sql`now()`,
        updatedAt: sql`now()`,
        // A refused delivery never runs again, whatever is left of its retries.
        ...(refused ? { attempts: DELIVERY_MAX_ATTEMPTS } : {}),
      })
      .where(and(eq(deliveries.id, c.delivery.id), eq(deliveries.state, 'sending')));
    await tx
      .update(deliveryAttempts)
      .set({ outcome: refused ? 'refused' : 'error', error: message, finishedAt: sql`now()` })
      .where(eq(deliveryAttempts.id, c.attemptId));
  });
  deps.log.warn({ deliveryId: c.delivery.id, attempt: c.delivery.attempts, err: message }, 'delivery attempt failed');
  if (final) return refused ? 'refused' : 'failed';
  throw err; // the queue retries it, with backoff
}

function isLockTaken(err: unknown): boolean {
  for (let e: unknown = err; e; e = (e as { cause?: unknown }).cause) if ((e as { code?: string }).code === '55P03') return true;
  return false;
}
