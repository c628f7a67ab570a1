// Background jobs on pg-boss, a PostgreSQL-backed queue on the app's own pool: several instances
// share one schedule and each job runs once. Knows no capability: it runs the job definitions it
// is given. `send` can join the caller's transaction, so work and its follow-up jobs commit
// together or not at all.
import PgBoss from 'pg-boss';
import type pg from 'pg';
import type { DbOrTx } from '../db/pool.ts';
import { sqlExecutor } from '../db/sql-executor.ts';
import type { z } from 'zod';
import type { Logger } from '../logger.ts';

export type RetryPolicy = { limit: number; delaySeconds?: number; backoff?: boolean };

/** A job ready to run: its definition with the operation already bound to its dependencies. */
export type QueueJob = {
  name: string;
  /** Cron in UTC, or none for jobs that operations enqueue. */
  schedule?: string;
  retry: RetryPolicy;
  payload: z.ZodType;
  /** Also run once at start-up (at most once an hour across instances), to catch up. */
  runAtStartup?: boolean;
  /** How often an idle worker looks for work (pg-boss's default, 2 s, when unset; 0.5 s at least). */
  pollSeconds?: number;
  /** Jobs of this kind one instance runs at once (1 when unset): each is a worker of its own. */
  concurrency?: number;
  run: (payload: unknown) => Promise<unknown>;
};

export type JobQueue = {
  /**
   * Enqueue the job `handle` names with a payload its schema accepts (checked here too, so a bad
   * payload fails its producer, not a worker later); with `db: tx` it is written inside that
   * transaction.
   */
  send: <S extends z.ZodType>(
    handle: { name: string; payload: S },
    payload: z.input<S>,
    opts?: { db?: DbOrTx; singletonKey?: string; startAfter?: Date },
  ) => Promise<string | null>;
  /** Create the queues (idempotent), start the workers and schedules. */
  start: (jobs: QueueJob[], opts?: { workers?: boolean }) => Promise<void>;
  stop: () => Promise<void>;
};

/**
 * `expireSeconds`: how long a job may stay active before the queue fails it (and retries it, after
 * its retry delay, on whichever instance looks first): a job whose instance was killed is active
 * until then, nobody running it. The queue looks for such jobs every minute, or four times within
 * a shorter expiry, so a short one is not waited on for a whole minute.
 */
export function createJobQueue(pool: pg.Pool, log: Logger, opts: { expireSeconds?: number } = {}): JobQueue {
  const expireSeconds = opts.expireSeconds ?? 15 * 60;
  const lookSeconds = Math.max(1, Math.min(60, Math.floor(expireSeconds / 4)));
  const boss = new PgBoss({
    db: { executeSql: (text: string, values?: unknown[]) => pool.query(text, values) },
    superviseIntervalSeconds: lookSeconds,
    monitorIntervalSeconds: lookSeconds,
  });
  boss.on('error', (err) => log.error({ err }, 'job queue error'));
  let started = false;
  return {
    async send(handle, payload, opts = {}) {
      return boss.send(handle.name, handle.payload.parse(payload) as object, {
        ...(opts.db ? { db: sqlExecutor(opts.db) as PgBoss.Db } : {}),
        ...(opts.singletonKey ? { singletonKey: opts.singletonKey } : {}),
        ...(opts.startAfter ? { startAfter: opts.startAfter } : {}),
      });
    },
    async start(defs, opts = {}) {
      await boss.start();
      started = true;
      for (const def of defs) {
        const policy = {
          retryLimit: def.retry.limit,
          retryDelay: def.retry.delaySeconds ?? 0,
          retryBackoff: def.retry.backoff ?? false,
          expireInSeconds: expireSeconds,
        };
        await boss.createQueue(def.name, { ...policy }); // (it adds its policy to the object it is given)
        // createQueue leaves a queue that exists as it was made: without this, a retry policy
        // changed in its definition, or JOB_EXPIRE_SECONDS, never reached a database whose queues
        // an earlier version made.
        await boss.updateQueue(def.name, policy);
        if (opts.workers === false) continue;
        for (let i = 0; i < (def.concurrency ?? 1); i++) {
          const workerId: string = await boss.work(def.name, { pollingIntervalSeconds: def.pollSeconds ?? 2 }, async (batch) => {
            for (const j of batch) {
              const payload = def.payload.parse(j.data ?? {});
              const result = await def.run(payload);
              log.debug({ job: def.name, id: j.id, result }, 'job done');
            }
            // While there is work, the next job is taken as soon as this one is done, not a
            // polling interval later: the interval is only how often an idle worker looks.
            // (The handler first runs after a fetch's round trip, when `work` has long returned.)
            boss.notifyWorker(workerId);
          });
        }
        if (def.schedule) await boss.schedule(def.name, def.schedule, {}, { tz: 'UTC' });
        if (def.runAtStartup) await boss.send(def.name, {}, { singletonKey: 'startup', singletonSeconds: 3600 });
      }
      log.debug({ jobs: defs.map((d) => d.name) }, 'job queue started');
    },
    async stop() {
      if (started) await boss.stop({ graceful: true, timeout: 10_000 });
    },
  };
}
