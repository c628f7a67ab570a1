// A fresh install, before any DPID is known: the seeded stores carry only the DPIDs stores publish
// (none invented), DDEX_PARTY_ID is unset, and an approved release still reaches the local folder
// test stores end to end, as TestMessages from the test sender, to every recipient of an endpoint.
// A store reached over SFTP or S3 is another matter: approval is refused, naming what to set
// (DDEX_PARTY_ID, or the store's DPID in Settings), and nothing is queued.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLISHED_STORE_DPIDS } from '../../../domain/deliveries.ts';
import type { StoreEndpointDto } from '../../../domain/deliveries-dto.ts';
import { dpidProblem, TEST_RECIPIENT_DPID, TEST_SENDER_DPID } from '../../../domain/dpid.ts';
import type { AdminReleaseDto } from '../../../domain/releases-admin-dto.ts';
import { deliveries, storeEndpoints } from '../../db/schema-deliveries.ts';
import { musicReleases } from '../../db/schema-releases.ts';
import { createTestContext, type TestContext } from '../../test/test-context.ts';
import { createUser, type TestUser } from '../../test/users.ts';
import { reviewRelease } from '../releases/review-release.ts';
import { validateErn, validateManifest } from './ern/validate-xml.ts';
import { runDelivery } from './run-delivery.ts';
import { approvedRelease, testDpid } from '../../test/deliveries.ts';

