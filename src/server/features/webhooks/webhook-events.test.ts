// The events the product's own operations emit reach a subscribed endpoint, each in the
// transaction of its change: an admin's approval and rejection, a delivery to a store, a sales
// report booked (each account hears of its own sums only), a claim paid and a hold placed.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { answerByRange } from '../../../domain/holds.ts';
import type { AdminReleaseDto } from '../../../domain/releases-admin-dto.ts';
import { WEBHOOK_EVENT_TYPES } from '../../../domain/webhooks.ts';
import { acknowledgementXml } from '../../test/acknowledgement-fixture.ts';
import { approvedRelease, deliveryRow, giveDpids, queueFor } from '../../test/deliveries.ts';
import { uploadAudio, uploadCover } from '../../test/releases.ts';
import { adminClaim, claim, daysAgo, importAndConfirm, releaseWithCodes, reportCsv, reviewClaim } from '../../test/royalties.ts';
import { createTestContext, type TestContext } from '../../test/test-context.ts';
import { createUser, type TestUser } from '../../test/users.ts';
import { addEndpoint, onEnterprise, startReceiver, type Receiver } from '../../test/webhooks.ts';
import { pickUpAcknowledgements } from '../deliveries/pick-up-acknowledgements.ts';
import { runDelivery } from '../deliveries/run-delivery.ts';
import { queueTakedownDeliveries } from '../deliveries/takedowns.ts';
import { sendDueWebhooks } from './send-due-webhooks.ts';

let ctx: TestContext;
let dataDir: string;
let admin: TestUser;
let label: TestUser;
let other: TestUser;
let receiver: Receiver;
let otherReceiver: Receiver;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tunelane-webhooks-'));
  ctx = await createTestContext({ env: { DATA_DIR: dataDir } });
  admin = await createUser(ctx, { admin: true });
  label = await createUser(ctx, { name: 'Mira K' });
  other = await createUser(ctx, { name: 'Other Label' });
  await onEnterprise(ctx, label);
  await onEnterprise(ctx, other);
  receiver = await startReceiver();
  otherReceiver = await startReceiver();
  await addEndpoint(ctx, label, receiver.url, [...WEBHOOK_EVENT_TYPES]);
  await addEndpoint(ctx, other, otherReceiver.url, ['import.booked']);
});
afterAll(async () => {
  await Promise.all([receiver.close(), otherReceiver.close()]);
  await ctx.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});
beforeEach(() => {
  receiver.received.length = 0;
  otherReceiver.received.length = 0;
});

type Event = { id: string; type: string; createdAt: string; data: Record<string, unknown> };
/** The events the receiver got once the sender ran. */
async function sent(r: Receiver = receiver): Promise<Event[]> {
  await sendDueWebhooks(ctx.deps);
  return r.received.map((x) => JSON.parse(x.body) as Event);
}

async function pendingRelease(title: string): Promise<string> {
  const [cover, audio] = [await uploadCover(ctx, label), await uploadAudio(ctx, label)];
  const { rows } = await ctx.deps.db.execute<{ id: string }>(sql`
    insert into music_releases (user_id, title, artist_name, genre, status, cover_file_id, release_date)
    values (${label.id}, ${title}, 'Mira K', 'Pop', 'pending', ${cover}, current_date + 30) returning id`);
  await ctx.deps.db.execute(
    sql`insert into release_tracks (release_id, position, title, audio_file_id) values (${rows[0]!.id}, 1, ${title}, ${audio})`,
  );
  return rows[0]!.id;
}
async function review(id: string, status: string, adminNotes: string): Promise<AdminReleaseDto> {
  const { version } = (await (await ctx.request('GET', `/api/admin/releases/${id}`, { cookie: admin.cookie })).json()) as AdminReleaseDto;
  const res = await ctx.request('PATCH', `/api/admin/releases/${id}/review`, {
    cookie: admin.cookie,
    body: { status, adminNotes, version },
  });
  expect(res.status).toBe(200);
  return (await res.json()) as AdminReleaseDto;
}

