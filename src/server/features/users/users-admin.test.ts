// The console's users: the table (search, filters, sort, pages, export), role changes with the
// last-admin rule and concurrent changes, suspension that ends sessions and refuses sign-in,
// lifting it, and an audit entry for each change.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PageDto } from '../../../domain/admin-list.ts';
import type { AdminUserDetailDto, AdminUserDto } from '../../../domain/users-admin-dto.ts';
import { LAST_ADMIN, SELF_SUSPEND } from '../../../domain/users-admin-texts.ts';
import { auditLog } from '../../db/schema-audit.ts';
import { profiles, sessions, userRoles } from '../../db/schema.ts';
import { SUSPENDED_MESSAGE } from '../../auth/auth.ts';
import { createTestContext, type TestContext } from '../../test/test-context.ts';
import { createUser, type TestUser } from '../../test/users.ts';

let ctx: TestContext;
let admin: TestUser;

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await createUser(ctx, { admin: true, name: 'Ada Admin' });
});
afterAll(() => ctx.close());

const getUser = async (id: string) =>
  (await (await ctx.request('GET', `/api/admin/users/${id}`, { cookie: admin.cookie })).json()) as AdminUserDetailDto;
const list = async (query: string) => {
  const res = await ctx.request('GET', `/api/admin/users?${query}`, { cookie: admin.cookie });
  expect(res.status).toBe(200);
  return (await res.json()) as PageDto<AdminUserDto>;
};

describe('the user table', () => {
  it('searches by name or email, filters by plan and role, sorts and pages on the server', async () => {
    const a = await createUser(ctx, { name: 'Zed Zimmer', email: `zed-${Date.now()}@example.com` });
    await createUser(ctx, { name: 'Yara Young' });
    await ctx.deps.db.update(profiles).set({ planType: 'small_label' }).where(eq(profiles.id, a.id));

    const byName = await list('q=zimmer');
    expect(byName.items.map((u) => u.id)).toEqual([a.id]);
    const byEmail = await list(`q=${encodeURIComponent(a.email.slice(0, 8))}`);
    expect(byEmail.items.map((u) => u.id)).toContain(a.id);
    expect((await list('plan=small_label')).items.map((u) => u.id)).toEqual([a.id]);
    expect((await list('role=admin')).items.every((u) => u.role === 'admin')).toBe(true);

    const all = await list('sort=name&dir=asc&limit=2');
    expect(all.items).toHaveLength(2);
    expect(all.total).toBeGreaterThanOrEqual(3);
    const next = await list(`sort=name&dir=asc&limit=2&cursor=${all.nextCursor}`);
    const names = [...all.items, ...next.items].map((u) => u.fullName ?? '');
    expect(names).toEqual([...names].sort((x, y) => (x < y ? -1 : x > y ? 1 : 0)));
    expect(new Set([...all.items, ...next.items].map((u) => u.id)).size).toBe(all.items.length + next.items.length);
  });

  it('refuses unknown filters with a 400 naming the field, and a made-up cursor', async () => {
    expect((await ctx.request('GET', '/api/admin/users?plan=gold', { cookie: admin.cookie })).status).toBe(400);
    const res = await ctx.request('GET', '/api/admin/users?cursor=nonsense', { cookie: admin.cookie });
    expect(res.status).toBe(400);
    // A cursor of the name sort given to the date sort: refused, not a failed cast.
    const byName = await list('sort=name&limit=1');
    const other = await ctx.request('GET', `/api/admin/users?sort=created&cursor=${byName.nextCursor}`, { cookie: admin.cookie });
    expect(other.status).toBe(400);
  });

  it('exports every matching row as CSV', async () => {
    const res = await ctx.request('GET', '/api/admin/users/export?q=zimmer', { cookie: admin.cookie });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    const lines = (await res.text()).trim().split('\n');
    expect(lines[0]).toContain('Email');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('Zed Zimmer');
  });

  it('exports every matching row, past the first batch', async () => {
    await ctx.deps.db.execute(
      sql`insert into users (name, email, email_verified) select 'Bulk ' || g, 'bulk' || g || '@example.com', true from generate_series(1, 1005) g`,
    );
    const res = await ctx.request('GET', '/api/admin/users/export?q=bulk&sort=email&dir=asc', { cookie: admin.cookie });
    const lines = (await res.text()).trim().split('\n');
    expect(lines).toHaveLength(1006);
    expect(new Set(lines).size).toBe(1006);
    const page = await list('q=bulk');
    expect(page).toMatchObject({ total: 1005, totalCapped: false });
  });

  it('shows one user in full, and 404 for one that does not exist', async () => {
    const detail = await getUser(admin.id);
    expect(detail).toMatchObject({ email: admin.email, role: 'admin', counts: { releases: 0, tickets: 0, claims: 0 } });
    expect(detail.lastSignInAt).not.toBeNull();
    const res = await ctx.request('GET', '/api/admin/users/00000000-0000-4000-8000-000000000000', { cookie: admin.cookie });
    expect(res.status).toBe(404);
  });
});

