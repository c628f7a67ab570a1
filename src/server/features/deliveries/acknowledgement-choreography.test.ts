// The stores' answers as the ERN choreography has them, to local folder stores: an acknowledgement
// beside the batch's manifest (ACK_<BatchId>_<ICPN>.xml) is read as one at the root is; received is
// not ingested; a later answer moves the delivery (an error too, after ingested), an earlier one
// does not, and every answer stays in its history; one from a party other than the store is refused
// and logged; one naming another batch or message of ours is not applied to this one. A delivery a
// store answered with an error is sent again once, as a new ReDelivery batch with a new MessageId,
// valid against the schemas, however many admins press at once, and resumed if its run is cut off.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DELIVERY_RESENT_ALREADY, DELIVERY_STATE_LABELS } from '../../../domain/deliveries.ts';
import type { AckErrorDto } from '../../../domain/deliveries-dto.ts';
import { auditLog } from '../../db/schema-audit.ts';
import { deliveries, deliveryAcknowledgements } from '../../db/schema-deliveries.ts';
import { musicReleases } from '../../db/schema-releases.ts';
import { createTestContext, type TestContext } from '../../test/test-context.ts';
import { createUser, type TestUser } from '../../test/users.ts';
import { acknowledgementXml } from '../../test/acknowledgement-fixture.ts';
import { validateErn, validateManifest } from './ern/validate-xml.ts';
import { pickUpAcknowledgements } from './pick-up-acknowledgements.ts';
import { ackOutcome, nextDeliveryState } from './parse-acknowledgement.ts';
import { runDelivery } from './run-delivery.ts';
import { approvedRelease, deliveryRow, giveDpids, queueFor, treeOf } from '../../test/deliveries.ts';

