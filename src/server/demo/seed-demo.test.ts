import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestContext, sessionCookie, type TestContext } from '../test/test-context.ts';
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

/** The demo artist Asha signs in with the demo password; her session cookie. */
async function signInAsha(): Promise<string> {
  const res = await ctx.request('POST', '/api/auth/sign-in/email', {
    body: { email: 'asha@demo.tunelane.local', password: DEMO_PASSWORD },
  });
  expect(res.status).toBe(200);
  return sessionCookie(res);
}

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
  const cookie = await signInAsha();
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
  const cookie = await signInAsha();
  const list = await (await ctx.request('GET', '/api/support/tickets', { cookie })).json();
  expect(list.items.map((t: { subject: string }) => t.subject)).toEqual([
    'When will Saffron Skies go live?',
    'Spotify streams missing for Monsoon Letters',
    'Change the artist name on a released single',
  ]);
});

it('gives approved and distributed releases the deliveries the release page shows, and queues nothing', async () => {
  await seedDemo(ctx.deps);
  const cookie = await signInAsha();
  const stores = (await ctx.deps.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM store_endpoints WHERE enabled`)).rows[0]!.n;
  const release = async (title: string) => {
    const { rows } = await ctx.deps.db.execute<{ id: string }>(sql`SELECT id FROM music_releases WHERE title = ${title}`);
    return (await ctx.request('GET', `/api/releases/${rows[0]!.id}/deliveries`, { cookie })).json();
  };

  const city = await release('City of Lights');
  expect(city.deliveries).toHaveLength(stores);
  const states = city.deliveries.map((d: { state: string }) => d.state);
  expect(states.filter((s: string) => s === 'ingested')).toHaveLength(2);
  expect(states.filter((s: string) => s !== 'ingested').every((s: string) => s === 'delivered')).toBe(true);
  expect(city.deliveries.find((d: { storeName: string }) => d.storeName === 'Spotify').ack).toMatchObject({ status: 'ingested' });
  expect(city.approvalToLastDeliveryMs).toBeGreaterThan(0);
  expect(city.approvalToLastDeliveryMs).toBeLessThan(10 * 60_000);
  expect(city.canRequestTakedown).toBe(true);

  // Night Bus is approved and still short of one store, which failed with its reason.
  const night = await release('Night Bus');
  const failed = night.deliveries.filter((d: { state: string }) => d.state === 'failed');
  // The artist is told it failed, not the transfer's error (the console shows that, below).
  expect(failed).toMatchObject([{ storeName: 'TIDAL', lastError: null }]);
  const { rows: tidal } = await ctx.deps.db.execute<{ last_error: string }>(
    sql`SELECT d.last_error FROM deliveries d JOIN music_releases m ON m.id = d.release_id WHERE m.title = 'Night Bus' AND d.state = 'failed'`,
  );
  expect(tidal).toMatchObject([{ last_error: expect.stringContaining('permission denied') }]);
  expect(night.approvalToLastDeliveryMs).toBeNull();

  // The distributed step of the history is the last store's delivery; nothing waits for the worker.
  const { rows } = await ctx.deps.db.execute<{ bad: number; queued: number; jobs: number }>(sql`SELECT
    (SELECT count(*)::int FROM music_releases m JOIN release_status_history h ON h.release_id = m.id AND h.to_status = 'distributed'
      WHERE h.created_at <> (SELECT max(d.delivered_at) FROM deliveries d WHERE d.release_id = m.id)) AS bad,
    (SELECT count(*)::int FROM deliveries WHERE state IN ('queued', 'sending')) AS queued,
    (SELECT count(*)::int FROM pgboss.job WHERE name LIKE 'delivery%') AS jobs`);
  expect(rows[0]).toEqual({ bad: 0, queued: 0, jobs: 0 });
});

it('refuses to seed for a PUBLIC_URL other than this machine, adding nothing', async () => {
  const before = await counts();
  const env = { ...ctx.deps.env, PUBLIC_URL: 'https://tunelane.example' };
  await expect(seedDemo({ ...ctx.deps, env })).rejects.toThrow(
    'SEED_DEMO: demo data is only for a loopback PUBLIC_URL (localhost, 127.0.0.1 or [::1]), not https://tunelane.example',
  );
  expect(await counts()).toEqual(before);
});
