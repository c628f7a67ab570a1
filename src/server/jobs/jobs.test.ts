// Walks every job definition the way the access test walks every route: each is named once,
// scheduled with a valid cron or enqueued by operations, checks its payload, and runs on the
// queue. Enqueuing inside a transaction commits or rolls back with it.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { jobDefs } from '../composition.ts';
import { createTestContext, type TestContext } from '../test/test-context.ts';
import { bindJobs, job } from './job.ts';
import { jobHandle } from './job-handle.ts';
import { createJobQueue } from './job-queue.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const CRON = /^(\S+\s+){4}\S+$/;

describe('every job definition', () => {
  it('has a unique name, a retry policy and a payload schema; scheduled jobs take an empty payload', () => {
    const defs = jobDefs();
    expect(defs.length).toBeGreaterThan(0);
    expect(new Set(defs.map((d) => d.name)).size).toBe(defs.length);
    for (const d of defs) {
      expect(d.name, d.name).toMatch(/^[a-z][a-z0-9-]+$/);
      expect(d.retry.limit, d.name).toBeGreaterThanOrEqual(0);
      expect(typeof d.run, d.name).toBe('function');
      if (d.schedule) {
        expect(d.schedule, d.name).toMatch(CRON);
        expect(d.payload.safeParse({}).success, `${d.name} runs on schedule with {}`).toBe(true);
      }
      if (d.runAtStartup) expect(d.payload.safeParse({}).success, d.name).toBe(true);
      expect(d.payload.safeParse(d.example ?? {}).success, `${d.name} accepts its example payload`).toBe(true);
    }
  });

  it('is scheduled on the pg-boss queue as declared, and the queue stops cleanly', async () => {
    const queue = createJobQueue(ctx.deps.pool, ctx.deps.log);
    await queue.start(bindJobs(ctx.deps, jobDefs()));
    try {
      const { rows } = await ctx.deps.pool.query<{ name: string; cron: string }>('select name, cron from pgboss.schedule');
      const schedules = rows.map((s) => [s.name, s.cron]);
      expect(schedules).toContainEqual(['subscription-sweep', '30 2 * * *']);
      expect(schedules).toContainEqual(['uploads-sweep', '0 3 * * *']);
      expect(schedules).toContainEqual(['contact-resend', '*/15 * * * *']);
      for (const d of jobDefs().filter((x) => x.schedule)) expect(schedules).toContainEqual([d.name, d.schedule]);
    } finally {
      await queue.stop();
    }
  });

  it('runs each definition on the queue, through its operation', async () => {
    const queue = createJobQueue(ctx.deps.pool, ctx.deps.log);
    const ran: string[] = [];
    const defs = jobDefs().map((d) => ({ ...d, run: async (deps: typeof ctx.deps, p: unknown) => (ran.push(d.name), d.run(deps, p)) }));
    await queue.start(bindJobs(ctx.deps, defs));
    try {
      for (const d of defs) await queue.send(d, d.example ?? {});
      const deadline = Date.now() + 15_000;
      while (new Set(ran).size < defs.length && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
      expect([...new Set(ran)].sort()).toEqual(defs.map((d) => d.name).sort()); // start-up runs come on top
    } finally {
      await queue.stop();
    }
  });
});

describe('enqueuing inside a transaction', () => {
  const PROBE = jobHandle('probe', z.object({ n: z.number() }));
  const probe = job(PROBE, { retry: { limit: 0 }, run: async () => undefined });
  const count = async () => {
    const { rows } = await ctx.deps.pool.query<{ n: number }>("select count(*)::int as n from pgboss.job where name = 'probe'");
    return rows[0]!.n;
  };

  it('commits with the transaction and vanishes with its rollback', async () => {
    const queue = createJobQueue(ctx.deps.pool, ctx.deps.log);
    await queue.start(bindJobs(ctx.deps, [probe]), { workers: false });
    try {
      await ctx.deps.db.transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        await queue.send(PROBE, { n: 1 }, { db: tx });
      });
      expect(await count()).toBe(1);
      await expect(
        ctx.deps.db.transaction(async (tx) => {
          await queue.send(PROBE, { n: 2 }, { db: tx });
          expect(await count()).toBe(1); // not visible outside the transaction yet
          throw new Error('roll back');
        }),
      ).rejects.toThrow('roll back');
      expect(await count()).toBe(1);
    } finally {
      await queue.stop();
    }
  });
});