describe('roles', () => {
  it('changes a role, records who did it from where, and refuses a stale version', async () => {
    const artist = await createUser(ctx);
    const before = await getUser(artist.id);
    const res = await ctx.request('PATCH', `/api/admin/users/${artist.id}/role`, {
      cookie: admin.cookie,
      body: { role: 'admin', version: before.version },
      headers: { 'X-Tunelane-Client-Ip': '203.0.113.7' },
    });
    expect(res.status).toBe(200);
    expect(((await res.json()) as AdminUserDto).role).toBe('admin');
    const [entry] = await ctx.deps.db.select().from(auditLog).where(eq(auditLog.entityId, artist.id));
    expect(entry).toMatchObject({
      action: 'user.role_changed',
      actorId: admin.id,
      actorLabel: admin.email,
      entityType: 'user',
      before: { role: 'user' },
      after: { role: 'admin' },
    });

    const stale = await ctx.request('PATCH', `/api/admin/users/${artist.id}/role`, {
      cookie: admin.cookie,
      body: { role: 'user', version: before.version },
    });
    expect(stale.status).toBe(409);
    await ctx.request('PATCH', `/api/admin/users/${artist.id}/role`, {
      cookie: admin.cookie,
      body: { role: 'user', version: (await getUser(artist.id)).version },
    });
  });

  it('never removes the last admin, even when two admins demote each other at once', async () => {
    // Make this the only other admin, then two admins each demote the other at the same moment.
    const other = await createUser(ctx, { admin: true });
    const admins = await ctx.deps.db.select().from(userRoles).where(eq(userRoles.role, 'admin'));
    for (const r of admins)
      if (r.userId !== admin.id && r.userId !== other.id)
        await ctx.deps.db.update(userRoles).set({ role: 'user' }).where(eq(userRoles.userId, r.userId));
    const [vA, vB] = [(await getUser(admin.id)).version, (await getUser(other.id)).version];
    const results = await Promise.all([
      ctx.request('PATCH', `/api/admin/users/${other.id}/role`, { cookie: admin.cookie, body: { role: 'user', version: vB } }),
      ctx.request('PATCH', `/api/admin/users/${admin.id}/role`, { cookie: other.cookie, body: { role: 'user', version: vA } }),
    ]);
    const statuses = results.map((r) => r.status).sort();
    expect(statuses[0]).toBe(200);
    expect([403, 403]).toContain(statuses[1]);
    // Refused as the last admin when both were past the access check at once, or as no admin any
    // more when the other change had already committed (a busy machine can serialize them).
    const refused = results.find((r) => r.status !== 200)!;
    const { message } = ((await refused.json()) as { error: { message: string } }).error;
    expect([LAST_ADMIN, 'Admins only']).toContain(message);
    const left = await ctx.deps.db.select().from(userRoles).where(eq(userRoles.role, 'admin'));
    expect(left).toHaveLength(1);
    // Put things back: the remaining admin restores the original one.
    if (left[0]!.userId !== admin.id) await ctx.deps.db.update(userRoles).set({ role: 'admin' }).where(eq(userRoles.userId, admin.id));
  });
});

describe('suspension', () => {
  it('ends the sessions at once, refuses sign-in with a clear message, and can be lifted', async () => {
    const artist = await createUser(ctx);
    const session = async () =>
      (await (await ctx.request('GET', '/api/auth/get-session', { cookie: artist.cookie })).json()) as { user?: { id: string } } | null;
    expect((await session())?.user?.id).toBe(artist.id);
    const res = await ctx.request('POST', `/api/admin/users/${artist.id}/suspend`, {
      cookie: admin.cookie,
      body: { version: (await getUser(artist.id)).version },
    });
    expect(res.status).toBe(200);
    expect(((await res.json()) as AdminUserDto).suspendedAt).not.toBeNull();
    expect(await ctx.deps.db.select().from(sessions).where(eq(sessions.userId, artist.id))).toHaveLength(0);
    expect(await session()).toBeNull();
    const refused = await ctx.request('GET', '/api/admin/access', { cookie: artist.cookie });
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('UNAUTHENTICATED');

    const signIn = await ctx.request('POST', '/api/auth/sign-in/email', {
      body: { email: artist.email, password: 'correct-horse-battery' },
    });
    expect(signIn.status).toBe(403);
    expect(await signIn.text()).toContain(SUSPENDED_MESSAGE);

    const lift = await ctx.request('POST', `/api/admin/users/${artist.id}/restore`, {
      cookie: admin.cookie,
      body: { version: (await getUser(artist.id)).version },
    });
    expect(lift.status).toBe(200);
    const again = await ctx.request('POST', '/api/auth/sign-in/email', {
      body: { email: artist.email, password: 'correct-horse-battery' },
    });
    expect(again.status).toBe(200);

    const entries = await ctx.deps.db.select().from(auditLog).where(eq(auditLog.entityId, artist.id));
    expect(entries.map((e) => e.action).sort()).toEqual(['user.restored', 'user.suspended']);
    expect(entries.find((e) => e.action === 'user.suspended')?.after).toMatchObject({ sessionsEnded: 1 });
  });

  it('refuses an admin suspending themselves', async () => {
    const res = await ctx.request('POST', `/api/admin/users/${admin.id}/suspend`, {
      cookie: admin.cookie,
      body: { version: (await getUser(admin.id)).version },
    });
    expect(res.status).toBe(403);
    expect(((await res.json()) as { error: { message: string } }).error.message).toBe(SELF_SUSPEND);
  });

  it('answers 404 for a user that no longer exists', async () => {
    const res = await ctx.request('POST', '/api/admin/users/00000000-0000-4000-8000-000000000000/suspend', {
      cookie: admin.cookie,
      body: { version: '2026-01-01T00:00:00.000000Z' },
    });
    expect(res.status).toBe(404);
  });
});