let ctx: TestContext;
let dataDir: string;
let admin: TestUser;
let artist: TestUser;
const storeDir = (key: string) => path.join(dataDir, 'deliveries', key);
const STORES = ['deezer', 'apple-music', 'pandora', 'kkbox', 'joox', 'anghami'];
let dpids: Record<string, string>;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tunelane-ack-choreography-'));
  ctx = await createTestContext({ env: { DATA_DIR: dataDir } });
  admin = await createUser(ctx, { admin: true });
  artist = await createUser(ctx, { name: 'Mira K' });
  const ids = await giveDpids(ctx, STORES);
  dpids = Object.fromEntries(STORES.map((k, i) => [k, ids[i]!]));
});
afterAll(async () => {
  await ctx.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const upcOf = async (id: string) =>
  (await ctx.deps.db.select({ upc: musicReleases.upc }).from(musicReleases).where(eq(musicReleases.id, id)))[0]!.upc!;

/** A release delivered to `store`: its delivery id, batch, ICPN and MessageId. */
async function delivered(title: string, store: string) {
  const releaseId = await approvedRelease(ctx, artist, { title });
  const [id] = await queueFor(ctx, releaseId, [store], { jobs: false });
  expect(await runDelivery(ctx.deps, id!)).toBe('delivered');
  const row = await deliveryRow(ctx, id!);
  return { releaseId, id: id!, batchId: row.batchId!, icpn: await upcOf(releaseId), messageId: row.messageId! };
}

type AckOptions = Omit<Parameters<typeof acknowledgementXml>[0], 'sender' | 'recipient' | 'icpn'> & { sender?: string };

/** Writes the store's acknowledgement of `d` where the choreography puts it (or at `at`, relative to the store's folder). */
function answer(store: string, d: { batchId: string; icpn: string }, o: AckOptions, at?: string): string {
  const rel = at ?? `${d.batchId}/ACK_${d.batchId}_${d.icpn}.xml`;
  fs.mkdirSync(path.dirname(path.join(storeDir(store), rel)), { recursive: true });
  const { sender, ...rest } = o;
  fs.writeFileSync(
    path.join(storeDir(store), rel),
    acknowledgementXml({ sender: sender ?? dpids[store]!, recipient: ctx.deps.env.DDEX_PARTY_ID!, icpn: d.icpn, ...rest }),
  );
  return rel;
}

const history = async (deliveryId: string) =>
  ctx.deps.db
    .select({
      fileName: deliveryAcknowledgements.fileName,
      releaseStatus: deliveryAcknowledgements.releaseStatus,
      status: deliveryAcknowledgements.status,
      deliveryState: deliveryAcknowledgements.deliveryState,
    })
    .from(deliveryAcknowledgements)
    .where(eq(deliveryAcknowledgements.deliveryId, deliveryId))
    .orderBy(asc(deliveryAcknowledgements.createdAt));

const minutes = (n: number) => new Date(Date.now() + n * 60_000);

describe('what a store answers', () => {
  it('takes only SuccessfullyIngestedByReleaseDistributor as ingested and ReleaseMadeAvailableToConsumers as live', () => {
    const at = (status: string, messageStatuses: { status: string; information: string | null }[] = []) =>
      ackOutcome({ status, messageStatuses });
    expect(at('ReleaseReceivedByReleaseDistributor')).toBe('received');
    expect(at('DeliveredToReleaseDistributor')).toBe('received');
    expect(at('SuccessfullyIngestedByReleaseDistributor')).toBe('ingested');
    expect(at('ReleaseMadeAvailableToConsumers')).toBe('live');
    for (const s of ['ProcessingErrorAtReleaseDistributor', 'ReleaseViolatesTermsOfService', 'RightsConflict', 'ReleaseNotAvailable'])
      expect(at(s)).toBe('error');
    // A message the store found wrong is an error whatever the release's status says.
    expect(at('ReleaseReceivedByReleaseDistributor', [{ status: 'MetadataMissing', information: null }])).toBe('error');
    expect(at('SuccessfullyIngestedByReleaseDistributor', [{ status: 'FileOK', information: null }])).toBe('ingested');
    expect(nextDeliveryState('ingested', 'received')).toBeNull();
    expect(nextDeliveryState('live', 'error')).toBe('error');
    expect(nextDeliveryState('error', 'received')).toBe('received');
  });

  it('reads an error acknowledgement beside the manifest: the delivered delivery is in error, in front of the admin', async () => {
    const d = await delivered('Batch Folder Error', 'deezer');
    const rel = answer('deezer', d, {
      status: 'ProcessingErrorAtReleaseDistributor',
      errorText: 'Cover art is smaller than 1400 px',
      proposedAction: 'ResendXmlAndResources',
      acknowledged: { batchId: d.batchId, messageId: d.messageId, status: 'ResourceCorrupt' },
    });
    expect(treeOf(path.join(storeDir('deezer'), d.batchId))).toContain(`ACK_${d.batchId}_${d.icpn}.xml`);
    expect(await pickUpAcknowledgements(ctx.deps)).toMatchObject({ files: 1, errors: 1 });
    expect(await deliveryRow(ctx, d.id)).toMatchObject({ state: 'error', acknowledgedAt: expect.any(Date) });
    expect(DELIVERY_STATE_LABELS.error).toBe('Store error');
    const [row] = await ctx.deps.db.select().from(deliveryAcknowledgements).where(eq(deliveryAcknowledgements.fileName, rel));
    expect(row).toMatchObject({
      deliveryId: d.id,
      status: 'error',
      deliveryState: 'error',
      batchId: d.batchId,
      acknowledgedMessageId: d.messageId,
      senderPartyId: dpids.deezer,
      releaseStatus: 'ProcessingErrorAtReleaseDistributor',
      errorText: 'Cover art is smaller than 1400 px',
    });
    const open = (await (await ctx.request('GET', '/api/admin/acknowledgement-errors', { cookie: admin.cookie })).json()) as AckErrorDto[];
    expect(open.find((a) => a.fileName === rel)).toMatchObject({ status: 'error', proposedAction: 'ResendXmlAndResources' });
    expect(await pickUpAcknowledgements(ctx.deps)).toEqual({ files: 0, errors: 0 }); // read once
  });

  it('says received for a received answer, not ingested; later answers move it on, an error after ingested too, an earlier one does not', async () => {
    const d = await delivered('Answered Often', 'apple-music');
    answer('apple-music', d, { status: 'ReleaseReceivedByReleaseDistributor', createdAt: minutes(1) }, `ACK_${d.icpn}.xml`); // at the root
    await pickUpAcknowledgements(ctx.deps);
    expect(await deliveryRow(ctx, d.id)).toMatchObject({ state: 'received' });
    expect(DELIVERY_STATE_LABELS.received).toBe('Received by store');
    const page = (await (await ctx.request('GET', `/api/releases/${d.releaseId}/deliveries`, { cookie: artist.cookie })).json()) as {
      deliveries: { state: string; ack: { status: string } }[];
    };
    expect(page.deliveries[0]).toMatchObject({ state: 'received', ack: { status: 'received' } });

    answer(
      'apple-music',
      d,
      { status: 'SuccessfullyIngestedByReleaseDistributor', createdAt: minutes(2) },
      `${d.batchId}/ACK_ingested.xml`,
    );
    await pickUpAcknowledgements(ctx.deps);
    expect(await deliveryRow(ctx, d.id)).toMatchObject({ state: 'ingested' });
    // A "received" written before the ingestion, read only now, changes nothing.
    answer('apple-music', d, { status: 'ReleaseReceivedByReleaseDistributor', createdAt: minutes(1.5) }, `${d.batchId}/ACK_late.xml`);
    await pickUpAcknowledgements(ctx.deps);
    expect(await deliveryRow(ctx, d.id)).toMatchObject({ state: 'ingested' });
    answer('apple-music', d, { status: 'ReleaseMadeAvailableToConsumers', createdAt: minutes(3) }, `${d.batchId}/ACK_live.xml`);
    await pickUpAcknowledgements(ctx.deps);
    expect(await deliveryRow(ctx, d.id)).toMatchObject({ state: 'live' });
    // The store finds a problem after all: the delivery is in error.
    answer('apple-music', d, {
      status: 'RightsConflict',
      errorText: 'Another label claims track 1',
      proposedAction: 'DoNotResendRelease',
      createdAt: minutes(4),
    });
    await pickUpAcknowledgements(ctx.deps);
    expect(await deliveryRow(ctx, d.id)).toMatchObject({ state: 'error' });
    expect(await history(d.id)).toEqual([
      {
        fileName: `ACK_${d.icpn}.xml`,
        releaseStatus: 'ReleaseReceivedByReleaseDistributor',
        status: 'received',
        deliveryState: 'received',
      },
      {
        fileName: `${d.batchId}/ACK_ingested.xml`,
        releaseStatus: 'SuccessfullyIngestedByReleaseDistributor',
        status: 'ingested',
        deliveryState: 'ingested',
      },
      {
        fileName: `${d.batchId}/ACK_late.xml`,
        releaseStatus: 'ReleaseReceivedByReleaseDistributor',
        status: 'received',
        deliveryState: null,
      },
      { fileName: `${d.batchId}/ACK_live.xml`, releaseStatus: 'ReleaseMadeAvailableToConsumers', status: 'live', deliveryState: 'live' },
      { fileName: `${d.batchId}/ACK_${d.batchId}_${d.icpn}.xml`, releaseStatus: 'RightsConflict', status: 'error', deliveryState: 'error' },
    ]);
  });

  it('refuses and logs an acknowledgement from a party other than the store, applying nothing', async () => {
    const d = await delivered('Forged Answer', 'pandora');
    const warn = vi.spyOn(ctx.deps.log, 'warn');
    const rel = answer('pandora', d, { status: 'ProcessingErrorAtReleaseDistributor', errorText: 'Forged', sender: dpids.kkbox });
    expect(await pickUpAcknowledgements(ctx.deps)).toMatchObject({ files: 1, errors: 1 });
    expect(await deliveryRow(ctx, d.id)).toMatchObject({ state: 'delivered', acknowledgedAt: null });
    expect(await history(d.id)).toEqual([]);
    const [row] = await ctx.deps.db.select().from(deliveryAcknowledgements).where(eq(deliveryAcknowledgements.fileName, rel));
    expect(row).toMatchObject({
      status: 'invalid',
      deliveryId: null,
      senderPartyId: dpids.kkbox,
      errorText: `Refused acknowledgement: sent by ${dpids.kkbox}, not by Pandora's party (${dpids.pandora}); it was not applied`,
    });
    expect(warn).toHaveBeenCalledWith(
      expect.objectContaining({ endpoint: 'Pandora', file: rel, sender: dpids.kkbox }),
      'acknowledgement from another party refused',
    );
    warn.mockRestore();
    // The store's own answer is taken.
    answer('pandora', d, { status: 'SuccessfullyIngestedByReleaseDistributor' }, `${d.batchId}/ACK_own.xml`);
    await pickUpAcknowledgements(ctx.deps);
    expect(await deliveryRow(ctx, d.id)).toMatchObject({ state: 'ingested' });
  });

  it('applies an answer only to the batch and message it names', async () => {
    const first = await delivered('Two Batches', 'kkbox');
    const [secondId] = await queueFor(ctx, first.releaseId, ['kkbox'], { jobs: false });
    expect(await runDelivery(ctx.deps, secondId!)).toBe('delivered');
    const second = await deliveryRow(ctx, secondId!);
    // An error for the first batch, lying in its folder, leaves the later one alone.
    answer('kkbox', first, { status: 'ProcessingErrorAtReleaseDistributor', errorText: 'Old batch' });
    await pickUpAcknowledgements(ctx.deps);
    expect(await deliveryRow(ctx, first.id)).toMatchObject({ state: 'error' });
    expect(await deliveryRow(ctx, secondId!)).toMatchObject({ state: 'delivered' });
    // At the root, naming the second's MessageId: the second, not the latest by chance.
    answer(
      'kkbox',
      first,
      { status: 'SuccessfullyIngestedByReleaseDistributor', acknowledged: { messageId: second.messageId! } },
      'ACK_m.xml',
    );
    // A MessageId we never sent applies to nothing.
    answer('kkbox', first, { status: 'ProcessingErrorAtReleaseDistributor', acknowledged: { messageId: 'NOT-OURS' } }, 'ACK_x.xml');
    // A file in one batch's folder that names another batch is not applied either.
    const conflicting = answer(
      'kkbox',
      first,
      { status: 'ProcessingErrorAtReleaseDistributor', acknowledged: { batchId: second.batchId!, messageId: second.messageId! } },
      `${first.batchId}/ACK_conflict.xml`,
    );
    await pickUpAcknowledgements(ctx.deps);
    expect(await deliveryRow(ctx, secondId!)).toMatchObject({ state: 'ingested' });
    const [notOurs] = await ctx.deps.db.select().from(deliveryAcknowledgements).where(eq(deliveryAcknowledgements.fileName, 'ACK_x.xml'));
    expect(notOurs).toMatchObject({ deliveryId: null, status: 'error', acknowledgedMessageId: 'NOT-OURS' });
    const [conflict] = await ctx.deps.db.select().from(deliveryAcknowledgements).where(eq(deliveryAcknowledgements.fileName, conflicting));
    expect(conflict).toMatchObject({ deliveryId: null, status: 'invalid', errorText: expect.stringContaining('names batches') });
  });

  it('does not read a batch folder that is a link leading out of the store', async () => {
    const d = await delivered('Linked Away', 'anghami');
    const outside = fs.mkdtempSync(path.join(os.tmpdir(), 'tunelane-outside-'));
    fs.writeFileSync(
      path.join(outside, `ACK_${d.batchId}_${d.icpn}.xml`),
      acknowledgementXml({
        sender: dpids.anghami!,
        recipient: ctx.deps.env.DDEX_PARTY_ID!,
        icpn: d.icpn,
        status: 'ProcessingErrorAtReleaseDistributor',
      }),
    );
    const batchDir = path.join(storeDir('anghami'), d.batchId);
    fs.rmSync(batchDir, { recursive: true });
    fs.symlinkSync(outside, batchDir);
    await pickUpAcknowledgements(ctx.deps);
    expect(await deliveryRow(ctx, d.id)).toMatchObject({ state: 'delivered' });
    fs.rmSync(outside, { recursive: true, force: true });
  });
});

describe('sending again after a store error', () => {
  it('sends a new ReDelivery batch with a new MessageId, valid against the schemas, once for any number of admins pressing', async () => {
    const d = await delivered('Sent Again', 'joox');
    answer('joox', d, {
      status: 'ProcessingErrorAtReleaseDistributor',
      errorText: 'Audio clipped',
      proposedAction: 'ResendXmlAndResources',
    });
    await pickUpAcknowledgements(ctx.deps);
    expect(await deliveryRow(ctx, d.id)).toMatchObject({ state: 'error' });

    const listed = (await (
      await ctx.request('GET', '/api/admin/acknowledgement-errors', { cookie: admin.cookie })
    ).json()) as AckErrorDto[];
    expect(listed.find((a) => a.releaseId === d.releaseId)).toMatchObject({ deliveryId: d.id, canResend: true });

    const presses = await Promise.all(
      [1, 2, 3].map(() => ctx.request('POST', `/api/admin/deliveries/${d.id}/resend`, { cookie: admin.cookie, body: {} })),
    );
    expect(presses.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    const refusals = await Promise.all(presses.filter((r) => r.status === 409).map(async (r) => (await r.json()).error.message));
    expect(refusals).toEqual([DELIVERY_RESENT_ALREADY, DELIVERY_RESENT_ALREADY]);
    const again = await deliveryRow(ctx, ((await presses.find((r) => r.status === 200)!.json()) as { id: string }).id);
    expect(again).toMatchObject({ state: 'queued', kind: 'new', redeliveryOf: d.id, releaseIcpn: d.icpn });
    expect(again.batchId! > d.batchId).toBe(true);
    expect(again.messageId).not.toBe(d.messageId);
    expect(again.manifest).toContain('<DeliveryType>ReDelivery</DeliveryType>');
    expect(again.manifest).toContain(`<MessageId>${again.messageId}</MessageId>`);
    expect(await validateManifest(again.manifest!, ctx.deps.env.DDEX_DIR)).toEqual({ valid: true });
    expect(await validateErn(again.message!, ctx.deps.env.DDEX_DIR)).toEqual({ valid: true });
    expect(again.message).toContain(`<MessageId>${again.messageId}</MessageId>`);
    const redeliveries = await ctx.deps.db.select({ id: deliveries.id }).from(deliveries).where(eq(deliveries.redeliveryOf, d.id));
    expect(redeliveries).toHaveLength(1);
    // The database holds one redelivery per delivery whatever path a second one took.
    await expect(
      ctx.deps.db.execute(sql`update deliveries set redelivery_of = ${d.id} where id = ${(await delivered('Other', 'joox')).id}`),
    ).rejects.toThrow();
    // Dealt with by the resend, audited.
    const open = (await (await ctx.request('GET', '/api/admin/acknowledgement-errors', { cookie: admin.cookie })).json()) as AckErrorDto[];
    expect(open.filter((a) => a.releaseId === d.releaseId)).toEqual([]);
    const [audit] = await ctx.deps.db.select().from(auditLog).where(eq(auditLog.action, 'delivery.resent'));
    expect(audit).toMatchObject({
      entityId: d.releaseId,
      after: expect.objectContaining({ deliveryType: 'ReDelivery', delivery: again.id }),
    });

    // Its run stopped mid-batch, it is resumed: one complete ReDelivery batch beside the first.
    await ctx.deps.db.execute(sql`update deliveries set state = 'sending', attempts = 1 where id = ${again.id}`);
    const part = path.join(storeDir('joox'), again.batchId!, d.icpn, 'resources');
    fs.mkdirSync(part, { recursive: true });
    fs.writeFileSync(path.join(part, `${d.icpn}_01_001.wav.part`), 'half');
    expect(await runDelivery(ctx.deps, again.id)).toBe('delivered');
    expect(await runDelivery(ctx.deps, again.id)).toBe('already-delivered');
    const manifest = fs.readFileSync(path.join(storeDir('joox'), again.batchId!, `BatchComplete_${again.batchId}.xml`), 'utf8');
    expect(manifest).toBe(again.manifest);
    expect(treeOf(path.join(storeDir('joox'), again.batchId!)).some((f) => f.endsWith('.part'))).toBe(false);

    // A delivery the store took is not sent again.
    const fine = await delivered('Taken Fine', 'deezer');
    answer('deezer', fine, { status: 'SuccessfullyIngestedByReleaseDistributor' });
    await pickUpAcknowledgements(ctx.deps);
    const refused = await ctx.request('POST', `/api/admin/deliveries/${fine.id}/resend`, { cookie: admin.cookie, body: {} });
    expect(refused.status).toBe(409);
  });
});
