// A local-folder endpoint stays in the deliveries folder (DATA_DIR/deliveries): the admin cannot
// point one at the database's, the uploads' or the mail outbox's folder, up and out with ../, at
// an absolute path, or through a symbolic link leading out; a folder inside is accepted. A row
// that leads outside anyway (saved before the check, or a link made since) opens no transport.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { StoreEndpointDto } from '../../../domain/deliveries-dto.ts';
import type { StoreEndpointInput } from '../../../domain/deliveries-schema.ts';
import type { ApiErrorBody } from '../../../domain/errors.ts';
import type { UserActor } from '../../actor.ts';
import { storeEndpoints } from '../../db/schema-deliveries.ts';
import { createTestContext, type TestContext } from '../../test/test-context.ts';
import { createUser, type TestUser } from '../../test/users.ts';
import { FOLDER_OUTSIDE_DELIVERIES } from './folder-endpoint-root.ts';
import { openTransport } from './open-transport.ts';
import { updateStoreEndpoint } from './update-store-endpoint.ts';

let ctx: TestContext;
let dataDir: string;
let admin: TestUser;
const deliveriesDir = () => path.join(dataDir, 'deliveries');

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tunelane-endpoint-paths-'));
  for (const dir of ['pg', 'files', 'outbox', 'deliveries/spotify']) fs.mkdirSync(path.join(dataDir, dir), { recursive: true });
  fs.symlinkSync(path.join(dataDir, 'pg'), path.join(deliveriesDir(), 'to-pg')); // a link leading out
  fs.symlinkSync('/etc', path.join(deliveriesDir(), 'to-etc'));
  fs.symlinkSync(path.join(deliveriesDir(), 'spotify'), path.join(deliveriesDir(), 'to-spotify')); // a link that stays inside
  ctx = await createTestContext({ env: { DATA_DIR: dataDir } });
  admin = await createUser(ctx, { admin: true });
});
afterAll(async () => {
  await ctx.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const endpointOf = async (storeKey: string) =>
  ((await (await ctx.request('GET', '/api/admin/store-endpoints', { cookie: admin.cookie })).json()) as StoreEndpointDto[]).find(
    (e) => e.storeKey === storeKey,
  )!;
const folderInput = (e: StoreEndpointDto, remotePath: string): StoreEndpointInput => ({
  name: e.name,
  partyId: e.partyId,
  extraPartyIds: e.extraPartyIds,
  protocol: 'folder',
  host: null,
  port: null,
  username: null,
  secretKind: null,
  remotePath,
  enabled: true,
});
const save = async (storeKey: string, remotePath: string) => {
  const e = await endpointOf(storeKey);
  return ctx.request('PUT', `/api/admin/store-endpoints/${e.id}`, {
    cookie: admin.cookie,
    body: { endpoint: folderInput(e, remotePath), version: e.version },
  });
};
const remotePathOf = async (storeKey: string) => (await endpointOf(storeKey)).remotePath;

it('refuses a folder outside the deliveries folder with a 400 naming the field and the allowed folder', async () => {
  for (const remotePath of [
    'pg',
    'files',
    'outbox',
    'pg/base',
    'deliveries', // the deliveries folder itself holds every store's folder
    'elsewhere',
    'deliveries/to-pg', // links leading out, as they are and with a folder not made yet under them
    'deliveries/to-pg/new',
    'deliveries/to-etc',
  ]) {
    const res = await save('deezer', remotePath);
    expect({ remotePath, status: res.status }).toEqual({ remotePath, status: 400 });
    expect(((await res.json()) as ApiErrorBody).error).toEqual({
      code: 'VALIDATION',
      message: FOLDER_OUTSIDE_DELIVERIES,
      field: 'endpoint.remotePath',
    });
  }
  expect(FOLDER_OUTSIDE_DELIVERIES).toContain('deliveries/ in the data folder');
  // The form's schema already turns away ../ and absolute paths.
  for (const remotePath of ['../pg', 'deliveries/../pg', '/etc', path.join(dataDir, 'pg')])
    expect((await save('deezer', remotePath)).status).toBe(400);
  expect(await remotePathOf('deezer')).toBe('deliveries/deezer'); // nothing saved
});

it('refuses ../ and absolute paths in the operation itself, whatever reaches it', async () => {
  const e = await endpointOf('deezer');
  const actor: UserActor = { kind: 'user', userId: admin.id, role: 'admin', ip: null };
  for (const remotePath of [
    '../pg',
    'deliveries/../pg',
    'deliveries/../../etc',
    '/etc',
    path.join(dataDir, 'outbox'),
    path.join(deliveriesDir(), '..', 'files'),
  ])
    await expect(
      updateStoreEndpoint(ctx.deps, actor, e.id, { endpoint: folderInput(e, remotePath), version: e.version }),
    ).rejects.toMatchObject({ code: 'VALIDATION', message: FOLDER_OUTSIDE_DELIVERIES, field: 'endpoint.remotePath' });
  expect(await remotePathOf('deezer')).toBe('deliveries/deezer');
});

it('accepts a folder inside the deliveries folder, made or not yet, or through a link that stays inside', async () => {
  for (const remotePath of ['deliveries/spotify', 'deliveries/deezer-new', 'deliveries/labels/deezer', 'deliveries/to-spotify']) {
    const res = await save('deezer', remotePath);
    expect({ remotePath, status: res.status }).toEqual({ remotePath, status: 200 });
    expect(await remotePathOf('deezer')).toBe(remotePath);
  }
  const [row] = await ctx.deps.db.select().from(storeEndpoints).where(eq(storeEndpoints.storeKey, 'deezer'));
  const t = await openTransport(ctx.deps.env, row!);
  await t.put('ACK_x.xml', Buffer.from('<ack/>'));
  expect(fs.readFileSync(path.join(deliveriesDir(), 'spotify', 'ACK_x.xml'), 'utf8')).toBe('<ack/>');
});

it('opens no folder that leads outside: a row saved before the check, or a link made after saving', async () => {
  await ctx.deps.db.execute(sql`update store_endpoints set remote_path = 'pg' where store_key = 'tidal'`);
  const [tidal] = await ctx.deps.db.select().from(storeEndpoints).where(eq(storeEndpoints.storeKey, 'tidal'));
  await expect(openTransport(ctx.deps.env, tidal!)).rejects.toThrow('the folder pg is outside deliveries/ in the data folder');

  expect((await save('beatport', 'deliveries/later')).status).toBe(200);
  fs.symlinkSync(path.join(dataDir, 'files'), path.join(deliveriesDir(), 'later'));
  const [beatport] = await ctx.deps.db.select().from(storeEndpoints).where(eq(storeEndpoints.storeKey, 'beatport'));
  await expect(openTransport(ctx.deps.env, beatport!)).rejects.toThrow('outside deliveries/ in the data folder');
  expect(fs.readdirSync(path.join(dataDir, 'files'))).toEqual([]);
});
