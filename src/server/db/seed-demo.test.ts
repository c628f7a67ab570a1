import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/test-context.ts';
import { createUser } from '../test/users.ts';
import { DEMO_PASSWORD, seedDemo } from './seed-demo.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const counts = async () =>
  (
    await ctx.deps.db.execute(sql`SELECT
      (SELECT count(*)::int FROM users) AS users,
      (SELECT count(*)::int FROM music_releases) AS releases,
      (SELECT count(*)::int FROM release_tracks) AS tracks,
      (SELECT count(*)::int FROM release_analytics) AS analytics,
      (SELECT count(*)::int FROM earnings_ledger) AS ledger,
      (SELECT count(*)::int FROM revenue_claims) AS claims`)
  ).rows[0];

it('seeds demo artists with releases and sales data, once', async () => {
  await seedDemo(ctx.deps);
  const first = await counts();
  expect(first).toMatchObject({ users: 3, releases: 11 });
  expect((first as { analytics: number }).analytics).toBeGreaterThan(1000);
  expect(first).toMatchObject({ claims: 2 });
  expect((first as { ledger: number }).ledger).toBeGreaterThan(100);
  await seedDemo(ctx.deps);
  expect(await counts()).toEqual(first);

  // Release totals equal their imported sales (streams) and ledger (net); a demo artist can sign in and sees them.
  const mismatch = await ctx.deps.db.execute(sql`
    SELECT m.id FROM music_releases m
     WHERE m.streams_count <> coalesce((SELECT sum(a.streams_count) FROM release_analytics a WHERE a.release_id = m.id), 0)
        OR m.revenue_earned <> coalesce((SELECT round(sum(e.net), 6) FROM earnings_ledger e WHERE e.release_id = m.id), 0)`);
  expect(mismatch.rows).toEqual([]);
  const res = await ctx.request('POST', '/api/auth/sign-in/email', {
    body: { email: 'asha@demo.tunelane.local', password: DEMO_PASSWORD },
  });
  expect(res.status).toBe(200);
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const list = await (await ctx.request('GET', '/api/releases', { cookie })).json();
  expect(list.stats.total).toBe(5);
  expect(list.stats.distributed).toBe(2);
  expect(Number(list.stats.totalRevenue)).toBeGreaterThan(0);
});

it('seeds support tickets in several states, with conversations, that the console counts', async () => {
  await seedDemo(ctx.deps); // idempotent: the artists of the first test are left as they are
  const tickets = await ctx.deps.db.execute<{ status: string; n: number; replies: number; answered: number }>(sql`
    SELECT t.status, count(*)::int AS n, sum((SELECT count(*) FROM support_ticket_replies r WHERE r.ticket_id = t.id))::int AS replies,
           count(t.admin_response)::int AS answered
      FROM support_tickets t JOIN users u ON u.id = t.user_id AND u.email LIKE '%@demo.tunelane.local'
     GROUP BY t.status ORDER BY t.status`);
  const byStatus = Object.fromEntries(tickets.rows.map((r) => [r.status, r]));
  expect(Object.keys(byStatus).sort()).toEqual(['closed', 'in_progress', 'open', 'resolved']);
  expect(byStatus.open).toMatchObject({ n: 2, replies: 0, answered: 0 });
  expect(byStatus.in_progress!.replies).toBeGreaterThan(0);
  expect(byStatus.resolved!.answered).toBe(byStatus.resolved!.n);

  // The console's Open Tickets counter and an artist's own list see them.
  const admin = await createUser(ctx, { admin: true });
  const counters = await (await ctx.request('GET', '/api/admin/counters', { cookie: admin.cookie })).json();
  expect(counters.openTickets).toBe(2);
  const res = await ctx.request('POST', '/api/auth/sign-in/email', {
    body: { email: 'asha@demo.tunelane.local', password: DEMO_PASSWORD },
  });
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const list = await (await ctx.request('GET', '/api/support/tickets', { cookie })).json();
  expect(list.items.map((t: { subject: string }) => t.subject)).toEqual([
    'When will Saffron Skies go live?',
    'Spotify streams missing for Monsoon Letters',
    'Change the artist name on a released single',
  ]);
});
