// Delivery to a real SFTP server started by the test on loopback (ssh2's server): a login refused
// then accepted, a connection dropped in the middle of a file then a complete batch with nothing
// complete-looking left from the cut, one connection kept between deliveries (a new one once the
// server hung up), an acknowledgement picked up, and a takedown. Without the
// server the test fails; it never skips.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReleaseDeliveriesDto, StoreEndpointDto, TakedownRequestDto } from '../../../domain/deliveries-dto.ts';
import { deliveryAcknowledgements, deliveryAttempts, storeEndpoints } from '../../db/schema-deliveries.ts';
import { musicReleases } from '../../db/schema-releases.ts';
import { createTestContext, type TestContext } from '../../test/test-context.ts';
import { createUser, type TestUser } from '../../test/users.ts';
import { acknowledgementXml } from '../../test/acknowledgement-fixture.ts';
import { validateManifest } from './ern/validate-xml.ts';
import { pickUpAcknowledgements } from './pick-up-acknowledgements.ts';
import { runDelivery } from './run-delivery.ts';
import { approvedRelease, deliveryRow, queueFor, testDpid, treeOf } from '../../test/deliveries.ts';
import { closeIdleTransports } from './transport-pool.ts';
import { startSftpServer, type TestSftpServer } from './transports/test-sftp-server.ts';