it('tells of a release approved and one rejected', async () => {
  const approved = await pendingRelease('Approve Me');
  const after = await review(approved, 'approved', 'Lovely mix.');
  const rejected = await pendingRelease('Reject Me');
  await review(rejected, 'rejected', 'The cover has a web address on it.');
  const events = await sent();
  expect(events.map((e) => e.type)).toEqual(['release.approved', 'release.rejected']);
  expect(events[0]!.data).toEqual({
    release: { id: approved, title: 'Approve Me', artist: 'Mira K', upc: after.upc, status: 'approved' },
  });
  expect(after.upc).toMatch(/^\d{12,13}$/);
  expect(events[1]!.data).toMatchObject({ release: { id: rejected, status: 'rejected' }, reason: 'The cover has a web address on it.' });
});

it('tells of a release delivered to a store', async () => {
  const id = await approvedRelease(ctx, label, { title: 'Folder Single' });
  const [delivery] = await queueFor(ctx, id, ['spotify'], { jobs: false });
  expect(await runDelivery(ctx.deps, delivery!)).toBe('delivered');
  const [event] = await sent();
  expect(event).toMatchObject({
    type: 'release.delivered',
    data: { release: { id, title: 'Folder Single' }, store: { key: 'spotify', name: 'Spotify' }, deliveryId: delivery, kind: 'new' },
  });
});

it('tells of lines booked later from the unmatched queue, with their sums alone', async () => {
  const releaseId = await releaseWithCodes(ctx, label, { title: 'Late Match', isrcs: ['USWHK2600004'] });
  const booked = await importAndConfirm(
    ctx,
    admin,
    reportCsv(
      [
        { isrc: 'USWHK2600004', quantity: '100', amount: '10' },
        { isrc: 'GBWHK2600009', quantity: '30', amount: '4.5' },
      ],
      'WEBHOOK-QUEUE',
    ),
  );
  expect((await sent()).map((e) => [e.type, e.data.gross, e.data.fromQueue])).toEqual([['import.booked', '10.000000000000', false]]);
  receiver.received.length = 0;
  const queue = (await (
    await ctx.request('GET', `/api/admin/royalties/unmatched?importId=${booked.id}`, { cookie: admin.cookie })
  ).json()) as { items: { row: number }[] };
  const res = await ctx.request('POST', '/api/admin/royalties/unmatched/book', {
    cookie: admin.cookie,
    body: { releaseId, trackId: null, lines: { by: 'line', importId: booked.id, row: queue.items[0]!.row } },
  });
  expect(res.status).toBe(200);
  expect(await sent()).toEqual([
    expect.objectContaining({
      type: 'import.booked',
      data: expect.objectContaining({ importId: booked.id, gross: '4.500000000000', quantity: 30, releases: 1, fromQueue: true }),
    }),
  ]);
});

it('tells of a release live at a store, once, and then taken down there', async () => {
  const [dpid] = await giveDpids(ctx, ['deezer']);
  const id = await approvedRelease(ctx, label, { title: 'Goes Live' });
  const [delivery] = await queueFor(ctx, id, ['deezer'], { jobs: false });
  expect(await runDelivery(ctx.deps, delivery!)).toBe('delivered');
  const row = await deliveryRow(ctx, delivery!);
  const icpn = row.releaseIcpn!;
  // the store's word, twice: the second says nothing new
  for (const n of [1, 2]) {
    const file = path.join(dataDir, 'deliveries', 'deezer', row.batchId!, `ACK_${row.batchId}_${icpn}_${n}.xml`);
    fs.writeFileSync(
      file,
      acknowledgementXml({
        sender: dpid!,
        recipient: ctx.deps.env.DDEX_PARTY_ID!,
        icpn,
        status: 'ReleaseMadeAvailableToConsumers',
        acknowledged: { batchId: row.batchId!, messageId: row.messageId! },
      }),
    );
    await pickUpAcknowledgements(ctx.deps);
  }
  const live = (await sent()).filter((e) => e.type !== 'release.delivered');
  expect(live).toEqual([
    expect.objectContaining({
      type: 'release.live',
      data: expect.objectContaining({
        release: expect.objectContaining({ id, title: 'Goes Live' }),
        store: { key: 'deezer', name: 'Deezer' },
        deliveryId: delivery,
      }),
    }),
  ]);
  receiver.received.length = 0;

  const [takedown] = await ctx.deps.db.transaction((tx) =>
    queueTakedownDeliveries(ctx.deps, tx, id, [{ endpointId: row.endpointId, releaseIcpn: icpn }], null),
  );
  expect(await runDelivery(ctx.deps, takedown!)).toBe('delivered');
  expect(await sent()).toEqual([
    expect.objectContaining({
      type: 'release.taken_down',
      data: expect.objectContaining({
        release: expect.objectContaining({ id }),
        store: { key: 'deezer', name: 'Deezer' },
        deliveryId: takedown,
        kind: 'takedown',
      }),
    }),
  ]);
});

