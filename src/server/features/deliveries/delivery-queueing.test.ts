// Queueing a release's deliveries, as approval does inside its transaction: nothing for a release
// with no store, each store's delivery with its own message when several releases are queued at
// once, the delivery job committed with the queueing or not at all, and no second delivery to a
// store that has one unfinished.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Tx } from '../../db/pool.ts';
import { deliveries, storeEndpoints } from '../../db/schema-deliveries.ts';
import { createTestContext, type TestContext } from '../../test/test-context.ts';
import { createUser, type TestUser } from '../../test/users.ts';
import { loadReleaseSnapshot } from './ern/load-release-snapshot.ts';
import type { StoreParty } from './ern/types.ts';
import { DELIVERY_SEND } from './job-names.ts';
import { buildCheckedMessages } from './outgoing-messages.ts';
import { queueReleaseDeliveries, snapshotHashes } from './queue-deliveries.ts';
import { storePartyColumns } from './store-endpoints.ts';
import { approvedRelease, deliveryRow, giveDpids, queueFor } from '../../test/deliveries.ts';

let ctx: TestContext;
let dataDir: string;
let artist: TestUser;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tunelane-delivery-queueing-'));
  // No worker: jobs sent stay in the queue, where the test looks for them.
  ctx = await createTestContext({ env: { DATA_DIR: dataDir } });
  artist = await createUser(ctx, { name: 'Mira K' });
});
afterAll(async () => {
  await ctx.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const deliveriesOf = (releaseIds: string[]) => ctx.deps.db.select().from(deliveries).where(inArray(deliveries.releaseId, releaseIds));
const jobsFor = async (ids: string[]) =>
  (
    await ctx.deps.db.execute<{ id: string }>(
      sql`select data->>'deliveryId' as id from pgboss.job where name = ${DELIVERY_SEND.name} and data->>'deliveryId' in ${ids}`,
    )
  ).rows
    .map((r) => r.id)
    .sort();

/** Each release prepared for the stores (keys, in this order) as approval prepares it. */
async function prepared(tx: Tx, releaseIds: string[], storeKeys: string[]) {
  const all = (await tx.select(storePartyColumns).from(storeEndpoints).where(inArray(storeEndpoints.storeKey, storeKeys))) as StoreParty[];
  const stores = storeKeys.map((k) => all.find((s) => s.key === k)!);
  const out = [];
  for (const id of releaseIds) {
    const snapshot = await loadReleaseSnapshot(ctx.deps, tx, id);
    const messages = await buildCheckedMessages(
      ctx.deps.env,
      stores.map((recipient) => ({ snapshot, recipient, kind: 'new' as const })),
    );
    out.push({ snapshot, stores, messages });
  }
  return out;
}

describe('queueing deliveries', () => {
  it('queues nothing for a release with no store', async () => {
    const releaseId = await approvedRelease(ctx, artist, { title: 'Nowhere' });
    const ids = await ctx.deps.db.transaction(async (tx) => {
      const snapshot = await loadReleaseSnapshot(ctx.deps, tx, releaseId);
      return queueReleaseDeliveries(ctx.deps, tx, { snapshot, stores: [], messages: [] });
    });
    expect(ids).toEqual([]);
    expect(await deliveriesOf([releaseId])).toEqual([]);
  });

  it('gives each store its own message and each release its own files when two releases are queued at once', async () => {
    const one = await approvedRelease(ctx, artist, { title: 'First Of Two' });
    const two = await approvedRelease(ctx, artist, { title: 'Second Of Two', tracks: 2 });
    // The stores in an order of their own, not the endpoints': each delivery still carries its own store's message.
    const storeKeys = ['tidal', 'apple-music', 'deezer'];
    await giveDpids(ctx, storeKeys);
    const ids = await ctx.deps.db.transaction(async (tx) =>
      queueReleaseDeliveries({ env: ctx.deps.env, jobs: ctx.deps.jobs }, tx, await prepared(tx, [one, two], storeKeys)),
    );
    expect(ids).toHaveLength(6);
    const endpoints = await ctx.deps.db.select().from(storeEndpoints).where(inArray(storeEndpoints.storeKey, storeKeys));
    const rows = await deliveriesOf([one, two]);
    expect(rows.map((r) => r.id).sort()).toEqual([...ids].sort());
    const snapshots = new Map([
      [one, await loadReleaseSnapshot(ctx.deps, ctx.deps.db, one)],
      [two, await loadReleaseSnapshot(ctx.deps, ctx.deps.db, two)],
    ]);
    for (const row of rows) {
      const endpoint = endpoints.find((e) => e.id === row.endpointId)!;
      const snapshot = snapshots.get(row.releaseId)!;
      expect(row.message).toContain(`<PartyId>${endpoint.partyId}</PartyId>`);
      for (const other of endpoints.filter((e) => e.id !== endpoint.id)) expect(row.message).not.toContain(other.partyId);
      expect(row.manifest).toContain(endpoint.partyId);
      expect(row.message).toContain(`<ICPN>${snapshot.icpn}</ICPN>`);
      expect(row.releaseIcpn).toBe(snapshot.icpn);
      expect(row.fileHashes).toEqual(snapshotHashes(snapshot));
    }
    expect(Object.keys(snapshotHashes(snapshots.get(two)!))).toHaveLength(3); // the cover and two tracks
    expect(new Set(rows.map((r) => `${r.releaseId}:${r.endpointId}`)).size).toBe(6);
  });

  it('sends the delivery job inside the queueing transaction: rolled back, neither delivery nor job is left', async () => {
    const releaseId = await approvedRelease(ctx, artist, { title: 'Rolled Back' });
    let queued: string[] = [];
    const rollback = new Error('approval rolled back');
    await expect(
      ctx.deps.db.transaction(async (tx) => {
        queued = await queueReleaseDeliveries({ env: ctx.deps.env, jobs: ctx.deps.jobs }, tx, await prepared(tx, [releaseId], ['gaana']));
        throw rollback;
      }),
    ).rejects.toBe(rollback);
    expect(queued).toHaveLength(1);
    expect(await deliveriesOf([releaseId])).toEqual([]);
    expect(await jobsFor(queued)).toEqual([]);

    const ids = await ctx.deps.db.transaction(async (tx) =>
      queueReleaseDeliveries({ env: ctx.deps.env, jobs: ctx.deps.jobs }, tx, await prepared(tx, [releaseId], ['gaana'])),
    );
    expect(await jobsFor(ids)).toEqual(ids);
  });

  it('does not queue a store twice while its delivery of the release is unfinished', async () => {
    const releaseId = await approvedRelease(ctx, artist, { title: 'Not Twice' });
    const [first] = await queueFor(ctx, releaseId, ['pandora'], { jobs: false });
    expect(await queueFor(ctx, releaseId, ['pandora'], { jobs: false })).toEqual([]);
    await ctx.deps.db.update(deliveries).set({ state: 'sending' }).where(eq(deliveries.id, first!));
    expect(await queueFor(ctx, releaseId, ['pandora'], { jobs: false })).toEqual([]);
    await ctx.deps.db.update(deliveries).set({ state: 'failed' }).where(eq(deliveries.id, first!));
    const [again] = await queueFor(ctx, releaseId, ['pandora'], { jobs: false });
    expect(again).not.toBe(first);
    expect((await deliveryRow(ctx, again!)).state).toBe('queued');
  });
});
