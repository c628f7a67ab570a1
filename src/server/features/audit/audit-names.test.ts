// The audit log reads as words: every action any operation writes has a label (checked in the
// sources, beyond what the AuditAction type already holds), and the list names who acted (their
// name beside their email) and the record acted on (a release's title, a user's name, a store's
// name, a deleted release by the title its entry kept).
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PageDto } from '../../../domain/admin-list.ts';
import type { AuditEntryDto } from '../../../domain/audit-dto.ts';
import { AUDIT_ACTIONS, auditActionLabel } from '../../../domain/audit-actions.ts';
import type { UserActor } from '../../actor.ts';
import { createTestContext, type TestContext } from '../../test/test-context.ts';
import { createUser, type TestUser } from '../../test/users.ts';
import { recordAudit } from './record-audit.ts';

const SERVER = path.resolve(import.meta.dirname, '../..');

/** The quoted `area.verb` keys in each `action:` of a recordAudit call (a ternary gives two). */
function actionsWritten(): Map<string, string> {
  const found = new Map<string, string>();
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name)) {
        const text = fs.readFileSync(full, 'utf8');
        for (const call of text.matchAll(/recordAudit\([^]*?action:\s*([^,\n]+)/g))
          for (const key of call[1]!.matchAll(/'([a-z_]+\.[a-z_]+)'/g)) found.set(key[1]!, path.relative(SERVER, full));
      }
    }
  };
  walk(SERVER);
  return found;
}

describe.skipIf(process.env.MUTATION_TESTING === '1')('every action written has a label', () => {
  it('finds the actions in the sources, and each has a label that is not its key', () => {
    const written = actionsWritten();
    expect(written.size).toBeGreaterThanOrEqual(20);
    expect([...written.keys()]).toContain('user.deletion_cancelled');
    const unlabelled = [...written].filter(([key]) => !(key in AUDIT_ACTIONS)).map(([key, file]) => `${key} (${file})`);
    expect(unlabelled).toEqual([]);
    for (const key of written.keys()) expect(auditActionLabel(key)).not.toBe(key);
  });
});

describe('the list names who and what', () => {
  let ctx: TestContext;
  let admin: TestUser;
  let artist: TestUser;
  let actor: UserActor;
  beforeAll(async () => {
    ctx = await createTestContext();
    admin = await createUser(ctx, { admin: true, name: 'Asha Admin' });
    artist = await createUser(ctx, { name: 'Mira Kaur' });
    actor = { kind: 'user', userId: admin.id, role: 'admin', ip: null };
  });
  afterAll(() => ctx.close());

  it('gives the admin by name and email, and each record by its name', async () => {
    const {
      rows: [release],
    } = await ctx.deps.db.execute<{ id: string }>(
      sql`insert into music_releases (user_id, title, artist_name, release_type) values (${artist.id}, 'Night Drive', 'Mira Kaur', 'single') returning id`,
    );
    const {
      rows: [store],
    } = await ctx.deps.db.execute<{ id: string }>(sql`select id from store_endpoints where store_key = 'spotify'`);
    const write = (action: keyof typeof AUDIT_ACTIONS, entityType: string, entityId: string, before?: Record<string, unknown>) =>
      ctx.deps.db.transaction((tx) => recordAudit(tx, actor, { action, entityType, entityId, before: before ?? null }));
    await write('release.status_changed', 'release', release!.id);
    await write('user.deletion_cancelled', 'user', artist.id);
    await write('store_endpoint.changed', 'store_endpoint', store!.id);
    await write('release.deleted', 'release', '00000000-0000-4000-8000-000000000001', { title: 'Gone Song' });
    await write('settings.changed', 'settings', 'app');

    const res = await ctx.request('GET', '/api/admin/audit?limit=10', { cookie: admin.cookie });
    const page = (await res.json()) as PageDto<AuditEntryDto>;
    const byAction = new Map(page.items.map((e) => [e.action, e]));
    expect(byAction.get('release.status_changed')).toMatchObject({
      actorName: 'Asha Admin',
      actorLabel: admin.email,
      entityLabel: 'Night Drive',
    });
    expect(byAction.get('user.deletion_cancelled')).toMatchObject({ entityLabel: 'Mira Kaur' });
    expect(byAction.get('store_endpoint.changed')).toMatchObject({ entityLabel: 'Spotify' });
    expect(byAction.get('release.deleted')).toMatchObject({ entityLabel: 'Gone Song' });
    expect(byAction.get('settings.changed')).toMatchObject({ entityLabel: null });
  });
});
