// A job as a definition: each capability declares its jobs beside its routes
// (features/<capability>/jobs.ts: name, schedule, retry, payload schema, the operation it
// calls); composition lists them; boot binds them to the dependencies and the queue runs them.
import type { z } from 'zod';
import type { Deps } from '../deps.ts';
import type { QueueJob } from './job-queue.ts';

export type JobDef<S extends z.ZodType = z.ZodType> = Omit<QueueJob, 'payload' | 'run'> & {
  payload: S;
  /** A payload it accepts, when `{}` is not one: tests run every job with it. */
  example?: z.infer<S>;
  /** The operation, called with the checked payload; what it returns is logged. */
  run: (deps: Deps, payload: z.infer<S>) => Promise<unknown>;
};

export const job = <S extends z.ZodType>(def: JobDef<S>): JobDef => def as unknown as JobDef;

export const bindJobs = (deps: Deps, defs: JobDef[]): QueueJob[] => defs.map((d) => ({ ...d, run: (payload) => d.run(deps, payload) }));
