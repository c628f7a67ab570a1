// The console's store endpoint form on the server: Test connection (a folder that is there and
// takes a file, one that is missing, one outside the deliveries folder; an SFTP server signed in
// to and listed, a wrong password and a closed port said in plain words without the secret; only
// admins, a few times a minute, audited), Add store (a new endpoint, its secret sealed, audited,
// a name taken refused) and messages that name each field as the form labels it.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import net from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINT_NAME_TAKEN } from '../../../domain/deliveries.ts';
import type { EndpointTestDto, StoreEndpointDto } from '../../../domain/deliveries-dto.ts';
import type { ApiErrorBody } from '../../../domain/errors.ts';
import { createTestContext, type TestContext } from '../../test/test-context.ts';
import { createUser, type TestUser } from '../../test/users.ts';
import { startSftpServer, type TestSftpServer } from './transports/test-sftp-server.ts';

let ctx: TestContext;
let dataDir: string;
let admin: TestUser;
let artist: TestUser;
let sftp: TestSftpServer;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tunelane-endpoint-admin-'));
  fs.mkdirSync(path.join(dataDir, 'deliveries', 'present'), { recursive: true });
  fs.mkdirSync(path.join(dataDir, 'sftp-root', 'inbox'), { recursive: true });
  ctx = await createTestContext({ env: { DATA_DIR: dataDir } });
  admin = await createUser(ctx, { admin: true });
  artist = await createUser(ctx, {});
  sftp = await startSftpServer({ root: path.join(dataDir, 'sftp-root'), username: 'tunelane', password: 'right-horse-battery' });
});
afterAll(async () => {
  await sftp.close();
  await ctx.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const folder = (remotePath: string, name = 'Test Store') => ({
  name,
  partyId: '',
  extraPartyIds: '',
  protocol: 'folder',
  host: '',
  port: '',
  username: '',
  secretKind: 'password',
  secret: '',
  remotePath,
  enabled: true,
});
const sftpEndpoint = (over: Record<string, unknown>) => ({
  ...folder('/inbox'),
  protocol: 'sftp',
  host: '127.0.0.1',
  port: String(sftp.port),
  username: 'tunelane',
  secret: 'right-horse-battery',
  partyId: 'PADPIDA2011072101T',
  ...over,
});

const post = async <T>(url: string, body: unknown, user = admin) => {
  const res = await ctx.request('POST', url, { cookie: user.cookie, body });
  return { status: res.status, body: (await res.json()) as T & Partial<ApiErrorBody> };
};
const tryEndpoint = (endpoint: unknown, user = admin) => post<EndpointTestDto>('/api/admin/store-endpoints/test', { endpoint }, user);
const auditFor = async (action: string) =>
  (
    await ctx.deps.db.execute<{ entity_id: string; after: Record<string, unknown> }>(
      sql`select entity_id, after from audit_log where action = ${action} order by created_at`,
    )
  ).rows;

describe('Test connection', () => {
  it('reports a folder inside the deliveries folder that is there and takes a file', async () => {
    const res = await tryEndpoint(folder('deliveries/present'));
    expect(res).toMatchObject({
      status: 200,
      body: { ok: true, message: 'Connected: the folder deliveries/present exists and can be written to.' },
    });
    expect(fs.readdirSync(path.join(dataDir, 'deliveries', 'present'))).toEqual([]); // the probe file is gone
  });

  it('says in plain words that a folder is missing, with the system text under details', async () => {
    const res = await tryEndpoint(folder('deliveries/missing'));
    expect(res.status).toBe(200);
    expect(res.body.ok).toBe(false);
    expect(res.body.message).toBe('The folder or file does not exist. Create the folder, or correct the path.');
    expect(res.body.detail).toContain('ENOENT');
  });

  it('refuses a folder outside the deliveries folder before touching it', async () => {
    const res = await tryEndpoint(folder('pg'));
    expect(res.body).toMatchObject({ ok: false, message: expect.stringContaining('inside the deliveries folder') });
  });

  it('signs in to an SFTP server and lists the folder; a wrong password or a closed port is said plainly, never the secret', async () => {
    expect((await tryEndpoint(sftpEndpoint({}))).body).toEqual({
      ok: true,
      message: 'Connected: signed in to 127.0.0.1 and listed /inbox.',
      detail: null,
    });
    const wrong = await tryEndpoint(sftpEndpoint({ secret: 'wrong-staple-7781' }));
    expect(wrong.body).toMatchObject({ ok: false, message: expect.stringMatching(/^The server refused the sign-in\./) });
    expect(JSON.stringify(wrong.body)).not.toContain('wrong-staple-7781');
    const missing = await tryEndpoint(sftpEndpoint({ remotePath: '/nowhere' }));
    expect(missing.body).toMatchObject({ ok: false, message: expect.stringMatching(/^The folder or file does not exist/) });
    // A port nothing listens on: taken, then freed.
    const probe = net.createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const closedPort = (probe.address() as net.AddressInfo).port;
    await new Promise((resolve) => probe.close(resolve));
    const refused = await tryEndpoint(sftpEndpoint({ port: String(closedPort) }));
    expect(refused.body).toMatchObject({ ok: false, message: expect.stringMatching(/^The server refused the connection/) });
    expect(refused.body.detail).toContain('ECONNREFUSED');
  });

  it('is audited without the secret', async () => {
    const entries = await auditFor('store_endpoint.tested');
    expect(entries.length).toBeGreaterThanOrEqual(5);
    expect(entries[0]!.after).toMatchObject({ protocol: 'folder', remotePath: 'deliveries/present', ok: true });
    expect(JSON.stringify(entries)).not.toMatch(/right-horse-battery|wrong-staple-7781/);
  });

  it('is refused to artists and visitors', async () => {
    expect((await tryEndpoint(folder('deliveries/present'), artist)).status).toBe(403);
    const res = await ctx.request('POST', '/api/admin/store-endpoints/test', { body: { endpoint: folder('deliveries/present') } });
    expect(res.status).toBe(401);
  });

  it('is limited to a few tries a minute per admin', async () => {
    const other = await createUser(ctx, { admin: true });
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await tryEndpoint(folder('deliveries/present'), other)).status);
    expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});

describe('Add store', () => {
  it('creates an endpoint that the list shows, audited, its secret sealed and never sent', async () => {
    const res = await post<StoreEndpointDto>('/api/admin/store-endpoints', {
      endpoint: sftpEndpoint({ name: 'Indie Store', remotePath: '/inbox', enabled: false }),
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ name: 'Indie Store', storeKey: 'indie-store', protocol: 'sftp', port: sftp.port, hasSecret: true });
    expect(JSON.stringify(res.body)).not.toContain('right-horse-battery');
    const list = (await (await ctx.request('GET', '/api/admin/store-endpoints', { cookie: admin.cookie })).json()) as StoreEndpointDto[];
    expect(list.map((e) => e.name)).toContain('Indie Store');
    const [entry] = await auditFor('store_endpoint.created');
    expect(entry).toMatchObject({ entity_id: res.body.id, after: { name: 'Indie Store', hasSecret: true } });
    expect(JSON.stringify(entry)).not.toContain('right-horse-battery');
    // The saved secret is what Test connection uses when none is typed.
    expect(
      (await post<EndpointTestDto>('/api/admin/store-endpoints/test', { endpoint: sftpEndpoint({ secret: '' }), id: res.body.id })).body.ok,
    ).toBe(true);
  });

  it('refuses a name another store has', async () => {
    const res = await post('/api/admin/store-endpoints', { endpoint: folder('deliveries/spotify-two', 'spotify') });
    expect(res).toMatchObject({ status: 409, body: { error: { message: ENDPOINT_NAME_TAKEN, field: 'endpoint.name' } } });
  });

  it('names each missing field as the form labels it, all at once', async () => {
    const res = await post('/api/admin/store-endpoints', {
      endpoint: sftpEndpoint({ name: '', host: '', username: '', secret: '', remotePath: '' }),
    });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ code: 'VALIDATION', field: 'endpoint.name', message: 'Store name is required' });
    const { storeEndpointSchema } = await import('../../../domain/deliveries-schema.ts');
    const issues = storeEndpointSchema.safeParse(sftpEndpoint({ name: '', host: '', username: '', remotePath: '' })).error!.issues;
    expect(issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['name', 'Store name is required'],
      ['remotePath', 'Remote path is required'],
      ['host', 'Host is required'],
      ['username', 'User is required'],
    ]);
    const s3 = storeEndpointSchema.safeParse({ ...sftpEndpoint({ protocol: 's3', remotePath: '' }) }).error!.issues;
    expect(s3.map((i) => i.message)).toEqual(['Bucket and prefix is required']);
  });

  it('asks for the password of an SFTP store when none is saved, naming it as labelled', async () => {
    const res = await post('/api/admin/store-endpoints', { endpoint: sftpEndpoint({ name: 'No Secret', secret: '' }) });
    expect(res).toMatchObject({ status: 400, body: { error: { message: 'Password is required', field: 'endpoint.secret' } } });
    const key = await post('/api/admin/store-endpoints', {
      endpoint: sftpEndpoint({ name: 'No Key', secret: '', secretKind: 'private_key' }),
    });
    expect(key.body.error).toMatchObject({ message: 'Private key is required', field: 'endpoint.secret' });
  });

  it('is refused to artists', async () => {
    expect((await post('/api/admin/store-endpoints', { endpoint: folder('deliveries/x', 'Artist Store') }, artist)).status).toBe(403);
  });
});
