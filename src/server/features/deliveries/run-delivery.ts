// One delivery, run by its job (on any instance, any number of times): a state machine over the
// delivery's row. The claim marks it sending; the transfer then holds the row locked until the row
// says delivered, so two workers never send it at once and a worker killed mid-transfer leaves it
// to the next run, which completes the same batch. The batch, its message and manifest were fixed
// and validated when the delivery was queued (outgoing-messages.ts): a run sends those bytes.
// Files go first, the message next, BatchComplete last, each under a temporary name until whole;
// a batch whose BatchComplete is already there (a run killed after writing it) is only marked
// delivered. A release whose files changed since approval is refused before anything is sent.
import { and, eq, sql } from 'drizzle-orm';
import { createHash } from 'node:crypto';
import { ARRIVED_STATES } from '../../../domain/deliveries.ts';
import { DomainError } from '../../../domain/errors.ts';
import type { Tx } from '../../db/pool.ts';
import { deliveries, deliveryAttempts, storeEndpoints } from '../../db/schema-deliveries.ts';
import { musicReleases } from '../../db/schema-releases.ts';
import type { Deps } from '../../deps.ts';
import { recordStatusChange } from '../releases/record-status-change.ts';
import { loadReleaseSnapshot } from './ern/load-release-snapshot.ts';
import type { SnapshotFile } from './ern/types.ts';
import { DELIVERY_MAX_ATTEMPTS } from './job-names.ts';
import type { EndpointRow } from './open-transport.ts';
import { snapshotHashes } from './queue-deliveries.ts';
import { withTransport } from './transport-pool.ts';
import { emitDeliveryEvent } from '../webhooks/release-events.ts';

type DeliveryRow = typeof deliveries.$inferSelect;
type Claimed = { delivery: DeliveryRow; endpoint: EndpointRow; attemptId: string };

const FILES_CHANGED = 'The release files were deleted or changed after approval; nothing was sent.';
const NO_MESSAGE = 'This delivery was queued without its checked message; queue it again.';

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
      if (held?.state !== 'sending' || held.batch_id !== claimed.delivery.batchId) {
        await withdraw(tx, claimed);
        return 'already-delivered';
      }
      await transfer(deps, claimed);
      await finish(tx, claimed);
      await emitDeliveryEvent(deps, tx, deliveryId);
      return 'delivered';
    });
  } catch (err) {
    if (isLockTaken(err)) {
      await withdraw(deps.db, claimed);
      return 'busy';
    }
    return recordFailure(deps, claimed, err);
  }
}

async function claim(deps: Deps, id: string): Promise<Claimed | RunOutcome> {
  return deps.db.transaction(async (tx) => {
    const [d] = await tx.select().from(deliveries).where(eq(deliveries.id, id)).for('update');
    if (!d || (ARRIVED_STATES as readonly string[]).includes(d.state)) return 'already-delivered';
    if (d.state === 'failed' && d.attempts >= DELIVERY_MAX_ATTEMPTS) return 'failed';
    const [endpoint] = await tx.select().from(storeEndpoints).where(eq(storeEndpoints.id, d.endpointId));
    if (!d.batchId || !d.message || !d.manifest) {
      await tx
        .update(deliveries)
        .set({ state: 'failed', attempts: DELIVERY_MAX_ATTEMPTS, lastError: NO_MESSAGE, stateChangedAt: sql`now()`, updatedAt: sql`now()` })
        .where(eq(deliveries.id, id));
      return 'refused';
    }
    const attempt = d.attempts + 1;
    const [row] = await tx
      .update(deliveries)
      .set({
        state: 'sending',
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

/**
 * The files to send, as approved: refused when any was deleted or changed since. An update sends
 * only the files it was queued with (those the store did not hold).
 */
async function approvedFiles(deps: Deps, d: DeliveryRow): Promise<SnapshotFile[]> {
  if (d.kind === 'takedown') return [];
  let snapshot;
  try {
    snapshot = await loadReleaseSnapshot(deps, deps.db, d.releaseId);
  } catch (err) {
    if (err instanceof DomainError) throw new DeliveryRefused(err.message);
    throw err;
  }
  const expected = d.fileHashes;
  const now = snapshotHashes(snapshot);
  const changed =
    Object.keys(expected).some((id) => now[id] !== expected[id]) || (d.kind === 'new' && Object.keys(now).some((id) => !(id in expected)));
  if (changed) throw new DeliveryRefused(FILES_CHANGED);
  return [...snapshot.tracks.map((t) => t.audio!), snapshot.cover!].filter((f) => f.fileId in expected);
}

async function transfer(deps: Deps, c: Claimed): Promise<void> {
  const d = c.delivery;
  const batchId = d.batchId!;
  const manifestPath = `${batchId}/BatchComplete_${batchId}.xml`;
  const message = Buffer.from(d.message!, 'utf8');
  if (createHash('sha256').update(message).digest('hex') !== d.messageSha256)
    throw new DeliveryRefused('The release message differs from the one checked when it was queued; nothing was sent.');
  const files = await approvedFiles(deps, d);
  await withTransport(deps.env, c.endpoint, async (transport) => {
    if ((await transport.size(manifestPath)) !== null) return; // complete already: a run stopped after writing it
    const dir = `${batchId}/${d.releaseIcpn}`;
    for (const f of files) {
      const target = `${dir}/${f.path}`;
      if ((await transport.size(target)) === f.sizeBytes) continue; // whole from an earlier attempt of this batch
      await transport.put(target, await deps.storage.get(f.storageKey));
    }
    await transport.put(`${dir}/${d.releaseIcpn}.xml`, message);
    await transport.put(manifestPath, Buffer.from(d.manifest!, 'utf8'));
  });
}

/**
 * A run that claimed the delivery but found another run sending it (or its batch sent or replaced)
 * tried nothing: its attempt leaves the history, so no attempt stays running for ever beside the
 * one that sent it. The claim still counts towards the retries: giving it back would wait on the
 * other run's lock.
 */
async function withdraw(db: Pick<Tx, 'delete'>, c: Claimed): Promise<void> {
  await db.delete(deliveryAttempts).where(eq(deliveryAttempts.id, c.attemptId));
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
  // A release's first deliveries: new, or updates of an imported release (not a revision's).
  if (d.kind === 'takedown' || d.revisionId) return;
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
      where release_id = ${d.releaseId} and kind <> 'takedown' and revision_id is null
      order by endpoint_id, created_at desc
    ) latest where state not in ${ARRIVED_STATES}`);
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
