// The console's counters and Overview: every figure follows the data (kept by triggers in the
// same transaction, folded by a job without changing a sum), System Health from real checks,
// and the event stream for admins.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CountersDto, OverviewDto } from '../../../domain/platform-dto.ts';
import { createTestContext, type TestContext } from '../../test/test-context.ts';
import { createUser, type TestUser } from '../../test/users.ts';
import { compactTotals } from './compact-totals.ts';

let ctx: TestContext;
let admin: TestUser;
let artist: TestUser;

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await createUser(ctx, { admin: true });
  artist = await createUser(ctx);
});
afterAll(() => ctx.close());

const counters = async () => (await (await ctx.request('GET', '/api/admin/counters', { cookie: admin.cookie })).json()) as CountersDto;

async function release(status: string, streams = 0, revenue = '0') {
  const { rows } = await ctx.deps.db.execute<{ id: string }>(sql`
    insert into music_releases (user_id, title, artist_name, status, streams_count, revenue_earned)
    values (${artist.id}, 'Song', 'Artist', ${status}, ${streams}, ${revenue}) returning id`);
  return rows[0]!.id;
}

describe('counters', () => {
  it('count users, releases, streams, revenue, pending claims, open tickets and releases waiting for review', async () => {
    const before = await counters();
    expect(before.users).toBe(2);
    const a = await release('pending', 1000, '12.345678');
    await release('distributed', 500, '0.004');
    await ctx.deps.db.execute(
      sql`insert into support_tickets (user_id, subject, message, category) values (${artist.id}, 'S', 'M', 'technical'), (${artist.id}, 'S2', 'M2', 'billing')`,
    );
    await ctx.deps.db.execute(sql`insert into revenue_claims (user_id, amount, payment_method) values (${artist.id}, 25, 'paypal')`);
    expect(await counters()).toEqual({
      users: 2,
      releases: 2,
      streams: 1500,
      revenue: '12.35',
      pendingClaims: 1,
      openTickets: 2,
      pendingReleases: 1,
    });

    await ctx.deps.db.execute(sql`update music_releases set status = 'approved', streams_count = 1100 where id = ${a}`);
    await ctx.deps.db.execute(sql`update support_tickets set status = 'in_progress' where subject = 'S'`);
    await ctx.deps.db.execute(sql`update revenue_claims set status = 'approved'`);
    expect(await counters()).toMatchObject({ releases: 2, streams: 1600, pendingClaims: 0, openTickets: 1, pendingReleases: 0 });

    // A rolled-back change counts for nothing.
    await ctx.deps.db
      .transaction(async (tx) => {
        await tx.execute(sql`delete from music_releases`);
        throw new Error('rollback');
      })
      .catch(() => undefined);
    expect((await counters()).releases).toBe(2);
  });

  it('keep every sum when the job folds their rows', async () => {
    const before = await counters();
    const { folded } = await compactTotals(ctx.deps);
    expect(folded).toBeGreaterThan(7);
    const { rows } = await ctx.deps.db.execute<{ n: number }>(sql`select count(*)::int as n from platform_totals`);
    expect(rows[0]!.n).toBeLessThanOrEqual(7);
    expect(await counters()).toEqual(before);
  });
});

describe('overview', () => {
  it('computes growth, average revenue per release, active users, releases today, the queue and health', async () => {
    await ctx.deps.db.execute(sql`update profiles set created_at = now() - interval '45 days' where id = ${admin.id}`);
    const res = await ctx.request('GET', '/api/admin/overview', { cookie: admin.cookie });
    expect(res.status).toBe(200);
    const o = (await res.json()) as OverviewDto;
    expect(o.growth).toMatchObject({ periodDays: 30, current: 1, previous: 1, percent: 0 });
    expect(o.averageRevenuePerRelease).toBe('6.17');
    expect(o.activeUsers24h).toBe(2);
    expect(o.releasesToday).toBe(2);
    expect(o.processingQueue).toBe(o.counters.pendingClaims + o.counters.openTickets + o.counters.pendingReleases);
    expect(o.health.checks.map((c) => c.name)).toEqual([
      'Database',
      'Job queue',
      'Oldest waiting job',
      'Live updates',
      'Receipt tax details',
    ]);
    expect(o.health.checks[0]!.ok).toBe(true);
    expect(o.health.checks[4]).toEqual({ name: 'Receipt tax details', ok: true, detail: 'GSTIN 07AAACT1234F1ZT' });
  });

  it('says the job queue stalled when its clock stopped, and how long the oldest job has waited', async () => {
    const health = async () =>
      ((await (await ctx.request('GET', '/api/admin/overview', { cookie: admin.cookie })).json()) as OverviewDto).health;
    await ctx.deps.db.execute(sql`update pgboss.version set cron_on = now()`);
    expect((await health()).checks[1]).toMatchObject({ ok: true, detail: expect.stringMatching(/^Running/) });
    await ctx.deps.db.execute(sql`update pgboss.version set cron_on = now() - interval '10 minutes'`);
    await ctx.deps.db.execute(
      sql`insert into pgboss.job (name, data, start_after) values ('platform-totals-compact', '{}', now() - interval '20 minutes')`,
    );
    const h = await health();
    expect(h.status).toBe('Degraded');
    expect(h.checks[1]).toMatchObject({ ok: false, detail: 'Stalled: last check 10 min ago' });
    expect(h.checks[2]).toMatchObject({ ok: false, detail: 'Waiting 20 min' });
  });
});

describe('the event stream', () => {
  it('streams status and changes to admins as server-sent events', async () => {
    const res = await ctx.request('GET', '/api/admin/events', { cookie: admin.cookie });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/event-stream');
    const reader = res.body!.getReader();
    const decoder = new TextDecoder();
    let text = '';
    const until = async (needle: string) => {
      const end = Date.now() + 5000;
      while (!text.includes(needle)) {
        if (Date.now() > end) throw new Error(`no ${needle} in ${text}`);
        const { value } = await reader.read();
        text += decoder.decode(value);
      }
    };
    await until('event: status');
    await until('data: live');
    await ctx.deps.db.execute(
      sql`insert into support_tickets (user_id, subject, message, category) values (${artist.id}, 'New', 'M', 'technical')`,
    );
    await until('"topic":"tickets"');
    await reader.cancel();
  });

  it('is refused to artists', async () => {
    expect((await ctx.request('GET', '/api/admin/events', { cookie: artist.cookie })).status).toBe(403);
  });
});
