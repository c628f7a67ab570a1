// The audit log: written in the action's transaction (so a failed action leaves no entry), read
// and filtered by admins, exported, and never changed: the database refuses UPDATE, DELETE and
// TRUNCATE whoever asks.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PageDto } from '../../../domain/admin-list.ts';
import type { AuditEntryDto } from '../../../domain/audit-dto.ts';
import { systemActor, type UserActor } from '../../actor.ts';
import { auditLog } from '../../db/schema-audit.ts';
import { createTestContext, type TestContext } from '../../test/test-context.ts';
import { createUser, type TestUser } from '../../test/users.ts';
import { recordAudit } from './record-audit.ts';

let ctx: TestContext;
let admin: TestUser;
let actor: UserActor;

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await createUser(ctx, { admin: true });
  actor = { kind: 'user', userId: admin.id, role: 'admin', ip: '198.51.100.4' };
});
afterAll(() => ctx.close());

describe('the audit log', () => {
  it('records who, what, which record, before, after, when and from where, inside the transaction', async () => {
    await ctx.deps.db.transaction((tx) =>
      recordAudit(tx, actor, {
        action: 'release.status_changed',
        entityType: 'release',
        entityId: 'r-1',
        before: { status: 'pending' },
        after: { status: 'approved' },
      }),
    );
    await ctx.deps.db.transaction((tx) =>
      recordAudit(tx, systemActor('sweep'), { action: 'settings.changed', entityType: 'settings', entityId: 'app' }),
    );
    await expect(
      ctx.deps.db.transaction(async (tx) => {
        await recordAudit(tx, actor, { action: 'user.role_changed', entityType: 'user', entityId: 'rolled-back' });
        throw new Error('the action failed');
      }),
    ).rejects.toThrow('the action failed');

    const res = await ctx.request('GET', '/api/admin/audit', { cookie: admin.cookie });
    const page = (await res.json()) as PageDto<AuditEntryDto>;
    expect(page.items.map((e) => e.entityId)).toEqual(['app', 'r-1']);
    expect(page.items[1]).toMatchObject({
      actorId: admin.id,
      actorLabel: admin.email,
      actorIp: '198.51.100.4',
      before: { status: 'pending' },
      after: { status: 'approved' },
    });
    expect(page.items[0]).toMatchObject({ actorId: null, actorLabel: 'system:sweep' });
    expect(Date.parse(page.items[1]!.createdAt)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('filters by action, record type, record and search, and exports the same rows', async () => {
    const get = async (q: string) =>
      ((await (await ctx.request('GET', `/api/admin/audit?${q}`, { cookie: admin.cookie })).json()) as PageDto<AuditEntryDto>).items;
    expect((await get('action=release.status_changed')).map((e) => e.entityId)).toEqual(['r-1']);
    expect((await get('entityType=settings')).map((e) => e.entityId)).toEqual(['app']);
    expect((await get('entityId=r-1')).length).toBe(1);
    expect((await get(`q=${encodeURIComponent(admin.email)}`)).length).toBe(1);
    const csv = await (await ctx.request('GET', '/api/admin/audit/export?entityType=release', { cookie: admin.cookie })).text();
    expect(csv.trim().split('\n')).toHaveLength(2);
    expect(csv).toContain('release.status_changed');
  });

  it('refuses a date range with a day that does not exist, with a 400 and not a failure', async () => {
    for (const q of ['to=5109-61-31', 'from=2026-02-30', 'from=2026-11-23T00:00:00']) {
      const res = await ctx.request('GET', `/api/admin/audit?${q}`, { cookie: admin.cookie });
      expect(res.status, q).toBe(400);
    }
    expect((await ctx.request('GET', '/api/admin/audit?from=2026-01-01&to=2100-12-31', { cookie: admin.cookie })).status).toBe(200);
  });

  it('cannot be changed or emptied, not even by the database owner', async () => {
    const refused = (q: Promise<unknown>) =>
      q.then(
        () => expect.fail('the statement went through'),
        (err: Error & { cause?: Error }) => expect(err.cause?.message ?? err.message).toMatch(/The audit log cannot be changed/),
      );
    await refused(ctx.deps.db.execute(sql`update audit_log set action = 'nothing'`));
    await refused(ctx.deps.db.execute(sql`delete from audit_log`));
    await refused(ctx.deps.db.execute(sql`truncate audit_log`));
    await refused(ctx.deps.pool.query('delete from audit_log where true'));
    expect((await ctx.deps.db.select().from(auditLog)).length).toBe(2);
  });

  it('has no route that changes an entry', async () => {
    const { apiRoutes } = await import('../../composition.ts');
    const writes = apiRoutes(ctx.deps).filter((r) => r.path.startsWith('/admin/audit') && r.method !== 'GET');
    expect(writes).toEqual([]);
  });
});
