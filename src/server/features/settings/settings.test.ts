// Settings: stored in the database, in force at once (the public settings, pages' sources and the
// contact mail follow), environment values as defaults, a stale change refused, every change
// audited, and another instance's change heard through the realtime channel.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { PublicConfigDto } from '../../../domain/public-config-dto.ts';
import type { SettingsDto } from '../../../domain/settings-dto.ts';
import { auditLog } from '../../db/schema-audit.ts';
import { notify } from '../../realtime/notify.ts';
import { createTestContext, type TestContext } from '../../test/test-context.ts';
import { createUser, type TestUser } from '../../test/users.ts';
import { currentSettings } from './settings-store.ts';

let ctx: TestContext;
let admin: TestUser;
let artist: TestUser;

beforeAll(async () => {
  ctx = await createTestContext({ env: { SUPPORT_EMAIL: 'help@env.example' } });
  admin = await createUser(ctx, { admin: true });
  artist = await createUser(ctx);
});
afterAll(() => ctx.close());

const get = async () => (await (await ctx.request('GET', '/api/admin/settings', { cookie: admin.cookie })).json()) as SettingsDto;
const put = (body: object) => ctx.request('PUT', '/api/admin/settings', { cookie: admin.cookie, body });
const config = async () => (await (await ctx.request('GET', '/api/config')).json()) as PublicConfigDto;

describe('settings', () => {
  it('start as the environment values', async () => {
    const s = await get();
    expect(s).toMatchObject({
      version: 'initial',
      overridden: [],
      values: { supportEmail: 'help@env.example', payoutMinimum: '10.00', chatWidgetSrc: null },
    });
    for (const m of ['bank_transfer', 'paypal', 'crypto'] as const)
      expect(s.values.payoutMethods[m]).toEqual({ minimum: null, feeFixed: '0.00', feePercent: '0.00' });
    expect(s.values.moreStores.length).toBe(18);
    expect((await config()).supportEmail).toBe('help@env.example');
  });

  it('a change is used at once, audited, and a stale one is refused', async () => {
    const res = await put({
      values: { supportEmail: 'team@console.example', payoutMinimum: '25.00', moreStores: ['Boomplay', 'Anghami'] },
      version: 'initial',
    });
    expect(res.status).toBe(200);
    const s = (await res.json()) as SettingsDto;
    expect(s.overridden.sort()).toEqual(['moreStores', 'payoutMinimum', 'supportEmail']);
    const c = await config();
    expect(c.supportEmail).toBe('team@console.example');
    expect(c.stores?.more).toEqual(['Boomplay', 'Anghami']);
    expect((await currentSettings(ctx.deps)).payoutMinimum).toBe('25.00');
    const [entry] = await ctx.deps.db.select().from(auditLog).where(eq(auditLog.action, 'settings.changed'));
    expect(entry).toMatchObject({
      actorId: admin.id,
      before: { supportEmail: 'help@env.example', payoutMinimum: '10.00' },
      after: { supportEmail: 'team@console.example', payoutMinimum: '25.00' },
    });

    const stale = await put({ values: { supportPhone: '+1 555 0100' }, version: 'initial' });
    expect(stale.status).toBe(409);
  });

  it('refuses bad values with the field named', async () => {
    const res = await put({ values: { supportEmail: 'not-an-email' }, version: (await get()).version });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { field: string } }).error.field).toBe('values.supportEmail');
    expect((await put({ values: { chatWidgetSrc: 'http://insecure.example/chat.js' }, version: (await get()).version })).status).toBe(400);
  });

  it("refuses a payout method's bad minimum or fee with the field named, and keeps good ones to the cent", async () => {
    const methods = (paypal: object) => ({
      bank_transfer: { minimum: null, feeFixed: '0', feePercent: '0' },
      paypal: { minimum: null, feeFixed: '0', feePercent: '0', ...paypal },
      crypto: { minimum: null, feeFixed: '0', feePercent: '0' },
    });
    for (const [terms, field, message] of [
      [{ feePercent: '101' }, 'feePercent', 'PayPal fee percentage must be between 0 and 100'],
      [{ feeFixed: '-1' }, 'feeFixed', 'PayPal fixed fee cannot be negative'],
      [{ minimum: '1.001' }, 'minimum', 'PayPal minimum has at most 2 decimals'],
    ] as const) {
      const res = await put({ values: { payoutMethods: methods(terms) }, version: (await get()).version });
      expect(res.status).toBe(400);
      expect(((await res.json()) as { error: object }).error).toMatchObject({ field: `values.payoutMethods.paypal.${field}`, message });
    }
    const res = await put({
      values: { payoutMethods: methods({ minimum: '20', feeFixed: '0.5', feePercent: '1.5' }) },
      version: (await get()).version,
    });
    expect(res.status).toBe(200);
    const s = (await res.json()) as SettingsDto;
    expect(s.overridden).toContain('payoutMethods');
    expect(s.values.payoutMethods.paypal).toEqual({ minimum: '20.00', feeFixed: '0.50', feePercent: '1.50' });
    expect((await currentSettings(ctx.deps)).payoutMethods.paypal.feePercent).toBe('1.50');
    // the default again (every method without fee or minimum of its own) is no override
    const back = (await (await put({ values: { payoutMethods: methods({}) }, version: s.version })).json()) as SettingsDto;
    expect(back.overridden).not.toContain('payoutMethods');
  });

  it("are the admins' alone: an artist can neither read nor change them", async () => {
    const version = (await get()).version;
    expect((await ctx.request('GET', '/api/admin/settings', { cookie: artist.cookie })).status).toBe(403);
    const res = await ctx.request('PUT', '/api/admin/settings', {
      cookie: artist.cookie,
      body: { values: { payoutMinimum: '1.00' }, version },
    });
    expect(res.status).toBe(403);
    expect((await ctx.request('PUT', '/api/admin/settings', { body: { values: { payoutMinimum: '1.00' }, version } })).status).toBe(401);
    expect((await get()).version).toBe(version);
  });

  it('reset puts a value back to the environment default', async () => {
    const res = await put({ values: { supportEmail: null }, version: (await get()).version });
    expect(((await res.json()) as SettingsDto).values.supportEmail).toBe('help@env.example');
    expect((await config()).supportEmail).toBe('help@env.example');
  });

  it('hears a change made by another instance', async () => {
    await currentSettings(ctx.deps);
    // the listener is up: a change announced from now on is heard
    await vi.waitFor(() => expect(ctx.deps.realtime.status()).toBe('live'), { timeout: 5000, interval: 20 });
    await ctx.deps.db.transaction(async (tx) => {
      await tx.execute(sql`update app_settings set values = values || '{"supportPhone": "+44 20 7946 0000"}'::jsonb`);
      await notify(tx, { topic: 'settings' });
    });
    await vi.waitFor(async () => expect((await currentSettings(ctx.deps)).supportPhone).toBe('+44 20 7946 0000'), {
      timeout: 3000,
      interval: 20,
    });
    expect((await config()).supportPhone).toBe('+44 20 7946 0000');
  });

  it('falls back to the environment values while the database cannot be read', async () => {
    const broken = {
      ...ctx.deps,
      env: { ...ctx.deps.env },
      log: { ...ctx.deps.log, warn: () => undefined } as unknown as typeof ctx.deps.log,
      db: {
        select: () => {
          throw new Error('database down');
        },
      } as unknown as typeof ctx.deps.db,
    };
    expect((await currentSettings(broken)).supportEmail).toBe('help@env.example');
  });
});
