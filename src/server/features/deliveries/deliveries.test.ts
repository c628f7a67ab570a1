// Delivery to local-folder stores (the embedded default): the batch laid out per the DDEX
// choreography with BatchComplete last, the release distributed once every store has it, a
// second run sending nothing, two runs at once sending once, a run stopped mid-batch resumed,
// changed files refused, the real queue, acknowledgements, takedowns, the admin's endpoints and
// the Overview's delivery times.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ARRIVED_STATES, PUBLISHED_STORE_DPIDS } from '../../../domain/deliveries.ts';
import type { DeliveryTimesDto, ReleaseDeliveriesDto, StoreEndpointDto, TakedownRequestDto } from '../../../domain/deliveries-dto.ts';
import { DPID_MESSAGES, TEST_RECIPIENT_DPID } from '../../../domain/dpid.ts';
import { auditLog } from '../../db/schema-audit.ts';
import { deliveryAttempts, storeEndpoints } from '../../db/schema-deliveries.ts';
import { musicReleases, releaseStatusHistory } from '../../db/schema-releases.ts';
import { uploadedFiles } from '../../db/schema-uploads.ts';
import { createTestContext, type TestContext } from '../../test/test-context.ts';
import { createUser, type TestUser } from '../../test/users.ts';
import { acknowledgementXml } from '../../test/acknowledgement-fixture.ts';
import { validateErn, validateManifest } from './ern/validate-xml.ts';
import { DELIVERY_SEND } from './job-names.ts';
import { pickUpAcknowledgements } from './pick-up-acknowledgements.ts';
import { resumeDeliveries } from './resume-deliveries.ts';
import { runDelivery } from './run-delivery.ts';
import { approvedRelease, deliveryRow, queueFor, testDpid, treeOf } from '../../test/deliveries.ts';