describe('a producer', () => {
  it('sends only what the handle accepts: the compiler refuses another shape, the queue a bad value', async () => {
    const PROBE = jobHandle('typed-probe', z.object({ id: z.uuid() }));
    const queue = createJobQueue(ctx.deps.pool, ctx.deps.log);
    await queue.start(bindJobs(ctx.deps, [job(PROBE, { retry: { limit: 0 }, run: async () => undefined })]), { workers: false });
    try {
      // @ts-expect-error a payload of another shape does not compile
      await expect(queue.send(PROBE, { deliveryId: '00000000-0000-4000-8000-000000000000' })).rejects.toThrow();
      await expect(queue.send(PROBE, { id: 'not-a-uuid' })).rejects.toThrow();
      const { rows } = await ctx.deps.pool.query<{ n: number }>("select count(*)::int as n from pgboss.job where name = 'typed-probe'");
      expect(rows[0]!.n).toBe(0);
      expect(await queue.send(PROBE, { id: '00000000-0000-4000-8000-000000000000' })).toEqual(expect.any(String));
    } finally {
      await queue.stop();
    }
  });
});

describe('a worker with work waiting', () => {
  it('takes the next job as soon as the last is done, not a polling interval later', async () => {
    const done: number[] = [];
    const QUICK = jobHandle('quick-probe', z.object({ n: z.number() }));
    const quick = job(QUICK, {
      retry: { limit: 0 },
      pollSeconds: 5,
      run: async (_d, { n }) => done.push(n),
    });
    const queue = createJobQueue(ctx.deps.pool, ctx.deps.log);
    await queue.start(bindJobs(ctx.deps, [quick]), { workers: false });
    for (let n = 0; n < 8; n++) await queue.send(QUICK, { n });
    await queue.stop();
    const worker = createJobQueue(ctx.deps.pool, ctx.deps.log);
    const started = Date.now();
    await worker.start(bindJobs(ctx.deps, [quick]));
    try {
      while (done.length < 8 && Date.now() - started < 30_000) await new Promise((r) => setTimeout(r, 20));
      expect(done).toHaveLength(8);
      // One job per poll would take 7 intervals (35 s) after the first.
      expect(Date.now() - started).toBeLessThan(5_000);
    } finally {
      await worker.stop();
    }
  });

  it('runs as many jobs of a kind at once as its concurrency says', async () => {
    let running = 0;
    let most = 0;
    const SLOW = jobHandle('slow-probe', z.object({}));
    const slow = job(SLOW, {
      retry: { limit: 0 },
      concurrency: 3,
      pollSeconds: 0.5,
      run: async () => {
        most = Math.max(most, ++running);
        await new Promise((r) => setTimeout(r, 400));
        running--;
      },
    });
    const queue = createJobQueue(ctx.deps.pool, ctx.deps.log);
    await queue.start(bindJobs(ctx.deps, [slow]), { workers: false });
    for (let n = 0; n < 6; n++) await queue.send(SLOW, {});
    await queue.stop();
    const worker = createJobQueue(ctx.deps.pool, ctx.deps.log);
    await worker.start(bindJobs(ctx.deps, [slow]));
    try {
      const deadline = Date.now() + 20_000;
      const completed = async () =>
        (
          await ctx.deps.pool.query<{ n: number }>(
            "select count(*)::int n from pgboss.job where name = 'slow-probe' and state = 'completed'",
          )
        ).rows[0]!.n;
      while ((await completed()) < 6 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
      expect(await completed()).toBe(6);
      expect(most).toBe(3);
    } finally {
      await worker.stop();
    }
  });
});
