// One delivery's run as a state machine, each run made by the test (no worker races it): a failing
// attempt goes back to the queue until the last, which fails for good; what is never run again and
// what is; what is refused before anything is sent; a run that finds its row changed or held
// between its claim and its transfer; a half-sent batch resumed; and when the release becomes
// distributed.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { deliveries, deliveryAttempts, storeEndpoints } from '../../db/schema-deliveries.ts';
import { musicReleases, releaseStatusHistory, releaseTracks } from '../../db/schema-releases.ts';
import { uploadedFiles } from '../../db/schema-uploads.ts';
import type { Deps } from '../../deps.ts';
import { createTestContext, type TestContext } from '../../test/test-context.ts';
import { createUser, type TestUser } from '../../test/users.ts';
import { uploadAudio } from '../../test/releases.ts';
import { DELIVERY_MAX_ATTEMPTS as MAX } from './job-names.ts';
import { runDelivery } from './run-delivery.ts';
import { approvedRelease, deliveryRow, queueFor, treeOf } from '../../test/deliveries.ts';

let ctx: TestContext;
let dataDir: string;
let artist: TestUser;
const storeDir = (key: string) => path.join(dataDir, 'deliveries', key);
const FILES_CHANGED = 'The release files were deleted or changed after approval; nothing was sent.';
const NO_MESSAGE = 'This delivery was queued without its checked message; queue it again.';

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tunelane-delivery-runs-'));
  ctx = await createTestContext({ env: { DATA_DIR: dataDir } });
  artist = await createUser(ctx, { name: 'Mira K' });
});
afterAll(async () => {
  await ctx.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** An approved release queued to one store, its job left out: the test runs it. */
async function queued(title: string, store: string, o: { tracks?: number } = {}): Promise<{ releaseId: string; id: string }> {
  const releaseId = await approvedRelease(ctx, artist, { title, ...o });
  const [id] = await queueFor(ctx, releaseId, [store], { jobs: false });
  return { releaseId, id: id! };
}

const setDelivery = (id: string, values: Partial<typeof deliveries.$inferInsert>) =>
  ctx.deps.db.update(deliveries).set(values).where(eq(deliveries.id, id));
/** Its state changed an hour ago, as the row now says. */
async function aged(id: string): Promise<Date> {
  await ctx.deps.db.execute(sql`update deliveries set state_changed_at = now() - interval '1 hour' where id = ${id}`);
  return (await deliveryRow(ctx, id)).stateChangedAt;
}
const attemptsOf = (id: string) =>
  ctx.deps.db.select().from(deliveryAttempts).where(eq(deliveryAttempts.deliveryId, id)).orderBy(asc(deliveryAttempts.attempt));
const statusOf = async (id: string) =>
  (await ctx.deps.db.select({ s: musicReleases.status }).from(musicReleases).where(eq(musicReleases.id, id)))[0]!.s;
const historyOf = (id: string) => ctx.deps.db.select().from(releaseStatusHistory).where(eq(releaseStatusHistory.releaseId, id));
const upcOf = async (id: string) =>
  (await ctx.deps.db.select({ upc: musicReleases.upc }).from(musicReleases).where(eq(musicReleases.id, id)))[0]!.upc!;

/** Points the store's folder at `sub` under a regular file (in the deliveries folder), so every write to it fails (ENOTDIR). */
async function blockStore(store: string, sub = ''): Promise<void> {
  fs.mkdirSync(path.join(dataDir, 'deliveries'), { recursive: true });
  fs.writeFileSync(path.join(dataDir, 'deliveries', `blocked-${store}`), 'not a folder');
  await ctx.deps.db
    .update(storeEndpoints)
    .set({ remotePath: `deliveries/blocked-${store}${sub}`, updatedAt: sql`now()` })
    .where(eq(storeEndpoints.storeKey, store));
}

/** The app's deps, with `meanwhile` run after a run's claim has committed and before its transfer starts. */
function pausedAfterClaim(meanwhile: () => Promise<void>): Deps {
  const db = ctx.deps.db;
  let calls = 0;
  const paused = Object.create(db) as typeof db;
  paused.transaction = (async (...args: Parameters<typeof db.transaction>) => {
    if (++calls === 2) await meanwhile();
    return db.transaction(...args);
  }) as typeof db.transaction;
  return { ...ctx.deps, db: paused };
}

describe('the retry limit', () => {
  it('sends a failed attempt back to the queue and throws, so the queue retries it; the last attempt fails for good', async () => {
    const { id } = await queued('Retry Limit', 'apple-music');
    await blockStore('apple-music');
    await setDelivery(id, { attempts: MAX - 2 });
    const warn = vi.spyOn(ctx.deps.log, 'warn');
    try {
      await expect(runDelivery(ctx.deps, id)).rejects.toThrow(/^ENOTDIR: not a directory/);
      const retrying = await deliveryRow(ctx, id);
      expect(retrying).toMatchObject({ state: 'queued', attempts: MAX - 1 });
      expect(retrying.lastError).toMatch(/^ENOTDIR: not a directory, mkdir '.*blocked-apple-music/);
      expect((await attemptsOf(id)).map((a) => [a.attempt, a.outcome, a.error])).toEqual([[MAX - 1, 'error', retrying.lastError]]);
      expect(warn).toHaveBeenCalledWith({ deliveryId: id, attempt: MAX - 1, err: retrying.lastError }, 'delivery attempt failed');

      // The last attempt: failed, not thrown (the queue has no retry left to give it).
      expect(await runDelivery(ctx.deps, id)).toBe('failed');
      const failed = await deliveryRow(ctx, id);
      expect(failed).toMatchObject({ state: 'failed', attempts: MAX, lastError: retrying.lastError });
      const attempts = await attemptsOf(id);
      expect(attempts.map((a) => [a.attempt, a.outcome, a.error])).toEqual([
        [MAX - 1, 'error', retrying.lastError],
        [MAX, 'error', retrying.lastError],
      ]);
      expect(attempts.every((a) => a.finishedAt !== null)).toBe(true);

      // Failed with every attempt spent: never run again, no attempt made.
      expect(await runDelivery(ctx.deps, id)).toBe('failed');
      expect(await attemptsOf(id)).toHaveLength(2);
      expect(await deliveryRow(ctx, id)).toMatchObject({ state: 'failed', attempts: MAX });
    } finally {
      warn.mockRestore();
    }
  });

  it('keeps the first 1000 characters of a long error, and records an error without a message as Unknown error', async () => {
    const { id } = await queued('Long Error', 'youtube-music');
    await blockStore('youtube-music', `/${'d'.repeat(200)}`.repeat(6));
    const err = (await runDelivery(ctx.deps, id).catch((e: unknown) => e)) as Error;
    expect(err.message.length).toBeGreaterThan(1000);
    const row = await deliveryRow(ctx, id);
    expect(row.state).toBe('queued');
    expect(row.lastError).toBe(err.message.slice(0, 1000));
    expect((await attemptsOf(id))[0]!.error).toBe(err.message.slice(0, 1000));

    // Storage whose read fails with no message (once the release's files were hashed: the transfer's read).
    const { id: quiet } = await queued('Quiet Error', 'amazon-music');
    const reads = new Map<string, number>();
    const storage = {
      ...ctx.deps.storage,
      get: async (key: string) => {
        reads.set(key, (reads.get(key) ?? 0) + 1);
        if (reads.get(key)! > 1) throw new Error('');
        return ctx.deps.storage.get(key);
      },
    };
    await expect(runDelivery({ ...ctx.deps, storage }, quiet)).rejects.toThrow();
    expect(await deliveryRow(ctx, quiet)).toMatchObject({ state: 'queued', attempts: 1, lastError: 'Unknown error' });
    expect((await attemptsOf(quiet)).map((a) => [a.outcome, a.error])).toEqual([['error', 'Unknown error']]);
  });
});

describe('which deliveries run', () => {
  it.each([
    ['delivered', 'jiosaavn'],
    ['received', 'tiktok'],
    ['ingested', 'hungama'],
    ['live', 'snapchat'],
    ['error', 'beatport'],
  ])('leaves a delivery %s as it is, sending nothing', async (state, store) => {
    const { id } = await queued(`Already ${state}`, store);
    await setDelivery(id, { state });
    expect(await runDelivery(ctx.deps, id)).toBe('already-delivered');
    expect(await deliveryRow(ctx, id)).toMatchObject({ state, attempts: 0 });
    expect(await attemptsOf(id)).toEqual([]);
    expect(treeOf(storeDir(store))).toEqual([]);
  });

  it('runs a failed delivery with attempts left, and a resumed one on its last attempt; a failed one with none left sends nothing', async () => {
    const spent = await queued('Spent', 'gaana');
    await setDelivery(spent.id, { state: 'failed', attempts: MAX });
    expect(await runDelivery(ctx.deps, spent.id)).toBe('failed');
    expect(await attemptsOf(spent.id)).toEqual([]);
    expect(treeOf(storeDir('gaana'))).toEqual([]);

    // Only a failed delivery with every attempt spent is final.
    const left = await queued('Attempts Left', 'wynk-music');
    await setDelivery(left.id, { state: 'failed', attempts: MAX - 1 });
    expect(await runDelivery(ctx.deps, left.id)).toBe('delivered');
    expect(await deliveryRow(ctx, left.id)).toMatchObject({ state: 'delivered', attempts: MAX });

    // A run killed in the middle of the last attempt is still completed by the next run.
    const resumed = await queued('Killed Last', 'soundcloud');
    await setDelivery(resumed.id, { state: 'sending', attempts: MAX });
    expect(await runDelivery(ctx.deps, resumed.id)).toBe('delivered');
    expect(await deliveryRow(ctx, resumed.id)).toMatchObject({ state: 'delivered', attempts: MAX + 1 });
    const batch = (await deliveryRow(ctx, resumed.id)).batchId!;
    expect(treeOf(storeDir('soundcloud'))).toContain(`${batch}/BatchComplete_${batch}.xml`);
  });

  it.each([
    ['batchId', 'iheartradio'],
    ['message', 'anghami'],
    ['manifest', 'boomplay'],
  ] as const)('refuses at once a delivery queued without its %s, sending nothing', async (field, store) => {
    const { id } = await queued(`Without ${field}`, store);
    await setDelivery(id, { [field]: null });
    const before = await aged(id);
    expect(await runDelivery(ctx.deps, id)).toBe('refused');
    const row = await deliveryRow(ctx, id);
    expect(row).toMatchObject({ state: 'failed', attempts: MAX, lastError: NO_MESSAGE });
    expect(row.stateChangedAt.getTime()).toBeGreaterThan(before.getTime());
    expect(row.updatedAt.getTime()).toBeGreaterThan(before.getTime());
    expect(await attemptsOf(id)).toEqual([]);
    expect(treeOf(storeDir(store))).toEqual([]);
    expect(await runDelivery(ctx.deps, id)).toBe('failed'); // never run again
  });
});

describe('refused before anything is sent', () => {
  it('the database keeps batch ids to their creation time: a malformed one is never written', async () => {
    const { id } = await queued('Malformed batch', 'napster');
    for (const bad of ['2026abcdef0123456', '2026112304050600', 'B123']) {
      await expect(setDelivery(id, { batchId: bad })).rejects.toMatchObject({ cause: { constraint: 'deliveries_batch_id_check' } });
    }
    await setDelivery(id, { batchId: '20261123040506007' });
    expect((await deliveryRow(ctx, id)).batchId).toBe('20261123040506007');
  });

  it('refuses a release whose audio was deleted from storage, with the reason, and never runs it again', async () => {
    const { releaseId, id } = await queued('Audio Gone', 'audiomack');
    const [f] = await ctx.deps.db
      .select({ key: uploadedFiles.storageKey })
      .from(uploadedFiles)
      .innerJoin(releaseTracks, eq(releaseTracks.audioFileId, uploadedFiles.id))
      .where(eq(releaseTracks.releaseId, releaseId));
    await ctx.deps.storage.delete(f!.key);
    const reason = 'The audio file of track 1 is missing from storage. Ask the artist to upload it again.';
    expect(await runDelivery(ctx.deps, id)).toBe('refused');
    expect(await deliveryRow(ctx, id)).toMatchObject({ state: 'failed', attempts: MAX, lastError: reason });
    expect((await attemptsOf(id)).map((a) => [a.outcome, a.error])).toEqual([['refused', reason]]);
    expect(treeOf(storeDir('audiomack'))).toEqual([]);
    expect(await statusOf(releaseId)).toBe('approved');
  });

  it('retries, not refuses, a release that could not be read for another reason (the database failing)', async () => {
    const { id } = await queued('Read Failed', 'napster');
    await ctx.deps.db.execute(sql`alter table release_tracks rename to release_tracks_away`);
    try {
      await expect(runDelivery(ctx.deps, id)).rejects.toThrow();
    } finally {
      await ctx.deps.db.execute(sql`alter table release_tracks_away rename to release_tracks`);
    }
    expect(await deliveryRow(ctx, id)).toMatchObject({ state: 'queued', attempts: 1 });
    expect((await attemptsOf(id)).map((a) => a.outcome)).toEqual(['error']);
    expect(await runDelivery(ctx.deps, id)).toBe('delivered');
  });

  it('refuses as changed a release whose cover record was removed since approval', async () => {
    const { releaseId, id } = await queued('Cover Record Gone', 'kkbox');
    const [r] = await ctx.deps.db.select({ cover: musicReleases.coverFileId }).from(musicReleases).where(eq(musicReleases.id, releaseId));
    await ctx.deps.db.delete(uploadedFiles).where(eq(uploadedFiles.id, r!.cover!));
    expect(await runDelivery(ctx.deps, id)).toBe('refused');
    expect(await deliveryRow(ctx, id)).toMatchObject({ state: 'failed', attempts: MAX, lastError: FILES_CHANGED });
    expect(treeOf(storeDir('kkbox'))).toEqual([]);
  });

  it('refuses as changed a release given a track since approval', async () => {
    const { releaseId, id } = await queued('Track Added', 'netease-cloud-music');
    const audio = await uploadAudio(ctx, artist);
    await ctx.deps.db.insert(releaseTracks).values({ releaseId, position: 2, title: 'Added Later', audioFileId: audio });
    expect(await runDelivery(ctx.deps, id)).toBe('refused');
    expect(await deliveryRow(ctx, id)).toMatchObject({ state: 'failed', attempts: MAX, lastError: FILES_CHANGED });
    expect((await attemptsOf(id)).map((a) => a.outcome)).toEqual(['refused']);
    expect(treeOf(storeDir('netease-cloud-music'))).toEqual([]);
  });
});

describe('between the claim and the transfer', () => {
  it('sends nothing when the delivery was delivered, given another batch, or removed meanwhile', async () => {
    const delivered = await queued('Delivered Meanwhile', 'tencent-music');
    const deps1 = pausedAfterClaim(() => setDelivery(delivered.id, { state: 'delivered' }).then(() => undefined));
    expect(await runDelivery(deps1, delivered.id)).toBe('already-delivered');
    expect(await attemptsOf(delivered.id)).toEqual([]);

    const rebatched = await queued('Rebatched Meanwhile', 'tencent-music');
    const deps2 = pausedAfterClaim(() => setDelivery(rebatched.id, { batchId: '20000101000000000' }).then(() => undefined));
    expect(await runDelivery(deps2, rebatched.id)).toBe('already-delivered');
    expect(await deliveryRow(ctx, rebatched.id)).toMatchObject({ state: 'sending', batchId: '20000101000000000' });
    expect(await attemptsOf(rebatched.id)).toEqual([]);

    const removed = await queued('Removed Meanwhile', 'tencent-music');
    const deps3 = pausedAfterClaim(() =>
      ctx.deps.db
        .delete(musicReleases)
        .where(eq(musicReleases.id, removed.releaseId))
        .then(() => undefined),
    );
    expect(await runDelivery(deps3, removed.id)).toBe('already-delivered');
    expect(await ctx.deps.db.select().from(deliveries).where(eq(deliveries.id, removed.id))).toEqual([]);

    expect(treeOf(storeDir('tencent-music'))).toEqual([]);
  });

  it('leaves a delivery another run holds to that run: busy, nothing recorded against it', async () => {
    const { id } = await queued('Held Elsewhere', 'joox');
    const holder = await ctx.deps.pool.connect();
    try {
      const deps = pausedAfterClaim(async () => {
        await holder.query('begin');
        await holder.query('select 1 from deliveries where id = $1 for update', [id]);
      });
      expect(await runDelivery(deps, id)).toBe('busy');
    } finally {
      await holder.query('rollback');
      holder.release();
    }
    expect(await deliveryRow(ctx, id)).toMatchObject({ state: 'sending', attempts: 1, lastError: null });
    // Its claim counts towards the retries, but it tried nothing: no attempt of it stays running.
    expect(await attemptsOf(id)).toEqual([]);
    expect(treeOf(storeDir('joox'))).toEqual([]);
  });

  it('stamps the state change of a queued delivery it claims, and keeps that of a resumed one', async () => {
    const claimedAt = async (id: string) => {
      let seen: Date | undefined;
      const deps = pausedAfterClaim(async () => {
        seen = (await deliveryRow(ctx, id)).stateChangedAt;
      });
      expect(await runDelivery(deps, id)).toBe('delivered');
      return seen!;
    };
    const fresh = await queued('Claimed Fresh', 'yandex-music');
    const queuedAt = await aged(fresh.id);
    expect((await claimedAt(fresh.id)).getTime()).toBeGreaterThan(queuedAt.getTime());

    const resumed = await queued('Claimed Resumed', 'yandex-music');
    await setDelivery(resumed.id, { state: 'sending', attempts: 1 });
    const sendingSince = await aged(resumed.id);
    expect((await claimedAt(resumed.id)).getTime()).toBe(sendingSince.getTime());
  });
});

describe('a batch resumed', () => {
  it('keeps a file already whole at the store and writes again one cut short', async () => {
    const { releaseId, id } = await queued('Half There', 'shazam', { tracks: 2 });
    await setDelivery(id, { state: 'sending', attempts: 1 });
    const { batchId } = await deliveryRow(ctx, id);
    const upc = await upcOf(releaseId);
    const files = await ctx.deps.db
      .select({ position: releaseTracks.position, size: uploadedFiles.sizeBytes, key: uploadedFiles.storageKey })
      .from(releaseTracks)
      .innerJoin(uploadedFiles, eq(uploadedFiles.id, releaseTracks.audioFileId))
      .where(eq(releaseTracks.releaseId, releaseId))
      .orderBy(asc(releaseTracks.position));
    const dir = path.join(storeDir('shazam'), batchId!, upc, 'resources');
    fs.mkdirSync(dir, { recursive: true });
    const whole = path.join(dir, `${upc}_01_001.wav`);
    const cut = path.join(dir, `${upc}_01_002.wav`);
    const marker = Buffer.alloc(files[0]!.size, 7); // its size: taken as sent by an earlier attempt
    fs.writeFileSync(whole, marker);
    fs.writeFileSync(cut, 'cut short');

    expect(await runDelivery(ctx.deps, id)).toBe('delivered');
    expect(fs.readFileSync(whole).equals(marker)).toBe(true);
    const sent = Buffer.concat(await (await ctx.deps.storage.get(files[1]!.key)).toArray());
    expect(fs.readFileSync(cut).equals(sent)).toBe(true);
    expect(treeOf(path.join(storeDir('shazam'), batchId!))).toContain(`BatchComplete_${batchId}.xml`);
  });
});

describe('the release distributed', () => {
  it('stays approved until its last store has it, then is distributed, noted once', async () => {
    const releaseId = await approvedRelease(ctx, artist, { title: 'Two Stores' });
    const [first, second] = await queueFor(ctx, releaseId, ['beatport', 'traxsource'], { jobs: false });
    expect(await runDelivery(ctx.deps, first!)).toBe('delivered');
    expect(await statusOf(releaseId)).toBe('approved');
    expect(await historyOf(releaseId)).toEqual([]);
    expect(await runDelivery(ctx.deps, second!)).toBe('delivered');
    expect(await statusOf(releaseId)).toBe('distributed');
    expect((await historyOf(releaseId)).map((h) => [h.fromStatus, h.toStatus, h.actorId, h.note])).toEqual([
      ['approved', 'distributed', null, 'Delivered to every chosen store'],
    ]);
  });

  it('leaves the release as it is when a takedown is delivered', async () => {
    const { releaseId, id } = await queued('Taken Down', 'qobuz');
    await setDelivery(id, { kind: 'takedown' });
    expect(await runDelivery(ctx.deps, id)).toBe('delivered');
    expect(await statusOf(releaseId)).toBe('approved');
    expect(await historyOf(releaseId)).toEqual([]);
  });

  it('does not make distributed a release that is no longer approved', async () => {
    const { releaseId, id } = await queued('Sent Back', '7digital');
    await ctx.deps.db.update(musicReleases).set({ status: 'pending' }).where(eq(musicReleases.id, releaseId));
    expect(await runDelivery(ctx.deps, id)).toBe('delivered');
    expect(await statusOf(releaseId)).toBe('pending');
    expect(await historyOf(releaseId)).toEqual([]);
  });
});
