// Walks every job definition the way the access test walks every route: each is named once,
// scheduled with a valid cron or enqueued by operations, checks its payload, and runs on the
// queue. Enqueuing inside a transaction commits or rolls back with it.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { jobDefs } from '../composition.ts';
import { createTestContext, type TestContext } from '../test/test-context.ts';
import { bindJobs, job } from './job.ts';
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
      for (const d of defs) await queue.send(d.name, (d.example as object | undefined) ?? {});
      const deadline = Date.now() + 15_000;
      while (new Set(ran).size < defs.length && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
      expect([...new Set(ran)].sort()).toEqual(defs.map((d) => d.name).sort()); // start-up runs come on top
    } finally {
      await queue.stop();
    }
  });
});

describe('enqueuing inside a transaction', () => {
  const probe = job({ name: 'probe', retry: { limit: 0 }, payload: z.object({ n: z.number() }), run: async () => undefined });
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
        await queue.send('probe', { n: 1 }, { db: tx });
      });
      expect(await count()).toBe(1);
      await expect(
        ctx.deps.db.transaction(async (tx) => {
          await queue.send('probe', { n: 2 }, { db: tx });
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