let ctx: TestContext;
let dataDir: string;
let admin: TestUser;
let artist: TestUser;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tunelane-delivery-parties-'));
  // As a newcomer starts it: no DDEX_PARTY_ID.
  ctx = await createTestContext({ env: { DATA_DIR: dataDir, DDEX_PARTY_ID: '' } });
  admin = await createUser(ctx, { admin: true });
  artist = await createUser(ctx, { name: 'Mira K' });
});
afterAll(async () => {
  await ctx.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const version = async (id: string) =>
  ((await (await ctx.request('GET', `/api/admin/releases/${id}`, { cookie: admin.cookie })).json()) as AdminReleaseDto).version;
const approve = async (id: string) =>
  ctx.request('PATCH', `/api/admin/releases/${id}/review`, {
    cookie: admin.cookie,
    body: { status: 'approved', adminNotes: '', version: await version(id) },
  });
const statusOf = async (id: string) =>
  (await ctx.deps.db.select({ s: musicReleases.status }).from(musicReleases).where(eq(musicReleases.id, id)))[0]!.s;
const deliveriesOf = (id: string) => ctx.deps.db.select().from(deliveries).where(eq(deliveries.releaseId, id));
const header = (xml: string) => /<MessageHeader>[\s\S]*<\/MessageHeader>/.exec(xml)![0];
const partyIds = (xml: string, side: string) =>
  [...header(xml).matchAll(new RegExp(`<${side}>\\s*<PartyId>([^<]*)</PartyId>`, 'g'))].map((m) => m[1]);

describe('a fresh install', () => {
  it('seeds only published DPIDs: Spotify and YouTube have theirs, every other store none', async () => {
    expect(ctx.deps.env.DDEX_PARTY_ID).toBeUndefined();
    const all = (await (await ctx.request('GET', '/api/admin/store-endpoints', { cookie: admin.cookie })).json()) as StoreEndpointDto[];
    const given = Object.fromEntries(all.filter((e) => e.partyId !== null).map((e) => [e.storeKey, e.partyId]));
    expect(given).toEqual(PUBLISHED_STORE_DPIDS);
    for (const dpid of Object.values(given)) expect(dpidProblem(dpid!)).toBeNull();
    expect(all.every((e) => e.protocol === 'folder' && e.enabled && e.extraPartyIds.length === 0)).toBe(true);
  });

  it('delivers an approved release to the local folder test stores as test messages, to every recipient of an endpoint', async () => {
    await ctx.deps.db
      .update(storeEndpoints)
      .set({ extraPartyIds: [testDpid(1)] })
      .where(eq(storeEndpoints.storeKey, 'youtube-music'));
    const id = await approvedRelease(ctx, artist, { title: 'First Light', pending: true, stores: ['spotify', 'deezer', 'youtube-music'] });
    expect((await approve(id)).status).toBe(200);
    const rows = await deliveriesOf(id);
    expect(rows).toHaveLength(3);
    for (const row of rows) expect(await runDelivery(ctx.deps, row.id)).toBe('delivered');
    expect(await statusOf(id)).toBe('distributed');

    const keys = await ctx.deps.db.select({ id: storeEndpoints.id, key: storeEndpoints.storeKey }).from(storeEndpoints);
    const keyOf = (endpointId: string) => keys.find((k) => k.id === endpointId)!.key;
    const expected: Record<string, string[]> = {
      spotify: [PUBLISHED_STORE_DPIDS.spotify!],
      deezer: [TEST_RECIPIENT_DPID],
      'youtube-music': [PUBLISHED_STORE_DPIDS['youtube-music']!, testDpid(1)],
    };
    for (const row of await deliveriesOf(id)) {
      const key = keyOf(row.endpointId);
      const batch = path.join(dataDir, 'deliveries', key, row.batchId!);
      const xml = fs.readFileSync(path.join(batch, row.releaseIcpn!, `${row.releaseIcpn}.xml`), 'utf8');
      expect(xml).toBe(row.message);
      expect(await validateErn(xml)).toEqual({ valid: true });
      expect(partyIds(xml, 'MessageSender')).toEqual([TEST_SENDER_DPID]);
      expect(partyIds(xml, 'MessageRecipient')).toEqual(expected[key]);
      expect(xml).toContain('<MessageControlType>TestMessage</MessageControlType>');
      const manifest = fs.readFileSync(path.join(batch, `BatchComplete_${row.batchId}.xml`), 'utf8');
      expect(await validateManifest(manifest)).toEqual({ valid: true });
      expect(manifest).toContain('<IsTestFlag>true</IsTestFlag>');
      expect(manifest).toContain(`<PartyId>${TEST_SENDER_DPID}</PartyId>`);
    }
  });

  it('refuses to approve a release for a store reached over SFTP until DDEX_PARTY_ID is set, and queues nothing', async () => {
    await ctx.deps.db.execute(
      sql`update store_endpoints set protocol = 'sftp', host = 'sftp.deezer.example', username = 'tunelane', remote_path = '/in'
          where store_key = 'deezer'`,
    );
    const id = await approvedRelease(ctx, artist, { title: 'Not Yet', pending: true, stores: ['spotify', 'deezer'] });
    const res = await approve(id);
    expect(res.status).toBe(400);
    const { error } = (await res.json()) as { error: { message: string } };
    expect(error.message).toMatch(/^Set DDEX_PARTY_ID to our own DDEX party id .* before releases go to Deezer/);
    expect(await statusOf(id)).toBe('pending');
    expect(await deliveriesOf(id)).toEqual([]);

    // With our DPID set, the store's own is still missing: refused again, naming where to enter it.
    const configured = { ...ctx.deps, env: { ...ctx.deps.env, DDEX_PARTY_ID: 'PADPIDA2013042401U' } };
    const actor = { kind: 'user' as const, userId: admin.id, role: 'admin' as const, ip: null };
    await expect(
      reviewRelease(configured, actor, id, { status: 'approved', adminNotes: '', version: await version(id) }),
    ).rejects.toMatchObject({
      code: 'VALIDATION',
      message: 'Deezer has no DDEX party id. Enter the DPID the store gives in Settings, under Store endpoints, before releases go to it.',
    });
    expect(await deliveriesOf(id)).toEqual([]);

    // Both set: approved, a live message to the store.
    await ctx.deps.db
      .update(storeEndpoints)
      .set({ partyId: testDpid(2) })
      .where(eq(storeEndpoints.storeKey, 'deezer'));
    await reviewRelease(configured, actor, id, { status: 'approved', adminNotes: '', version: await version(id) });
    const rows = await deliveriesOf(id);
    const deezer = rows.find((r) => r.message!.includes(testDpid(2)))!;
    expect(deezer.message).toContain('<MessageControlType>LiveMessage</MessageControlType>');
    expect(partyIds(deezer.message!, 'MessageSender')).toEqual(['PADPIDA2013042401U']);
    expect(deezer.manifest).toContain('<IsTestFlag>false</IsTestFlag>');
  });
});