let ctx: TestContext;
let dataDir: string;
let root: string;
let server: TestSftpServer;
let admin: TestUser;
let artist: TestUser;
let cutAudio = false;
const PASSWORD = 'the-right-password';

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tunelane-sftp-'));
  root = path.join(dataDir, 'server');
  server = await startSftpServer({
    root,
    username: 'tunelane',
    password: PASSWORD,
    // Cuts the connection once, in the middle of an audio file, when a test asks.
    dropWhile: (file, offset) => {
      if (!cutAudio || !file.includes('.wav') || offset === 0) return false;
      cutAudio = false;
      return true;
    },
  });
  ctx = await createTestContext({ env: { DATA_DIR: dataDir } });
  admin = await createUser(ctx, { admin: true });
  artist = await createUser(ctx, { name: 'Mira K' });
});
afterAll(async () => {
  await closeIdleTransports();
  await ctx?.close();
  await server?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function pointAtServer(storeKey: string, password: string): Promise<void> {
  const list = (await (await ctx.request('GET', '/api/admin/store-endpoints', { cookie: admin.cookie })).json()) as StoreEndpointDto[];
  const e = list.find((x) => x.storeKey === storeKey)!;
  const res = await ctx.request('PUT', `/api/admin/store-endpoints/${e.id}`, {
    cookie: admin.cookie,
    body: {
      version: e.version,
      endpoint: {
        name: e.name,
        // A store reached over SFTP takes live messages, addressed to its DPID: the published one, or one for the test.
        partyId: e.partyId ?? testDpid(list.indexOf(e)),
        extraPartyIds: [],
        protocol: 'sftp',
        host: '127.0.0.1',
        port: server.port,
        username: 'tunelane',
        secretKind: 'password',
        secret: password,
        remotePath: `/${storeKey}`,
        enabled: true,
      },
    },
  });
  expect(res.status).toBe(200);
}

const upcOf = async (id: string) =>
  (await ctx.deps.db.select({ upc: musicReleases.upc }).from(musicReleases).where(eq(musicReleases.id, id)))[0]!.upc!;
const manifests = (dir: string) => treeOf(dir).filter((f) => path.basename(f).startsWith('BatchComplete_') && f.endsWith('.xml'));

describe('delivery over SFTP', () => {
  it('retries after a refused login and delivers once the login works', async () => {
    await pointAtServer('spotify', 'a-wrong-password');
    const id = await approvedRelease(ctx, artist, { title: 'Refused First' });
    const [d] = await queueFor(ctx, id, ['spotify']);
    await expect(runDelivery(ctx.deps, d!)).rejects.toThrow(/authentication/i);
    expect(server.stats.refused).toBeGreaterThan(0);
    const failed = await deliveryRow(ctx, d!);
    expect(failed).toMatchObject({ state: 'queued', attempts: 1 });
    expect(failed.lastError).toMatch(/authentication/i);
    expect(manifests(path.join(root, 'spotify'))).toEqual([]);

    await pointAtServer('spotify', PASSWORD);
    expect(await runDelivery(ctx.deps, d!)).toBe('delivered');
    const row = await deliveryRow(ctx, d!);
    expect(row).toMatchObject({ state: 'delivered', attempts: 2, lastError: null });
    const attempts = await ctx.deps.db.select().from(deliveryAttempts).where(eq(deliveryAttempts.deliveryId, d!));
    expect(attempts.sort((a, b) => a.attempt - b.attempt).map((a) => a.outcome)).toEqual(['error', 'ok']);
    expect(attempts.find((a) => a.outcome === 'error')!.error).toMatch(/authentication/i);

    const upc = await upcOf(id);
    const batch = row.batchId!;
    expect(treeOf(path.join(root, 'spotify'))).toEqual(
      [
        `${batch}/${upc}/${upc}.xml`,
        `${batch}/${upc}/resources/${upc}.png`,
        `${batch}/${upc}/resources/${upc}_01_001.wav`,
        `${batch}/BatchComplete_${batch}.xml`,
      ].sort(),
    );
    const manifest = fs.readFileSync(path.join(root, 'spotify', batch, `BatchComplete_${batch}.xml`), 'utf8');
    expect(await validateManifest(manifest)).toEqual({ valid: true });
    expect(manifest).toContain('<IsTestFlag>false</IsTestFlag>');
    const message = fs.readFileSync(path.join(root, 'spotify', batch, upc, `${upc}.xml`), 'utf8');
    expect(message).toContain('<MessageControlType>LiveMessage</MessageControlType>');
    expect(message).toContain(`<PartyId>${ctx.deps.env.DDEX_PARTY_ID}</PartyId>`);
    expect(await ctx.deps.db.select({ s: musicReleases.status }).from(musicReleases).where(eq(musicReleases.id, id))).toEqual([
      { s: 'distributed' },
    ]);
  });

  it('survives a connection dropped mid-file: no batch looks complete until it is, then exactly one is', async () => {
    await pointAtServer('deezer', PASSWORD);
    const id = await approvedRelease(ctx, artist, { title: 'Cut Off', tracks: 2 });
    const [d] = await queueFor(ctx, id, ['deezer']);
    cutAudio = true;
    const dropped = server.stats.dropped;
    await expect(runDelivery(ctx.deps, d!)).rejects.toThrow();
    expect(server.stats.dropped).toBe(dropped + 1);
    const dir = path.join(root, 'deezer');
    const afterCut = treeOf(dir);
    expect(manifests(dir)).toEqual([]);
    expect(afterCut.some((f) => f.endsWith('.wav.part'))).toBe(true); // the cut file only under its temporary name
    expect(afterCut.filter((f) => f.endsWith('.wav'))).toHaveLength(0);
    expect(await deliveryRow(ctx, d!)).toMatchObject({ state: 'queued', attempts: 1 });

    expect(await runDelivery(ctx.deps, d!)).toBe('delivered');
    const row = await deliveryRow(ctx, d!);
    expect(manifests(dir)).toEqual([`${row.batchId}/BatchComplete_${row.batchId}.xml`]);
    expect(fs.readdirSync(dir)).toEqual([row.batchId]); // the same batch, completed
    const upc = await upcOf(id);
    for (const f of [`${upc}_01_001.wav`, `${upc}_01_002.wav`]) {
      const size = fs.statSync(path.join(dir, row.batchId!, upc, 'resources', f)).size;
      expect(size).toBeGreaterThan(100_000);
    }
    expect(treeOf(dir).some((f) => f.endsWith('.part'))).toBe(false);
  });

  it('keeps one connection for deliveries one after another, and opens a new one when the server hung up', async () => {
    await pointAtServer('amazon-music', PASSWORD);
    const ids = [];
    for (const title of ['Reuse One', 'Reuse Two', 'Reuse Three'])
      ids.push((await queueFor(ctx, await approvedRelease(ctx, artist, { title }), ['amazon-music']))[0]!);
    const sessions = server.stats.sessions;
    expect(await runDelivery(ctx.deps, ids[0]!)).toBe('delivered');
    expect(await runDelivery(ctx.deps, ids[1]!)).toBe('delivered');
    expect(server.stats.sessions).toBe(sessions + 1); // the second went over the first's connection
    server.hangUp();
    expect(await runDelivery(ctx.deps, ids[2]!)).toBe('delivered');
    expect(server.stats.sessions).toBe(sessions + 2);
    const dir = path.join(root, 'amazon-music');
    expect(manifests(dir)).toHaveLength(3);
    expect(treeOf(dir).some((f) => f.endsWith('.part'))).toBe(false);
  });

  it('picks up acknowledgements from the server, at its root and in the batch folder, and takes the release down', async () => {
    await pointAtServer('tidal', PASSWORD);
    const id = await approvedRelease(ctx, artist, { title: 'Acked Over SFTP' });
    const [d] = await queueFor(ctx, id, ['tidal']);
    expect(await runDelivery(ctx.deps, d!)).toBe('delivered');
    const upc = await upcOf(id);
    const batchId = (await deliveryRow(ctx, d!)).batchId!;
    const partyId = (await ctx.deps.db.select().from(storeEndpoints).where(eq(storeEndpoints.storeKey, 'tidal')))[0]!.partyId!;
    const ack = (status: 'ReleaseReceivedByReleaseDistributor' | 'ProcessingErrorAtReleaseDistributor', minutes: number) =>
      acknowledgementXml({
        sender: partyId,
        recipient: ctx.deps.env.DDEX_PARTY_ID!,
        icpn: upc,
        status,
        createdAt: new Date(Date.now() + minutes * 60_000),
        ...(status === 'ProcessingErrorAtReleaseDistributor'
          ? { errorText: 'Audio clipped', proposedAction: 'ResendXmlAndResources' as const }
          : {}),
      });
    fs.writeFileSync(path.join(root, 'tidal', `ACK_${upc}.xml`), ack('ReleaseReceivedByReleaseDistributor', 0));
    const picked = await pickUpAcknowledgements(ctx.deps);
    expect(picked.files).toBeGreaterThanOrEqual(1);
    expect(await deliveryRow(ctx, d!)).toMatchObject({ state: 'received' });
    // The store's later answer, where the choreography puts it: beside the batch's manifest.
    fs.writeFileSync(path.join(root, 'tidal', batchId, `ACK_${batchId}_${upc}.xml`), ack('ProcessingErrorAtReleaseDistributor', 1));
    await pickUpAcknowledgements(ctx.deps);
    expect(await deliveryRow(ctx, d!)).toMatchObject({ state: 'error' });
    const [inBatch] = await ctx.deps.db
      .select()
      .from(deliveryAcknowledgements)
      .where(eq(deliveryAcknowledgements.fileName, `${batchId}/ACK_${batchId}_${upc}.xml`));
    expect(inBatch).toMatchObject({ deliveryId: d, status: 'error', deliveryState: 'error', batchId, senderPartyId: partyId });

    expect((await ctx.request('POST', `/api/releases/${id}/takedown`, { cookie: artist.cookie, body: {} })).status).toBe(201);
    const req = ((await (await ctx.request('GET', '/api/admin/takedowns', { cookie: admin.cookie })).json()) as TakedownRequestDto[]).find(
      (r) => r.releaseId === id,
    )!;
    expect(
      (await ctx.request('POST', `/api/admin/takedowns/${req.id}`, { cookie: admin.cookie, body: { decision: 'approved' } })).status,
    ).toBe(200);
    const panel = (await (
      await ctx.request('GET', `/api/releases/${id}/deliveries`, { cookie: artist.cookie })
    ).json()) as ReleaseDeliveriesDto;
    const takedown = panel.deliveries.find((x) => x.kind === 'takedown')!;
    expect(await runDelivery(ctx.deps, takedown.id)).toBe('delivered');
    const row = await deliveryRow(ctx, takedown.id);
    const tree = treeOf(path.join(root, 'tidal', row.batchId!));
    expect(tree).toEqual([`${upc}/${upc}.xml`, `BatchComplete_${row.batchId}.xml`].sort());
    expect(fs.readFileSync(path.join(root, 'tidal', row.batchId!, `BatchComplete_${row.batchId}.xml`), 'utf8')).toContain('TakeDown');
    expect(manifests(path.join(root, 'tidal'))).toHaveLength(2);
  });

  it('records a 50 MB acknowledgement on the server as invalid without fetching a byte of it, and never looks at it again', async () => {
    await pointAtServer('youtube-music', PASSWORD);
    fs.mkdirSync(path.join(root, 'youtube-music'), { recursive: true });
    const huge = path.join(root, 'youtube-music', 'ACK_huge.xml');
    fs.writeFileSync(huge, '<?xml version="1.0"?>');
    fs.truncateSync(huge, 50 * 1024 * 1024);
    const sent = server.stats.readBytes;
    expect(await pickUpAcknowledgements(ctx.deps)).toEqual({ files: 1, errors: 1 });
    expect(server.stats.readBytes).toBe(sent); // the size came from the listing; nothing was read
    const [row] = await ctx.deps.db.select().from(deliveryAcknowledgements).where(eq(deliveryAcknowledgements.fileName, 'ACK_huge.xml'));
    expect(row).toMatchObject({ status: 'invalid', errorText: expect.stringContaining('52,428,800 bytes, over the 1 MiB') });
    expect(await pickUpAcknowledgements(ctx.deps)).toEqual({ files: 0, errors: 0 });
    expect(server.stats.readBytes).toBe(sent);
  });
});
