// Realtime: a change committed on the database reaches the subscribers (never one rolled back),
// the triggers of the counted tables announce their changes, and the listener comes back by
// itself after its connection is killed, telling subscribers to catch up.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/test-context.ts';
import { createUser } from '../test/users.ts';
import { notify } from './notify.ts';
import { createRealtime, type RealtimeEvent, type RealtimeStatus } from './realtime.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

function listen() {
  const events: RealtimeEvent[] = [];
  const statuses: RealtimeStatus[] = [];
  const stop = ctx.deps.realtime.subscribe({ onEvent: (e) => events.push(e), onStatus: (s) => statuses.push(s) });
  const waitFor = async (pred: () => boolean, ms = 5000) => {
    const end = Date.now() + ms;
    while (!pred()) {
      if (Date.now() > end) throw new Error(`timed out; events ${JSON.stringify(events)} statuses ${statuses.join(',')}`);
      await new Promise((r) => setTimeout(r, 20));
    }
  };
  return { events, statuses, stop, waitFor };
}

describe('realtime', () => {
  it('delivers committed notifications and never rolled-back ones', async () => {
    const l = listen();
    await l.waitFor(() => ctx.deps.realtime.status() === 'live');
    await ctx.deps.db.transaction(async (tx) => {
      await notify(tx, { topic: 'test', id: 'kept' });
    });
    await ctx.deps.db
      .transaction(async (tx) => {
        await notify(tx, { topic: 'test', id: 'dropped' });
        throw new Error('rollback');
      })
      .catch(() => undefined);
    // Notifications arrive in commit order: once one committed after the rollback is heard, the
    // rolled-back one would have come before it.
    await ctx.deps.db.transaction(async (tx) => {
      await notify(tx, { topic: 'test', id: 'after' });
    });
    await l.waitFor(() => l.events.some((e) => e.id === 'after'));
    expect(l.events.map((e) => e.id)).toContain('kept');
    expect(l.events.some((e) => e.id === 'dropped')).toBe(false);
    l.stop();
  });

  it('hears the counted tables change: a sign-up announces profiles, a ticket announces tickets', async () => {
    const l = listen();
    await l.waitFor(() => ctx.deps.realtime.status() === 'live');
    const user = await createUser(ctx);
    await l.waitFor(() => l.events.some((e) => e.topic === 'profiles'));
    await ctx.deps.db.execute(
      sql`insert into support_tickets (user_id, subject, message, category) values (${user.id}, 'Help', 'Please', 'technical')`,
    );
    await l.waitFor(() => l.events.some((e) => e.topic === 'tickets'));
    l.stop();
  });

  it('reconnects by itself when its connection is killed, and tells subscribers to resync', async () => {
    const l = listen();
    await l.waitFor(() => ctx.deps.realtime.status() === 'live');
    const resyncs = () => l.events.filter((e) => e.topic === 'resync').length;
    const before = resyncs();
    await ctx.deps.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity where application_name = 'tunelane-realtime' and datname = current_database()`,
    );
    await l.waitFor(() => l.statuses.includes('down'));
    await l.waitFor(() => ctx.deps.realtime.status() === 'live' && resyncs() > before);
    await notify(ctx.deps.db, { topic: 'test', id: 'after-reconnect' });
    await l.waitFor(() => l.events.some((e) => e.id === 'after-reconnect'));
    l.stop();
  });

  it('ends its subscriptions when stopped', async () => {
    const rt = createRealtime(ctx.deps.pool.options, ctx.deps.log);
    let closed = false;
    rt.subscribe({ onEvent: () => undefined, onClose: () => (closed = true) });
    await rt.stop();
    expect(closed).toBe(true);
    expect(rt.size()).toBe(0);
  });
});