let ctx: TestContext;
let dataDir: string;
let admin: TestUser;
let artist: TestUser;
let other: TestUser;
const storeDir = (key: string) => path.join(dataDir, 'deliveries', key);

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tunelane-deliveries-'));
  ctx = await createTestContext({ env: { DATA_DIR: dataDir }, jobs: [DELIVERY_SEND.name] });
  admin = await createUser(ctx, { admin: true });
  artist = await createUser(ctx, { name: 'Mira K' });
  other = await createUser(ctx);
});
afterAll(async () => {
  await ctx.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const upcOf = async (id: string) =>
  (await ctx.deps.db.select({ upc: musicReleases.upc }).from(musicReleases).where(eq(musicReleases.id, id)))[0]!.upc!;
const statusOf = async (id: string) =>
  (await ctx.deps.db.select({ s: musicReleases.status }).from(musicReleases).where(eq(musicReleases.id, id)))[0]!.s;
const panel = async (id: string, cookie = artist.cookie) =>
  (await (await ctx.request('GET', `/api/releases/${id}/deliveries`, { cookie })).json()) as ReleaseDeliveriesDto;

/** Waits for the queue's workers to bring every delivery to a final state. */
async function settled(ids: string[], timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const rows = await Promise.all(ids.map((id) => deliveryRow(ctx, id)));
    if (rows.every((r) => r.state === 'failed' || (ARRIVED_STATES as readonly string[]).includes(r.state))) return;
    if (Date.now() > deadline) throw new Error(`deliveries still ${rows.map((r) => r.state).join(', ')}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('a delivery to a folder store', () => {
  it('writes the batch per the choreography, BatchComplete last, and distributes the release once every store has it', async () => {
    const id = await approvedRelease(ctx, artist, { title: 'Folder Single' });
    const upc = await upcOf(id);
    const [spotify, deezer] = await queueFor(ctx, id, ['spotify', 'deezer']);
    // The queue's worker may take them first; either way each ends delivered exactly once.
    await Promise.all([runDelivery(ctx.deps, spotify!), runDelivery(ctx.deps, deezer!)]);
    await settled([spotify!, deezer!]);

    const row = await deliveryRow(ctx, spotify!);
    expect(row).toMatchObject({ state: 'delivered', lastError: null, releaseIcpn: upc });
    // One attempt, or two when the worker and this run both claimed it in the moment before either
    // held it: the one that found it held left it to the other (busy), its claim counted.
    expect([1, 2]).toContain(row.attempts);
    expect(row.batchId).toMatch(/^\d{17}$/);
    const batch = row.batchId!;
    const files = treeOf(storeDir('spotify')).filter((f) => f.startsWith(batch));
    expect(files).toEqual(
      [
        `${batch}/${upc}/${upc}.xml`,
        `${batch}/${upc}/resources/${upc}.png`,
        `${batch}/${upc}/resources/${upc}_01_001.wav`,
        `${batch}/BatchComplete_${batch}.xml`,
      ].sort(),
    );
    expect(treeOf(storeDir('spotify')).some((f) => f.endsWith('.part'))).toBe(false);
    const xml = fs.readFileSync(path.join(storeDir('spotify'), batch, upc, `${upc}.xml`), 'utf8');
    expect(await validateErn(xml)).toEqual({ valid: true });
    // A local folder is a test store: a TestMessage to Spotify's published DPID, in a test batch.
    expect(xml).toContain(`<PartyId>${PUBLISHED_STORE_DPIDS.spotify}</PartyId>`);
    expect(xml).toContain('<MessageControlType>TestMessage</MessageControlType>');
    const manifest = fs.readFileSync(path.join(storeDir('spotify'), batch, `BatchComplete_${batch}.xml`), 'utf8');
    expect(await validateManifest(manifest)).toEqual({ valid: true });
    expect(manifest).toContain('<IsTestFlag>true</IsTestFlag>');
    // BatchComplete is written after everything it lists.
    const mtime = (f: string) => fs.statSync(path.join(storeDir('spotify'), f)).mtimeMs;
    for (const f of files) expect(mtime(`${batch}/BatchComplete_${batch}.xml`)).toBeGreaterThanOrEqual(mtime(f));

    expect(await statusOf(id)).toBe('distributed');
    const history = await ctx.deps.db.select().from(releaseStatusHistory).where(eq(releaseStatusHistory.releaseId, id));
    expect(history.map((h) => [h.fromStatus, h.toStatus, h.actorId])).toEqual([['approved', 'distributed', null]]);
    const attempts = await ctx.deps.db.select().from(deliveryAttempts).where(eq(deliveryAttempts.deliveryId, spotify!));
    expect(attempts.map((a) => a.outcome)).toEqual(['ok']);

    const p = await panel(id);
    expect(p.deliveries.map((d) => [d.storeName, d.state])).toEqual([
      ['Deezer', 'delivered'],
      ['Spotify', 'delivered'],
    ]);
    expect(p.approvalToLastDeliveryMs).toBeGreaterThanOrEqual(0);
    expect(p.canRequestTakedown).toBe(true);
    // Another artist's release is simply not found.
    expect((await ctx.request('GET', `/api/releases/${id}/deliveries`, { cookie: other.cookie })).status).toBe(404);
  });

  it('sends nothing again: a second run, and two runs at once, leave one complete batch', async () => {
    const id = await approvedRelease(ctx, artist, { title: 'Twice' });
    const [d] = await queueFor(ctx, id, ['tidal']);
    const outcomes = await Promise.all([runDelivery(ctx.deps, d!), runDelivery(ctx.deps, d!), runDelivery(ctx.deps, d!)]);
    await settled([d!]);
    expect(outcomes.filter((o) => o === 'delivered').length).toBeLessThanOrEqual(1);
    // Runs that found another sending it withdrew their claims: one attempt, the one that sent it.
    const attempts = await ctx.deps.db.select().from(deliveryAttempts).where(eq(deliveryAttempts.deliveryId, d!));
    expect(attempts.map((a) => a.outcome)).toEqual(['ok']);
    expect(await runDelivery(ctx.deps, d!)).toBe('already-delivered');
    const upc = await upcOf(id);
    const batches = fs.readdirSync(storeDir('tidal')).filter((b) => fs.existsSync(path.join(storeDir('tidal'), b, upc)));
    expect(batches).toHaveLength(1);
    expect(treeOf(path.join(storeDir('tidal'), batches[0]!)).filter((f) => f.startsWith('BatchComplete_'))).toHaveLength(1);
  });

  it('resumes a batch a stopped run left half-written, and marks delivered a batch it had completed', async () => {
    const id = await approvedRelease(ctx, artist, { title: 'Resumed' });
    const [d] = await queueFor(ctx, id, ['qobuz'], { jobs: false });
    // As if an instance died mid-transfer: the row says sending with its batch, a file is half there.
    await ctx.deps.db.execute(sql`update deliveries set state = 'sending', attempts = 1 where id = ${d}`);
    const batch = (await deliveryRow(ctx, d!)).batchId!;
    const upc = await upcOf(id);
    const dir = path.join(storeDir('qobuz'), batch, upc, 'resources');
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, `${upc}_01_001.wav.part`), 'half');
    expect(await runDelivery(ctx.deps, d!)).toBe('delivered');
    expect(await deliveryRow(ctx, d!)).toMatchObject({ state: 'delivered', batchId: batch, attempts: 2 });
    const tree = treeOf(path.join(storeDir('qobuz'), batch));
    expect(tree).toContain(`BatchComplete_${batch}.xml`);
    expect(tree.some((f) => f.endsWith('.part'))).toBe(false);

    // Killed after BatchComplete was written but before the row said so: nothing is rewritten.
    const manifest = path.join(storeDir('qobuz'), batch, `BatchComplete_${batch}.xml`);
    const before = fs.statSync(manifest).mtimeMs;
    await ctx.deps.db.execute(sql`update deliveries set state = 'sending' where id = ${d}`);
    await new Promise((r) => setTimeout(r, 20));
    expect(await runDelivery(ctx.deps, d!)).toBe('delivered');
    expect(fs.statSync(manifest).mtimeMs).toBe(before);
    expect(fs.readdirSync(storeDir('qobuz'))).toEqual([batch]);
  });

  it('gives a stranded delivery its job again, and leaves one that has a job or a worker alone', async () => {
    const id = await approvedRelease(ctx, artist, { title: 'Stranded' });
    const [d] = await queueFor(ctx, id, ['pandora']);
    await settled([d!]);
    // As if its instance was killed mid-transfer and the queue lost the job: sending, stale, no job.
    await ctx.deps.db.execute(sql`update deliveries set state = 'sending', updated_at = now() - interval '1 hour' where id = ${d}`);
    await ctx.deps.db.execute(sql`delete from pgboss.job where name = 'delivery-send' and data->>'deliveryId' = ${d}`);
    expect(await resumeDeliveries(ctx.deps)).toEqual({ resumed: 1 });
    expect(await resumeDeliveries(ctx.deps)).toEqual({ resumed: 0 }); // its job is in the queue now
    await settled([d!]);
    expect((await deliveryRow(ctx, d!)).state).toBe('delivered');
    // A fresh one waiting in the queue is left alone.
    const [fresh] = await queueFor(ctx, await approvedRelease(ctx, artist, { title: 'Waiting' }), ['pandora']);
    expect(await resumeDeliveries(ctx.deps)).toEqual({ resumed: 0 });
    await settled([fresh!]);
  });

  it('refuses a release whose file changed after approval, sending nothing', async () => {
    const id = await approvedRelease(ctx, artist, { title: 'Changed' });
    const [d] = await queueFor(ctx, id, ['napster'], { jobs: false });
    const [cover] = await ctx.deps.db
      .select({ key: uploadedFiles.storageKey })
      .from(uploadedFiles)
      .innerJoin(musicReleases, eq(musicReleases.coverFileId, uploadedFiles.id))
      .where(eq(musicReleases.id, id));
    await ctx.deps.storage.put(cover!.key, Readable.from([Buffer.from('not the approved cover')]), 'image/png');
    expect(await runDelivery(ctx.deps, d!)).toBe('refused');
    const row = await deliveryRow(ctx, d!);
    expect(row.state).toBe('failed');
    expect(row.lastError).toBe('The release files were deleted or changed after approval; nothing was sent.');
    expect(treeOf(storeDir('napster'))).toEqual([]);
    expect(await runDelivery(ctx.deps, d!)).toBe('failed'); // never retried
    expect(await statusOf(id)).toBe('approved');
    // the artist's panel says it failed, the reason (engineering) only the console's
    expect((await panel(id)).deliveries[0]).toMatchObject({ state: 'failed', lastError: null, batchId: null });
    expect((await panel(id, admin.cookie)).deliveries[0]).toMatchObject({ state: 'failed', lastError: row.lastError });
  });

  it('sends the message checked when it was queued, and refuses one altered since, sending nothing', async () => {
    const id = await approvedRelease(ctx, artist, { title: 'Altered' });
    const [d] = await queueFor(ctx, id, ['traxsource'], { jobs: false });
    const queued = await deliveryRow(ctx, d!);
    expect(await validateErn(queued.message!)).toEqual({ valid: true });
    expect(await validateManifest(queued.manifest!)).toEqual({ valid: true });
    expect(queued.manifest).toContain(queued.messageSha256);
    await ctx.deps.db.execute(sql`update deliveries set message = replace(message, 'Altered', 'Alterer') where id = ${d}`);
    expect(await runDelivery(ctx.deps, d!)).toBe('refused');
    expect((await deliveryRow(ctx, d!)).lastError).toBe(
      'The release message differs from the one checked when it was queued; nothing was sent.',
    );
    expect(treeOf(storeDir('traxsource'))).toEqual([]);

    const [again] = await queueFor(ctx, id, ['traxsource'], { jobs: false });
    expect(await runDelivery(ctx.deps, again!)).toBe('delivered');
    const row = await deliveryRow(ctx, again!);
    const upc = await upcOf(id);
    expect(fs.readFileSync(path.join(storeDir('traxsource'), row.batchId!, upc, `${upc}.xml`), 'utf8')).toBe(row.message);
    expect(fs.readFileSync(path.join(storeDir('traxsource'), row.batchId!, `BatchComplete_${row.batchId}.xml`), 'utf8')).toBe(row.manifest);
  });

  it('is run by the queue: queued at approval, delivered by a worker', async () => {
    const id = await approvedRelease(ctx, artist, { title: 'Queued', tracks: 2 });
    const ids = await queueFor(ctx, id, ['boomplay', 'anghami']);
    await settled(ids);
    expect((await Promise.all(ids.map((x) => deliveryRow(ctx, x)))).map((r) => r.state)).toEqual(['delivered', 'delivered']);
    expect(await statusOf(id)).toBe('distributed');
    // Queued again while delivered: a store already holding it is queued anew (an update), a
    // store with one in flight is not.
    expect(await queueFor(ctx, id, ['boomplay'])).toHaveLength(1);
  });
});

describe('approval', () => {
  it('queues one delivery per chosen store with the approval, and the workers deliver them', async () => {
    const id = await approvedRelease(ctx, artist, { title: 'Approved Here', pending: true, stores: ['spotify', 'jiosaavn'] });
    const version = (
      (await (await ctx.request('GET', `/api/admin/releases/${id}`, { cookie: admin.cookie })).json()) as { version: string }
    ).version;
    const res = await ctx.request('PATCH', `/api/admin/releases/${id}/review`, {
      cookie: admin.cookie,
      body: { status: 'approved', adminNotes: '', version },
    });
    expect(res.status).toBe(200);
    const queued = (await panel(id)).deliveries;
    expect(queued.map((d) => d.storeName)).toEqual(['JioSaavn', 'Spotify']);
    await settled(queued.map((d) => d.id));
    const p = await panel(id);
    expect(p.deliveries.map((d) => d.state)).toEqual(['delivered', 'delivered']);
    expect(p.approvalToLastDeliveryMs).toBeGreaterThan(0);
    expect(await statusOf(id)).toBe('distributed');
    const upc = await upcOf(id);
    expect(treeOf(storeDir('jiosaavn')).filter((f) => f.includes(`/${upc}/${upc}.xml`))).toHaveLength(1);
  });
});

describe('acknowledgements', () => {
  it('records received and error answers; an error waits for the admin until dealt with', async () => {
    const ok = await approvedRelease(ctx, artist, { title: 'Acked' });
    const bad = await approvedRelease(ctx, artist, { title: 'Refused by store' });
    const [d1] = await queueFor(ctx, ok, ['audiomack']);
    const [d2] = await queueFor(ctx, bad, ['audiomack']);
    await runDelivery(ctx.deps, d1!);
    await runDelivery(ctx.deps, d2!);
    await settled([d1!, d2!]);
    const dir = storeDir('audiomack');
    const ack = (icpn: string, error = false) =>
      acknowledgementXml({
        sender: TEST_RECIPIENT_DPID, // the party a local test store's messages go to
        recipient: ctx.deps.env.DDEX_PARTY_ID!,
        icpn,
        status: error ? 'ProcessingErrorAtReleaseDistributor' : 'ReleaseReceivedByReleaseDistributor',
        ...(error ? { errorText: 'Cover art has a web address on it', proposedAction: 'ResendXmlAndResources' as const } : {}),
      });
    fs.writeFileSync(path.join(dir, 'ACK_1.xml'), ack(await upcOf(ok)));
    fs.writeFileSync(path.join(dir, 'ACK_2.xml'), ack(await upcOf(bad), true));
    fs.writeFileSync(path.join(dir, 'ACK_3.xml'), '<not-an-ack/>');
    const first = await pickUpAcknowledgements(ctx.deps);
    expect(first).toEqual({ files: 3, errors: 2 });
    expect(await pickUpAcknowledgements(ctx.deps)).toEqual({ files: 0, errors: 0 }); // each file once

    expect((await deliveryRow(ctx, d1!)).state).toBe('received');
    expect((await panel(ok)).deliveries[0]).toMatchObject({ state: 'received', ack: { status: 'received' } });
    expect((await panel(bad)).deliveries[0]).toMatchObject({
      state: 'error',
      ack: { status: 'error', errorText: 'Cover art has a web address on it', proposedAction: 'ResendXmlAndResources' },
    });
    const list = async () =>
      (await (await ctx.request('GET', '/api/admin/acknowledgement-errors', { cookie: admin.cookie })).json()) as {
        id: string;
        status: string;
      }[];
    const open = await list();
    expect(open.map((a) => a.status).sort()).toEqual(['error', 'invalid']);
    const summary = async () =>
      (await (await ctx.request('GET', '/api/admin/deliveries/summary', { cookie: admin.cookie })).json()) as {
        acknowledgementErrors: number;
      };
    expect((await summary()).acknowledgementErrors).toBe(2);
    const res = await ctx.request('POST', `/api/admin/acknowledgement-errors/${open[0]!.id}/resolve`, { cookie: admin.cookie, body: {} });
    expect(res.status).toBe(200);
    expect((await summary()).acknowledgementErrors).toBe(1);
    expect(
      (await ctx.request('POST', `/api/admin/acknowledgement-errors/${open[0]!.id}/resolve`, { cookie: admin.cookie, body: {} })).status,
    ).toBe(409);
    expect((await ctx.request('GET', '/api/admin/acknowledgement-errors', { cookie: artist.cookie })).status).toBe(403);
  });
});

describe('takedowns', () => {
  it('the artist asks (some stores), the admin approves, a takedown message goes out, the page shows it', async () => {
    const id = await approvedRelease(ctx, artist, { title: 'Take Me Down' });
    const ids = await queueFor(ctx, id, ['joox', 'kkbox']);
    await settled(ids);
    expect(await statusOf(id)).toBe('distributed');
    const stores = (await panel(id)).deliveries;
    const joox = stores.find((s) => s.storeName === 'Joox')!;

    const ask = (body: object, cookie = artist.cookie) => ctx.request('POST', `/api/releases/${id}/takedown`, { cookie, body });
    expect((await ask({ storeIds: [joox.storeId] }, other.cookie)).status).toBe(404);
    expect((await ask({ storeIds: ['00000000-0000-4000-8000-000000000000'] })).status).toBe(400);
    const asked = await ask({ storeIds: [joox.storeId], reason: 'Moving labels' });
    expect(asked.status).toBe(201);
    const p = (await asked.json()) as ReleaseDeliveriesDto;
    expect(p.takedowns[0]).toMatchObject({ state: 'pending', stores: [{ name: 'Joox' }], reason: 'Moving labels' });
    expect(p.canRequestTakedown).toBe(false);
    expect((await ask({})).status).toBe(409); // one open request at a time

    const pending = (await (await ctx.request('GET', '/api/admin/takedowns', { cookie: admin.cookie })).json()) as TakedownRequestDto[];
    const req = pending.find((r) => r.releaseId === id)!;
    expect(
      (await ctx.request('POST', `/api/admin/takedowns/${req.id}`, { cookie: artist.cookie, body: { decision: 'approved' } })).status,
    ).toBe(403);
    expect(
      (await ctx.request('POST', `/api/admin/takedowns/${req.id}`, { cookie: admin.cookie, body: { decision: 'approved' } })).status,
    ).toBe(200);
    expect(
      (await ctx.request('POST', `/api/admin/takedowns/${req.id}`, { cookie: admin.cookie, body: { decision: 'approved' } })).status,
    ).toBe(409);
    const audit = await ctx.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, id), eq(auditLog.action, 'takedown.approved')));
    expect(audit).toHaveLength(1);

    let after = await panel(id);
    const takedown = after.deliveries.find((d) => d.kind === 'takedown')!;
    expect(takedown.storeName).toBe('Joox');
    await settled([takedown.id]);
    after = await panel(id);
    expect(after.deliveries.find((d) => d.kind === 'takedown')).toMatchObject({ state: 'delivered' });
    expect(after.deliveries.filter((d) => d.kind === 'takedown')).toHaveLength(1); // KKBox keeps it
    expect(after.takedowns[0]).toMatchObject({ state: 'approved' });

    // The takedown is its own batch: the release without deals (ERN Part 1 6.19.4), no files.
    const row = await deliveryRow(ctx, takedown.id);
    const upc = await upcOf(id);
    const tree = treeOf(path.join(storeDir('joox'), row.batchId!));
    expect(tree).toEqual([`${upc}/${upc}.xml`, `BatchComplete_${row.batchId}.xml`].sort());
    const xml = fs.readFileSync(path.join(storeDir('joox'), row.batchId!, upc, `${upc}.xml`), 'utf8');
    expect(xml).toContain(`<ICPN>${upc}</ICPN>`);
    expect(xml).not.toContain('<DealList>');
    expect(xml).not.toContain('<ValidityPeriod>');
    expect(await validateErn(xml)).toEqual({ valid: true });
    expect(fs.readFileSync(path.join(storeDir('joox'), row.batchId!, `BatchComplete_${row.batchId}.xml`), 'utf8')).toContain('TakeDown');
  });

  it('refuses a takedown of a release that is not distributed, and a rejection sends nothing', async () => {
    const id = await approvedRelease(ctx, artist, { title: 'Not Yet' });
    const res = await ctx.request('POST', `/api/releases/${id}/takedown`, { cookie: artist.cookie, body: {} });
    expect(res.status).toBe(409);
    expect(((await res.json()) as { error: { message: string } }).error.message).toBe('Only a distributed release can be taken down.');
    const ids = await queueFor(ctx, id, ['hungama']);
    await settled(ids);
    expect((await ctx.request('POST', `/api/releases/${id}/takedown`, { cookie: artist.cookie, body: {} })).status).toBe(201);
    const req = ((await (await ctx.request('GET', '/api/admin/takedowns', { cookie: admin.cookie })).json()) as TakedownRequestDto[]).find(
      (r) => r.releaseId === id,
    )!;
    expect(req.stores).toEqual([]); // all stores
    await ctx.request('POST', `/api/admin/takedowns/${req.id}`, { cookie: admin.cookie, body: { decision: 'rejected' } });
    const p = await panel(id);
    expect(p.takedowns[0]).toMatchObject({ state: 'rejected' });
    expect(p.deliveries.every((d) => d.kind === 'new')).toBe(true);
    expect(p.canRequestTakedown).toBe(true);
  });
});

describe('store endpoints in Settings', () => {
  const list = async () =>
    (await (await ctx.request('GET', '/api/admin/store-endpoints', { cookie: admin.cookie })).json()) as StoreEndpointDto[];

  it('seeds a local folder per store on /stores, and seals the secret an admin enters', async () => {
    const all = await list();
    expect(all.length).toBe(30);
    expect(all.find((e) => e.storeKey === 'spotify')).toMatchObject({
      name: 'Spotify',
      partyId: PUBLISHED_STORE_DPIDS.spotify,
      extraPartyIds: [],
      protocol: 'folder',
      remotePath: 'deliveries/spotify',
      enabled: true,
      hasSecret: false,
    });
    const e = all.find((x) => x.storeKey === 'shazam')!;
    expect(e.partyId).toBeNull(); // no DPID of its own published: none invented
    const endpoint = {
      name: 'Shazam',
      partyId: 'PA-DPIDA-2011072101-T', // typed as printed: kept as messages write it
      extraPartyIds: [testDpid(1)],
      protocol: 'sftp',
      host: 'sftp.shazam.example',
      port: 2222,
      username: 'tunelane',
      secretKind: 'password',
      secret: 'hunter2-but-longer',
      remotePath: 'incoming',
      enabled: false,
    };
    const put = (body: object, cookie = admin.cookie) => ctx.request('PUT', `/api/admin/store-endpoints/${e.id}`, { cookie, body });
    expect((await put({ endpoint, version: e.version }, artist.cookie)).status).toBe(403);
    const res = await put({ endpoint, version: e.version });
    expect(res.status).toBe(200);
    const saved = (await res.json()) as StoreEndpointDto & { secret?: string };
    expect(saved).toMatchObject({
      protocol: 'sftp',
      host: 'sftp.shazam.example',
      hasSecret: true,
      enabled: false,
      partyId: 'PADPIDA2011072101T',
      extraPartyIds: [testDpid(1)],
    });
    expect(JSON.stringify(saved)).not.toContain('hunter2');
    const [row] = await ctx.deps.db.select().from(storeEndpoints).where(eq(storeEndpoints.id, e.id));
    expect(row!.secretSealed).toMatch(/^v1\./);
    expect(row!.secretSealed).not.toContain('hunter2');
    const audit = await ctx.deps.db.select().from(auditLog).where(eq(auditLog.entityId, e.id));
    expect(JSON.stringify(audit)).not.toContain('hunter2');
    expect((await put({ endpoint, version: e.version })).status).toBe(409); // stale version
    const refused = async (change: object) => {
      const res = await put({ endpoint: { ...endpoint, ...change }, version: saved.version });
      expect(res.status).toBe(400);
      return ((await res.json()) as { error: { message: string; field?: string } }).error;
    };
    expect(await refused({ partyId: 'SPOTIFY' })).toMatchObject({ message: DPID_MESSAGES.format, field: 'endpoint.partyId' });
    expect(await refused({ partyId: 'PADPIDA2011072101U' })).toMatchObject({ message: DPID_MESSAGES.check, field: 'endpoint.partyId' });
    expect(await refused({ extraPartyIds: ['PADPIDA2013020802J'] })).toMatchObject({ message: DPID_MESSAGES.check });
    expect(await refused({ partyId: null, enabled: true })).toMatchObject({
      message: "Enter the store's DDEX party id before enabling delivery over SFTP or S3",
      field: 'endpoint.partyId',
    });
    // Disabled, an SFTP endpoint may wait for its DPID; a local folder never needs one (a test store).
    const waiting = await put({ endpoint: { ...endpoint, partyId: '', extraPartyIds: [] }, version: saved.version });
    expect(waiting.status).toBe(200);
    expect(((await waiting.json()) as StoreEndpointDto).partyId).toBeNull();
    const latest = (await list()).find((x) => x.id === e.id)!;
    expect((await put({ endpoint: { ...endpoint, protocol: 'folder', remotePath: '../../etc' }, version: latest.version })).status).toBe(
      400,
    );
  });
});

describe('the Overview figure', () => {
  it('gives the median and slowest time from approval to the last store over 30 days', async () => {
    const res = await ctx.request('GET', '/api/admin/deliveries/summary', { cookie: admin.cookie });
    const { times } = (await res.json()) as { times: DeliveryTimesDto };
    expect(times.releases).toBeGreaterThanOrEqual(3);
    expect(times.medianMs).toBeGreaterThanOrEqual(0);
    expect(times.slowestMs).toBeGreaterThanOrEqual(times.medianMs!);
    // Made exact: a release approved two hours before its last store got it.
    const id = await approvedRelease(ctx, artist, { title: 'Slow One' });
    const ids = await queueFor(ctx, id, ['beatport']);
    await settled(ids);
    await ctx.deps.db.execute(sql`update deliveries set queued_at = delivered_at - interval '2 hours' where release_id = ${id}`);
    const after = (
      (await (await ctx.request('GET', '/api/admin/deliveries/summary', { cookie: admin.cookie })).json()) as { times: DeliveryTimesDto }
    ).times;
    expect(after.slowestMs).toBe(2 * 3600 * 1000);
    // a release already in the stores (imported) reaches them by an update with no version: it counts too
    const imported = await approvedRelease(ctx, artist, { title: 'Imported One' });
    await settled(await queueFor(ctx, imported, ['beatport']));
    await ctx.deps.db.execute(
      sql`update deliveries set kind = 'update', queued_at = delivered_at - interval '3 hours' where release_id = ${imported}`,
    );
    const withImported = (
      (await (await ctx.request('GET', '/api/admin/deliveries/summary', { cookie: admin.cookie })).json()) as { times: DeliveryTimesDto }
    ).times;
    expect(withImported.slowestMs).toBe(3 * 3600 * 1000);
    expect((await ctx.request('GET', '/api/admin/deliveries/summary', { cookie: artist.cookie })).status).toBe(403);
  });
});
