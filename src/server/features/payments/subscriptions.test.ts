// The daily sweep (expiry back to free, releases untouched, reminders once), the plan gate on
// server routes, and the currency lookup.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles } from '../../db/schema.ts';
import { musicReleases } from '../../db/schema-releases.ts';
import { subscriptionReminders } from '../../db/schema-payments.ts';
import { createTestContext, type TestContext } from '../../test/test-context.ts';
import { createUser, type TestUser } from '../../test/users.ts';
import { sweepSubscriptions } from './sweep-subscriptions.ts';

const DAY = 24 * 3600 * 1000;
let ctx: TestContext;
let geoCtx: TestContext;
let artist: TestUser;
const geo = http.createServer((req, res) => {
  const ip = req.url!.split('/')[1];
  if (ip === '203.0.113.9') return void res.writeHead(500).end();
  res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ ip, country_code: ip === '49.36.0.1' ? 'IN' : 'DE' }));
});

beforeAll(async () => {
  await new Promise<void>((r) => geo.listen(0, '127.0.0.1', r));
  ctx = await createTestContext();
  geoCtx = await createTestContext({
    env: { GEOLOCATION_URL: `http://127.0.0.1:${(geo.address() as AddressInfo).port}/{ip}/json/`, TRUST_PROXY: '1' },
  });
  artist = await createUser(ctx);
});
afterAll(async () => {
  await ctx.close();
  await geoCtx.close();
  await new Promise((r) => geo.close(r));
});

const setSub = (userId: string, planType: string, expiresAt: Date | null, status = 'active') =>
  ctx.deps.db
    .update(profiles)
    .set({ planType, subscriptionPlan: planType, subscriptionStatus: status, subscriptionExpiresAt: expiresAt })
    .where(eq(profiles.id, userId));
const profileOf = async (id: string) => (await ctx.deps.db.select().from(profiles).where(eq(profiles.id, id)))[0]!;

describe('daily sweep', () => {
  it('returns lapsed subscriptions to inactive and free, and leaves releases live', async () => {
    const lapsed = await createUser(ctx);
    const current = await createUser(ctx);
    const now = new Date();
    await setSub(lapsed.id, 'small_label', new Date(now.getTime() - 1000));
    await setSub(current.id, 'small_label', new Date(now.getTime() + 100 * DAY));
    const [release] = await ctx.deps.db
      .insert(musicReleases)
      .values({ userId: lapsed.id, title: 'Monsoon', artistName: 'Lapsed', status: 'distributed' })
      .returning();

    const result = await sweepSubscriptions(ctx.deps, now);
    expect(result.expired).toBeGreaterThanOrEqual(1);
    expect(await profileOf(lapsed.id)).toMatchObject({ planType: 'free', subscriptionStatus: 'inactive' });
    expect(await profileOf(current.id)).toMatchObject({ planType: 'small_label', subscriptionStatus: 'active' });
    const [after] = await ctx.deps.db.select().from(musicReleases).where(eq(musicReleases.id, release!.id));
    expect(after!.status).toBe('distributed');
  });

  it('mails the 14-day and 1-day reminders once each', async () => {
    const u = await createUser(ctx);
    const now = new Date('2030-03-01T00:00:00Z');
    const expiry = new Date(now.getTime() + 13.5 * DAY);
    await setSub(u.id, 'individual_artist', expiry);
    const mine = () => ctx.mails.filter((m) => m.to === u.email && m.subject.includes('expires'));

    await sweepSubscriptions(ctx.deps, now);
    await sweepSubscriptions(ctx.deps, new Date(now.getTime() + DAY)); // next day: still the 14-day window, already sent
    expect(mine().map((m) => m.subject)).toEqual(['Your Tunelane Individual Artist plan expires in 14 days']);
    expect(mine()[0]!.text).toContain('your releases stay live');

    const dayBefore = new Date(expiry.getTime() - 20 * 3600 * 1000);
    await Promise.all([sweepSubscriptions(ctx.deps, dayBefore), sweepSubscriptions(ctx.deps, dayBefore)]);
    expect(mine().map((m) => m.subject)).toEqual([
      'Your Tunelane Individual Artist plan expires in 14 days',
      'Your Tunelane Individual Artist plan expires tomorrow',
    ]);
    const rows = await ctx.deps.db.select().from(subscriptionReminders).where(eq(subscriptionReminders.userId, u.id));
    expect(rows.map((r) => r.daysBefore).sort()).toEqual([1, 14]);
  });
});

describe('plan gates on the server', () => {
  it('answers API access only on an active Enterprise Label plan', async () => {
    const call = () => ctx.request('GET', '/api/me/api-access', { cookie: artist.cookie });
    await setSub(artist.id, 'free', null, 'inactive');
    let res = await call();
    expect(res.status).toBe(402);
    expect((await res.json()).error).toMatchObject({
      code: 'PLAN_REQUIRED',
      message: 'API Access is available on the Enterprise Label plan. Upgrade your plan to use it.',
    });
    await setSub(artist.id, 'small_label', new Date(Date.now() + DAY));
    expect((await call()).status).toBe(402);
    await setSub(artist.id, 'enterprise_label', new Date(Date.now() - 1000)); // lapsed, not yet swept
    expect((await call()).status).toBe(402);
    await setSub(artist.id, 'enterprise_label', new Date(Date.now() + DAY));
    res = await call();
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ feature: 'api_access', enabled: true });
  });
});

describe('currency lookup', () => {
  const lookup = async (c: TestContext, ip?: string) =>
    (await c.request('GET', '/api/payments/currency', { headers: ip ? { 'X-Forwarded-For': ip } : {} })).json();
  it('gives INR for India, USD with the country elsewhere, and USD/US on any failure', async () => {
    expect(await lookup(geoCtx, '49.36.0.1')).toEqual({ currency: 'INR', symbol: '₹', country: 'IN' });
    expect(await lookup(geoCtx, '8.8.8.8')).toEqual({ currency: 'USD', symbol: '$', country: 'DE' });
    expect(await lookup(geoCtx, '203.0.113.9')).toEqual({ currency: 'USD', symbol: '$', country: 'US' }); // service error
    expect(await lookup(geoCtx, '10.0.0.1')).toEqual({ currency: 'USD', symbol: '$', country: 'US' }); // private address
    expect(await lookup(ctx, '49.36.0.1')).toEqual({ currency: 'USD', symbol: '$', country: 'US' }); // no service, proxy not trusted
  });
});
