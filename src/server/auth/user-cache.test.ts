// The user cache: what it keeps and when it stops serving it (a fake realtime), and through the API
// on the real database: GET /api/me and the session served from memory, and every change of a user
// (profile, suspension, sign-out, deletion) ending what is kept as soon as the database announces
// it, ahead of the one-second bound.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MeDto } from '../../domain/profile-dto.ts';
import type { RealtimeEvent, Realtime, RealtimeStatus, Subscriber } from '../realtime/realtime.ts';
import { createTestContext, type TestContext } from '../test/test-context.ts';
import { createUser } from '../test/users.ts';
import { createUserCache, USER_CACHE_MS } from './user-cache.ts';

function fakeRealtime() {
  const subscribers = new Set<Subscriber>();
  let status: RealtimeStatus = 'live';
  const realtime: Realtime = {
    subscribe: (s) => (subscribers.add(s), () => subscribers.delete(s)),
    status: () => status,
    size: () => subscribers.size,
    stop: async () => undefined,
  };
  return {
    realtime,
    emit: (event: RealtimeEvent) => subscribers.forEach((s) => s.onEvent(event)),
    set: (next: RealtimeStatus) => {
      status = next;
      subscribers.forEach((s) => s.onStatus?.(next));
    },
  };
}

describe('createUserCache', () => {
  it('keeps a value for at most a second, drops a user’s values when told, and keeps nothing read across a change', () => {
    const rt = fakeRealtime();
    const cache = createUserCache(rt.realtime);
    const mark = cache.mark();
    cache.put('me:a', 'a', 1, mark);
    cache.put('session:t', 'a', 2, mark, Date.now() + 60_000);
    cache.put('me:b', 'b', 3, mark);
    expect([cache.get('me:a'), cache.get('session:t'), cache.get('me:b')]).toEqual([1, 2, 3]);
    rt.emit({ topic: 'user', id: 'a' });
    expect([cache.get('me:a'), cache.get('session:t'), cache.get('me:b')]).toEqual([undefined, undefined, 3]);
    // read before a change was heard: not kept
    const before = cache.mark();
    rt.emit({ topic: 'user', id: 'c' });
    cache.put('me:a', 'a', 4, before);
    expect(cache.get('me:a')).toBeUndefined();
    // a session ending sooner than the second is kept until it ends only
    cache.put('session:t', 'a', 5, cache.mark(), Date.now() - 1);
    expect(cache.get('session:t')).toBeUndefined();
    // nothing lives beyond the bound
    const now = Date.now();
    const realNow = Date.now;
    cache.put('me:a', 'a', 6, cache.mark());
    Date.now = () => now + USER_CACHE_MS + 1;
    try {
      expect(cache.get('me:a')).toBeUndefined();
    } finally {
      Date.now = realNow;
    }
  });

  it('serves nothing while the listening connection is not live, and forgets everything on its return', () => {
    const rt = fakeRealtime();
    const cache = createUserCache(rt.realtime);
    cache.put('me:a', 'a', 1, cache.mark());
    rt.set('down');
    expect(cache.get('me:a')).toBeUndefined();
    expect(cache.mark()).toBeNull();
    cache.put('me:a', 'a', 2, null);
    rt.set('live');
    expect(cache.get('me:a')).toBeUndefined();
    cache.put('me:b', 'b', 3, cache.mark());
    rt.emit({ topic: 'resync' });
    expect([cache.get('me:b'), cache.size()]).toEqual([undefined, 0]);
    const off = createUserCache(rt.realtime, false);
    off.put('me:a', 'a', 1, off.mark());
    expect(off.get('me:a')).toBeUndefined();
  });
});

describe('the user cache on the API', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ env: { USER_CACHE: 'on' } });
    // the first read subscribes; entries are kept once the listening connection is live
    ctx.deps.userCache.mark();
    for (let i = 0; i < 500 && ctx.deps.realtime.status() !== 'live'; i++) await new Promise((r) => setTimeout(r, 20));
    if (ctx.deps.realtime.status() !== 'live') throw new Error('the realtime connection did not come up');
  });
  afterAll(() => ctx.close());

  const me = async (cookie: string) => {
    const res = await ctx.request('GET', '/api/me', { cookie });
    return { status: res.status, body: (await res.json()) as MeDto & { error?: { code: string } } };
  };
  /** Resolves when the database announces a change of the user. */
  const heard = (userId: string) =>
    new Promise<void>((resolve) => {
      const stop = ctx.deps.realtime.subscribe({
        onEvent: (e) => {
          if (e.topic === 'user' && e.id === userId) {
            stop();
            resolve();
          }
        },
      });
    });

  it('serves GET /api/me from memory, for a second at most', async () => {
    const user = await createUser(ctx, { name: 'Cached Name' });
    expect((await me(user.cookie)).body.profile.fullName).toBe('Cached Name');
    // changed without the announcement (triggers off): the kept answer is served until the second is up
    await ctx.deps.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.execute(sql`update profiles set full_name = 'Quiet Change' where id = ${user.id}`);
    });
    expect((await me(user.cookie)).body.profile.fullName).toBe('Cached Name');
    await expect.poll(async () => (await me(user.cookie)).body.profile.fullName, { timeout: 3_000 }).toBe('Quiet Change');
  });

  it('drops what it keeps of a user when the database announces a change: a profile, a sign-out, a suspension, a deletion', async () => {
    const user = await createUser(ctx, { name: 'Before' });
    const [suspended, deleted] = [await createUser(ctx), await createUser(ctx)];
    /** Fills the cache with the user's session and GET /api/me, changes them by `change`, and checks the next answer once the change is heard, within the second. */
    const afterChange = async (who: { id: string; cookie: string }, change: () => Promise<unknown>) => {
      const filled = Date.now();
      expect((await me(who.cookie)).status).toBe(200);
      const told = heard(who.id);
      await change();
      await told;
      const next = await me(who.cookie);
      expect(Date.now() - filled).toBeLessThan(USER_CACHE_MS);
      return next;
    };

    const renamed = await afterChange(user, () => ctx.deps.db.execute(sql`update profiles set full_name = 'After' where id = ${user.id}`));
    expect(renamed.body.profile.fullName).toBe('After');
    const signedOut = await afterChange(user, () => ctx.request('POST', '/api/auth/sign-out', { cookie: user.cookie, body: {} }));
    expect(signedOut.status).toBe(401);
    const stopped = await afterChange(suspended, () =>
      ctx.deps.db.execute(sql`update profiles set suspended_at = now() where id = ${suspended.id}`),
    );
    expect(stopped.status).toBe(401);
    const gone = await afterChange(deleted, () => ctx.deps.db.execute(sql`delete from users where id = ${deleted.id}`));
    expect(gone.status).toBe(401);
  });
});