it('tells each account of its own sums when a report is booked, then of a claim paid and a hold placed', async () => {
  await releaseWithCodes(ctx, label, { title: 'Night Drive', isrcs: ['USWHK2600001'] });
  const held = await releaseWithCodes(ctx, label, { title: 'Second Light', isrcs: ['USWHK2600003'] });
  await releaseWithCodes(ctx, other, { title: 'Theirs', isrcs: ['USWHK2600002'] });
  const booked = await importAndConfirm(
    ctx,
    admin,
    reportCsv(
      [
        { isrc: 'USWHK2600001', quantity: '1000', amount: '100.123456789' },
        { isrc: 'USWHK2600002', quantity: '10', amount: '3' },
        { isrc: 'USWHK2600003', quantity: '100', amount: '10' },
      ],
      'WEBHOOK-1',
    ),
  );
  const [mineBooked] = await sent();
  const [theirs] = await sent(otherReceiver);
  expect(mineBooked).toMatchObject({
    type: 'import.booked',
    data: { importId: booked.id, currency: 'USD', gross: '110.123456789000', quantity: 1100, releases: 2 },
  });
  expect(theirs).toMatchObject({ type: 'import.booked', data: { importId: booked.id, gross: '3.000000000000', quantity: 10 } });
  expect(JSON.stringify(theirs)).not.toContain('USWHK2600001');
  expect(JSON.stringify(theirs)).not.toContain(label.id);
  receiver.received.length = 0;
  otherReceiver.received.length = 0;

  const made = await claim(ctx, label, '25.00');
  expect(made.status).toBe(201);
  expect((await reviewClaim(ctx, admin, await adminClaim(ctx, admin, made.body.id), 'approved')).status).toBe(200);
  expect((await reviewClaim(ctx, admin, await adminClaim(ctx, admin, made.body.id), 'completed')).status).toBe(200);
  const [paid] = await sent();
  expect(paid).toMatchObject({
    type: 'claim.paid',
    data: { claim: { id: made.body.id, currency: 'USD', amount: '25.00', method: 'bank_transfer' }, paymentReference: expect.any(String) },
  });
  receiver.received.length = 0;

  const { min } = answerByRange(daysAgo(0));
  const hold = await ctx.request('POST', '/api/admin/holds', {
    cookie: admin.cookie,
    body: {
      userId: label.id,
      releaseIds: [held],
      trackIds: [],
      months: [daysAgo(3).slice(0, 7)],
      reason: 'artificial_streams',
      note: 'Streams from 40 accounts created the same day.',
      answerBy: min,
    },
  });
  expect(hold.status).toBe(201);
  const holdId = ((await hold.json()) as { id: string }).id;
  const [placed] = await sent();
  expect(placed).toMatchObject({
    type: 'hold.placed',
    data: {
      hold: { id: holdId, currency: 'USD', reason: 'artificial_streams' },
      lines: [{ releaseId: held, releaseTitle: 'Second Light' }],
    },
  });
  expect(otherReceiver.received).toEqual([]);
});
