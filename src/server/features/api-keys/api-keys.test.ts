// API keys and the public API (/api/v1) on PostgreSQL: keys on Enterprise Label only, shown once and
// kept hashed; a key acts in its own account only, within its scope; revoked, lapsed or suspended,
// it is refused on its next call; every call is in the activity log against the key; its own rate
// limit; writes idempotent under an Idempotency-Key, also when the same key races itself.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiKeysDto, CreatedApiKeyDto } from '../../../domain/api-keys-dto.ts';
import { releaseBody } from '../../test/releases.ts';
import { createTestContext, type TestContext } from '../../test/test-context.ts';
import { createUser, type TestUser } from '../../test/users.ts';
import { hashApiKey } from './api-key-secret.ts';
import { sweepIdempotency } from '../../http/idempotency.ts';

let ctx: TestContext;
let label: TestUser;
let other: TestUser;

const onPlan = (u: TestUser, plan: string, days = 300) =>
  ctx.deps.db.execute(
    sql`update profiles set plan_type = ${plan}, subscription_status = 'active', subscription_expires_at = now() + make_interval(days => ${days}) where id = ${u.id}`,
  );

async function newKey(u: TestUser, body: Record<string, unknown> = {}): Promise<CreatedApiKeyDto> {
  const res = await ctx.request('POST', '/api/api-keys', { cookie: u.cookie, body: { name: 'Back office', scope: 'read-write', ...body } });
  expect(res.status).toBe(201);
  return (await res.json()) as CreatedApiKeyDto;
}

