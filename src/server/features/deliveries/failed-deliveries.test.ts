// A delivery that gave up waits on the Overview until an admin sends it again: a new delivery with
// the message checked anew, the files as approved only, once however many admins click at once.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DELIVERY_RESENT_ALREADY, RESEND_FILES_CHANGED } from '../../../domain/deliveries.ts';
import type { FailedDeliveryDto } from '../../../domain/deliveries-dto.ts';
import { auditLog } from '../../db/schema-audit.ts';
import { deliveries } from '../../db/schema-deliveries.ts';
import { musicReleases } from '../../db/schema-releases.ts';
import { uploadedFiles } from '../../db/schema-uploads.ts';
import { createTestContext, type TestContext } from '../../test/test-context.ts';
import { createUser, type TestUser } from '../../test/users.ts';
import { DELIVERY_MAX_ATTEMPTS, DELIVERY_SEND } from './job-names.ts';
import { runDelivery } from './run-delivery.ts';
import { approvedRelease, deliveryRow, queueFor, treeOf } from '../../test/deliveries.ts';

let ctx: TestContext;
let dataDir: string;
let admin: TestUser;
let artist: TestUser;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tunelane-failed-deliveries-'));
  ctx = await createTestContext({ env: { DATA_DIR: dataDir }, jobs: [DELIVERY_SEND.name] });
  admin = await createUser(ctx, { admin: true });
  artist = await createUser(ctx, { name: 'Mira K' });
});
afterAll(async () => {
  await ctx.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const failedList = async () =>
  (await (await ctx.request('GET', '/api/admin/deliveries/failed', { cookie: admin.cookie })).json()) as FailedDeliveryDto[];
const resend = (id: string, cookie = admin.cookie) => ctx.request('POST', `/api/admin/deliveries/${id}/resend`, { cookie, body: {} });

/** A queued delivery that spent its retries (a store that refused every attempt). */
async function gaveUp(releaseId: string, store: string, kind: 'new' | 'takedown' = 'new'): Promise<string> {
  const [id] = await queueFor(ctx, releaseId, [store], { jobs: false });
  await ctx.deps.db
    .update(deliveries)
    .set({ kind, state: 'failed', attempts: DELIVERY_MAX_ATTEMPTS, lastError: 'connect ECONNREFUSED 203.0.113.7:22' })
    .where(eq(deliveries.id, id!));
  return id!;
}

async function settled(id: string): Promise<string> {
  for (let i = 0; i < 200; i++) {
    const { state } = await deliveryRow(ctx, id);
    if (state !== 'queued' && state !== 'sending') return state;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('still not delivered');
}

describe('failed deliveries', () => {
  it('are listed and counted for the admin only, and one sent again reaches the store and distributes the release', async () => {
    const releaseId = await approvedRelease(ctx, artist, { title: 'Gave Up', stores: ['tidal'] });
    const failed = await gaveUp(releaseId, 'tidal');

    const list = await failedList();
    expect(list.find((f) => f.id === failed)).toMatchObject({
      releaseTitle: 'Gave Up',
      storeName: 'TIDAL',
      kind: 'new',
      attempts: DELIVERY_MAX_ATTEMPTS,
      lastError: 'connect ECONNREFUSED 203.0.113.7:22',
    });
    const summary = await (await ctx.request('GET', '/api/admin/deliveries/summary', { cookie: admin.cookie })).json();
    expect(summary.failedDeliveries).toBe(list.length);
    // Artists see their own release page, not the console's list, and cannot resend.
    expect((await ctx.request('GET', '/api/admin/deliveries/failed', { cookie: artist.cookie })).status).toBe(403);
    expect((await resend(failed, artist.cookie)).status).toBe(403);

    const res = await resend(failed);
    expect(res.status).toBe(200);
    const { id: fresh } = (await res.json()) as { id: string };
    expect(fresh).not.toBe(failed);
    expect(await settled(fresh)).toBe('delivered');
    const { batchId } = await deliveryRow(ctx, fresh);
    expect(treeOf(path.join(dataDir, 'deliveries', 'tidal'))).toContain(`${batchId}/BatchComplete_${batchId}.xml`);
    const [release] = await ctx.deps.db.select({ s: musicReleases.status }).from(musicReleases).where(eq(musicReleases.id, releaseId));
    expect(release!.s).toBe('distributed');
    // The failed one stays in the history, off the admin's list; a second click is refused.
    expect((await deliveryRow(ctx, failed)).state).toBe('failed');
    expect((await failedList()).some((f) => f.id === failed)).toBe(false);
    const again = await resend(failed);
    expect(again.status).toBe(409);
    expect((await again.json()).error.message).toBe(DELIVERY_RESENT_ALREADY);
    const audit = await ctx.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'delivery.resent'), eq(auditLog.entityId, releaseId)));
    expect(audit).toHaveLength(1);
    expect(audit[0]!.actorId).toBe(admin.id);
  });

  it('sends again once when two admins click at the same moment', async () => {
    const releaseId = await approvedRelease(ctx, artist, { title: 'Double Click', stores: ['pandora'] });
    const failed = await gaveUp(releaseId, 'pandora');
    const all = await Promise.all([resend(failed), resend(failed), resend(failed)]);
    const statuses = all.map((r) => r.status).sort();
    expect(statuses).toEqual([200, 409, 409]);
    const rows = await ctx.deps.db.select().from(deliveries).where(eq(deliveries.releaseId, releaseId));
    expect(rows).toHaveLength(2);
  });

  it('refuses to send files changed since approval, and queues nothing', async () => {
    const releaseId = await approvedRelease(ctx, artist, { title: 'Changed Since', stores: ['napster'] });
    const failed = await gaveUp(releaseId, 'napster');
    const [cover] = await ctx.deps.db
      .select({ key: uploadedFiles.storageKey })
      .from(uploadedFiles)
      .innerJoin(musicReleases, eq(musicReleases.coverFileId, uploadedFiles.id))
      .where(eq(musicReleases.id, releaseId));
    const original = Buffer.concat(await (await ctx.deps.storage.get(cover!.key)).toArray());
    await ctx.deps.storage.put(cover!.key, Readable.from([Buffer.concat([original, Buffer.from([0])])]), 'image/png');
    const res = await resend(failed);
    expect(res.status).toBe(400);
    expect((await res.json()).error.message).toBe(RESEND_FILES_CHANGED);
    const rows = await ctx.deps.db.select().from(deliveries).where(eq(deliveries.releaseId, releaseId));
    expect(rows).toHaveLength(1);
    expect((await failedList()).some((f) => f.id === failed)).toBe(true);
  });

  it('sends a failed takedown again as a takedown', async () => {
    const releaseId = await approvedRelease(ctx, artist, { title: 'Take Me Down', stores: ['deezer'] });
    const failed = await gaveUp(releaseId, 'deezer', 'takedown');
    const res = await resend(failed);
    expect(res.status).toBe(200);
    const { id } = (await res.json()) as { id: string };
    expect(await settled(id)).toBe('delivered');
    const row = await deliveryRow(ctx, id);
    expect(row.kind).toBe('takedown');
    // A takedown is the release without deals (ERN 4 has no takedown flag; ERN Part 1 6.19.4).
    expect(row.message).toContain('<ReleaseList>');
    expect(row.message).not.toContain('<DealList>');
    expect(await runDelivery(ctx.deps, id)).toBe('already-delivered');
    const { rows } = await ctx.deps.db.execute<{ n: number }>(
      sql`select count(*)::int as n from deliveries where release_id = ${releaseId} and kind = 'takedown'`,
    );
    expect(rows[0]!.n).toBe(2);
  });
});
