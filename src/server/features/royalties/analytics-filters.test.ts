// The service, not the tier: a DSR's store is its distribution channel, and its tiers (Premium,
// Free, Family), commercial models and use types are kept per row and filter the artist's and the
// console's analytics. A filter every row passes gives the same page as no filter (the raw rows
// spread over their usage periods as the rollups spread them). The artist's filters are the plan
// feature "Analytics Dashboard": a plan without it gets the page, and a 402 when it filters.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlatformAnalyticsDto } from '../../../domain/analytics-admin-dto.ts';
import type { AnalyticsPageDto } from '../../../domain/earnings-dto.ts';
import { eq } from 'drizzle-orm';
import { profiles } from '../../db/schema.ts';
import { createTestContext, type TestContext } from '../../test/test-context.ts';
import { createUser, type TestUser } from '../../test/users.ts';
import { confirm, dsrReport, releaseWithCodes, upload } from '../../test/royalties.ts';
import type { ImportPreviewDto } from '../../../domain/royalty-imports-dto.ts';

let ctx: TestContext;
let admin: TestUser;
let artist: TestUser;

beforeAll(async () => {
  ctx = await createTestContext();
  artist = await createUser(ctx, {});
  admin = await createUser(ctx, { admin: true });
  await setPlan('small_label');
  await releaseWithCodes(ctx, artist, { title: 'Night Drive', isrcs: ['USABC2600001'] });
  const [file] = dsrReport({
    messageId: 'TIERS-1',
    summaries: [
      { id: 'S1', tier: 'Premium', usages: '70', revenue: '0.70' },
      { id: 'S2', tier: 'Free', model: 'AdvertisementSupportedModel', usages: '20', revenue: '0.04' },
      { id: 'S3', tier: 'Family', usages: '10', revenue: '0.08' },
    ],
    lines: [
      { summary: 'S1', isrc: 'USABC2600001', usages: '70' },
      { summary: 'S2', isrc: 'USABC2600001', usages: '20' },
      { summary: 'S3', isrc: 'USABC2600001', usages: '10' },
    ],
  });
  const res = await upload(ctx, admin, file!, 'tiers.tsv');
  const p = (await res.json()) as ImportPreviewDto;
  // one store, whatever the tier
  expect(p.totals.map((t) => t.store)).toEqual(['StreamCo']);
  expect((await confirm(ctx, admin, p)).status).toBe(200);
});
afterAll(() => ctx.close());

const setPlan = (planType: 'individual_artist' | 'small_label') =>
  ctx.deps.db
    .update(profiles)
    .set({ planType, subscriptionStatus: 'active', subscriptionExpiresAt: new Date(Date.now() + 30 * 86_400_000) })
    .where(eq(profiles.id, artist.id));

const artistPage = async (query = '') => {
  const res = await ctx.request('GET', `/api/earnings/analytics?period=30${query}`, { cookie: artist.cookie });
  expect(res.status).toBe(200);
  return (await res.json()) as AnalyticsPageDto;
};
const consolePage = async (query = '') => {
  const res = await ctx.request('GET', `/api/admin/analytics?range=30d${query}`, { cookie: admin.cookie });
  expect(res.status).toBe(200);
  return (await res.json()) as PlatformAnalyticsDto;
};

describe('analytics by tier', () => {
  it('offers the tiers and commercial models the reports name, and filters the artist’s page by each', async () => {
    const all = await artistPage();
    expect(all.filterOptions).toEqual({
      tiers: ['Family', 'Free', 'Premium'],
      commercialModels: ['AdvertisementSupportedModel', 'SubscriptionModel'],
      useTypes: ['stream', 'download', 'ugc', 'other'],
      // an artist whose releases name no artist profile (made straight in the database)
      artists: [],
    });
    expect(all.stats.totalStreams).toBe(100);
    expect(all.platforms.map((p) => [p.name, p.streams])).toEqual([['StreamCo', 100]]);
    const free = await artistPage('&tier=Free');
    expect(free.stats.totalStreams).toBe(20);
    expect(free.platforms.map((p) => [p.name, p.streams])).toEqual([['StreamCo', 20]]);
    expect((await artistPage('&tier=Premium')).stats.totalStreams).toBe(70);
    expect((await artistPage('&commercialModel=SubscriptionModel')).stats.totalStreams).toBe(80);
    expect((await artistPage('&tier=Premium&commercialModel=AdvertisementSupportedModel')).stats.totalStreams).toBe(0);
    expect((await artistPage('&useType=download')).stats.totalStreams).toBe(0);
    // every row passes: the same page as the rollups give
    expect(await artistPage('&useType=stream')).toEqual(all);
    const bad = await ctx.request('GET', '/api/earnings/analytics?useType=radio', { cookie: artist.cookie });
    expect(bad.status).toBe(400);
    expect(all.filtersLocked).toBeNull();
  });

  it('locks the filters on a plan without the Analytics Dashboard, on the page and in the CSV', async () => {
    await setPlan('individual_artist');
    try {
      const page = await artistPage();
      expect(page.stats.totalStreams).toBe(100);
      const message = 'Analytics Dashboard is available on the Small Label or Enterprise Label plan. Upgrade your plan to use it.';
      expect(page.filtersLocked).toBe(message);
      for (const path of ['/api/earnings/analytics?tier=Free', '/api/earnings/analytics/csv?period=30&useType=stream']) {
        const res = await ctx.request('GET', path, { cookie: artist.cookie });
        expect(res.status).toBe(402);
        expect(await res.json()).toEqual({ error: { code: 'PLAN_REQUIRED', message } });
      }
      // unfiltered, the CSV is Basic Analytics, on every plan
      expect((await ctx.request('GET', '/api/earnings/analytics/csv?period=30', { cookie: artist.cookie })).status).toBe(200);
    } finally {
      await setPlan('small_label');
    }
  });

  it('filters the console’s analytics the same way', async () => {
    const all = await consolePage();
    expect(all.totals.streams).toBe(100);
    expect(all.filterOptions.tiers).toEqual(['Family', 'Free', 'Premium']);
    const family = await consolePage('&tier=Family');
    expect(family.totals).toEqual({ streams: 10, revenue: '0.08' });
    expect(family.daily.reduce((n, d) => n + d.streams, 0)).toBe(10);
    expect(await consolePage('&useType=stream')).toEqual(all);
  });
});