/** A call as another system makes it: no Origin, no cookie, the key. */
const call = (key: string, method: string, path: string, body?: unknown, headers: Record<string, string> = {}) =>
  ctx.app.request(`/api/v1${path}`, {
    method,
    headers: { Authorization: `Bearer ${key}`, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

beforeAll(async () => {
  ctx = await createTestContext();
  label = await createUser(ctx, { name: 'Tideline Owner' });
  other = await createUser(ctx, { name: 'Other Label' });
  await onPlan(label, 'enterprise_label');
  await onPlan(other, 'enterprise_label');
});
afterAll(() => ctx.close());

describe('keys', () => {
  it('are created on Enterprise Label only, shown once and kept hashed', async () => {
    const small = await createUser(ctx);
    await onPlan(small, 'small_label');
    const refused = await ctx.request('POST', '/api/api-keys', { cookie: small.cookie, body: { name: 'x', scope: 'read' } });
    expect(refused.status).toBe(402);
    expect((await refused.json()).error.message).toBe(
      'API access is part of the Enterprise Label plan. Upgrade to create and use API keys.',
    );
    const list = (await (await ctx.request('GET', '/api/api-keys', { cookie: small.cookie })).json()) as ApiKeysDto;
    expect(list).toEqual({ keys: [], locked: 'API access is part of the Enterprise Label plan. Upgrade to create and use API keys.' });

    const created = await newKey(label, { name: ' Royalty sync ', scope: 'read' });
    expect(created.secret).toMatch(/^tl_live_[A-Za-z0-9_-]{43}$/);
    expect(created.key).toMatchObject({
      name: 'Royalty sync',
      scope: 'read',
      rateLimit: 1200,
      createdBy: 'Tideline Owner',
      lastUsedAt: null,
    });
    expect(created.secret.startsWith(created.key.prefix)).toBe(true);
    const { rows } = await ctx.deps.pool.query<{ hash: string }>('select hash from api_keys where id = $1', [created.key.id]);
    expect(rows[0]!.hash).toBe(hashApiKey(created.secret));
    const listed = JSON.stringify(await (await ctx.request('GET', '/api/api-keys', { cookie: label.cookie })).json());
    expect(listed).toContain(created.key.prefix);
    expect(listed).not.toContain(created.secret);
  });

  it('refuses a bad name or scope with the field', async () => {
    const res = await ctx.request('POST', '/api/api-keys', { cookie: label.cookie, body: { name: ' ', scope: 'all' } });
    expect(res.status).toBe(400);
    expect((await res.json()).error).toMatchObject({ field: 'name', message: 'Key name is required' });
  });

  it('belong to the owner: a team member cannot list or create them, another account cannot revoke them', async () => {
    const { key } = await newKey(label);
    const gone = await ctx.request('DELETE', `/api/api-keys/${key.id}`, { cookie: other.cookie });
    expect(gone.status).toBe(404);
    const member = await createUser(ctx);
    await ctx.deps.pool.query("insert into account_members (account_id, user_id, role) values ($1, $2, 'manager')", [label.id, member.id]);
    const asMember = `${member.cookie}; tl_account=${label.id}`;
    expect((await ctx.request('GET', '/api/api-keys', { cookie: asMember })).status).toBe(403);
    expect((await ctx.request('POST', '/api/api-keys', { cookie: asMember, body: { name: 'x', scope: 'read' } })).status).toBe(403);
  });
});

describe('the public API', () => {
  it('refuses a call without a key, with a key that is not one, and with a session cookie', async () => {
    const none = await ctx.app.request('/api/v1/releases');
    expect(none.status).toBe(401);
    expect((await none.json()).error.message).toBe('Send your API key in the Authorization header: “Authorization: Bearer <key>”.');
    expect((await call('tl_live_nope', 'GET', '/releases')).status).toBe(401);
    expect((await ctx.app.request('/api/v1/releases', { headers: { Cookie: label.cookie } })).status).toBe(401);
  });

  it('acts in the key’s account only: another account’s release is not found, the list holds its own', async () => {
    const mine = await newKey(label);
    const theirs = await newKey(other);
    const created = await call(theirs.secret, 'POST', '/releases', releaseBody({ title: 'Their Song', artistName: 'Other Artist' }));
    expect(created.status).toBe(201);
    const theirRelease = (await created.json()) as { id: string };
    expect((await call(mine.secret, 'GET', `/releases/${theirRelease.id}`)).status).toBe(404);
    expect((await call(mine.secret, 'PUT', `/releases/${theirRelease.id}`, releaseBody({ title: 'Mine now' }))).status).toBe(404);
    const list = (await (await call(mine.secret, 'GET', '/releases')).json()) as { items: { title: string }[] };
    expect(list.items.map((r) => r.title)).not.toContain('Their Song');
  });

  it('lets a read key read and refuses its writes', async () => {
    const { secret } = await newKey(label, { scope: 'read' });
    expect((await call(secret, 'GET', '/releases')).status).toBe(200);
    const write = await call(secret, 'POST', '/releases', releaseBody());
    expect(write.status).toBe(403);
    expect((await write.json()).error.message).toBe('This API key can only read. Use a read-write key to make changes.');
  });

  it('refuses a revoked key on its next call, and a key whose account left Enterprise or was suspended', async () => {
    const lapsing = await createUser(ctx);
    await onPlan(lapsing, 'enterprise_label');
    const { key, secret } = await newKey(lapsing);
    const second = await newKey(lapsing);
    expect((await call(secret, 'GET', '/releases')).status).toBe(200);
    await onPlan(lapsing, 'enterprise_label', -1);
    expect((await call(secret, 'GET', '/releases')).status).toBe(402);
    await onPlan(lapsing, 'enterprise_label');
    expect((await call(secret, 'GET', '/releases')).status).toBe(200);
    expect((await ctx.request('DELETE', `/api/api-keys/${key.id}`, { cookie: lapsing.cookie })).status).toBe(204);
    const revoked = await call(secret, 'GET', '/releases');
    expect(revoked.status).toBe(401);
    expect((await call(second.secret, 'GET', '/releases')).status).toBe(200);
    await ctx.deps.pool.query('update profiles set suspended_at = now() where id = $1', [lapsing.id]);
    expect((await call(second.secret, 'GET', '/releases')).status).toBe(403);
    expect((await revoked.json()).error.message).toBe('This API key is not valid: it may have been revoked.');
  });

  it('records every call against the key in the account’s activity log, and when the key was last used', async () => {
    const { key, secret } = await newKey(label, { name: 'Ledger sync' });
    const made = (await (await call(secret, 'POST', '/releases', releaseBody({ title: 'Logged' }))).json()) as { id: string };
    await call(secret, 'GET', `/releases/${made.id}`);
    await ctx.deps.apiCalls.flush();
    const { rows } = await ctx.deps.pool.query<{ actor_name: string; action: string; target: string; actor_id: string | null }>(
      'select actor_name, action, target, actor_id from account_activity where api_key_id = $1 order by id',
      [key.id],
    );
    expect(rows).toEqual([
      { actor_name: 'API key “Ledger sync”', action: 'Creates a release (a draft)', target: null, actor_id: null },
      { actor_name: 'API key “Ledger sync”', action: 'One release', target: made.id, actor_id: null },
    ]);
    const list = (await (await ctx.request('GET', '/api/api-keys', { cookie: label.cookie })).json()) as ApiKeysDto;
    expect(list.keys.find((k) => k.id === key.id)?.lastUsedAt).not.toBeNull();
  });

  it('holds each key to its own rate limit, with Retry-After', async () => {
    const slow = await newKey(label, { rateLimit: 3 });
    const fast = await newKey(label);
    for (let i = 0; i < 3; i++) expect((await call(slow.secret, 'GET', '/releases/quota')).status).toBe(200);
    const over = await call(slow.secret, 'GET', '/releases/quota');
    expect(over.status).toBe(429);
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await call(fast.secret, 'GET', '/releases/quota')).status).toBe(200);
  });
});

describe('idempotency keys', () => {
  const releasesTitled = async (title: string) =>
    (await ctx.deps.pool.query('select id from music_releases where user_id = $1 and title = $2', [label.id, title])).rowCount;

  it('answer a retried write with the first answer and make the change once', async () => {
    const { secret } = await newKey(label);
    const body = releaseBody({ title: 'Once Only' });
    const first = await call(secret, 'POST', '/releases', body, { 'Idempotency-Key': 'order-1' });
    const again = await call(secret, 'POST', '/releases', body, { 'Idempotency-Key': 'order-1' });
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await again.json()).toEqual(await first.json());
    expect(await releasesTitled('Once Only')).toBe(1);
    const other = await call(secret, 'POST', '/releases', releaseBody({ title: 'Else' }), { 'Idempotency-Key': 'order-1' });
    expect(other.status).toBe(409);
    expect((await other.json()).error.message).toBe('This Idempotency-Key was already used for a different request.');
    const bad = await call(secret, 'POST', '/releases', body, { 'Idempotency-Key': 'has space' });
    expect(bad.status).toBe(400);
  });

  it('keep a refusal too, and make the change once when the same key races itself', async () => {
    const { secret } = await newKey(label);
    const refused = await call(secret, 'POST', '/releases', { title: '' }, { 'Idempotency-Key': 'bad-1' });
    const replayed = await call(secret, 'POST', '/releases', { title: '' }, { 'Idempotency-Key': 'bad-1' });
    expect(refused.status).toBe(400);
    expect(replayed.status).toBe(400);
    expect(replayed.headers.get('idempotent-replayed')).toBe('true');

    const body = releaseBody({ title: 'Raced' });
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => call(secret, 'POST', '/releases', body, { 'Idempotency-Key': 'race-1' })),
    );
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses.every((s) => s === 201 || s === 409)).toBe(true);
    expect(statuses).toContain(201);
    expect(await releasesTitled('Raced')).toBe(1);
  });
});

it('forgets the answers kept for idempotency keys after a day', async () => {
  const { secret, key } = await newKey(label);
  await call(secret, 'POST', '/releases', releaseBody({ title: 'Kept a day' }), { 'Idempotency-Key': 'day-1' });
  await call(secret, 'POST', '/releases', releaseBody({ title: 'Kept a day' }), { 'Idempotency-Key': 'day-2' });
  await ctx.deps.pool.query(
    "update api_idempotency set created_at = now() - interval '25 hours' where key_id = $1 and idempotency_key = 'day-1'",
    [key.id],
  );
  await sweepIdempotency(ctx.deps.pool);
  const { rows } = await ctx.deps.pool.query<{ k: string }>('select idempotency_key k from api_idempotency where key_id = $1', [key.id]);
  expect(rows.map((r) => r.k)).toEqual(['day-2']);
});
