// A job as a definition: each capability declares its jobs beside its routes
// (features/<capability>/jobs.ts: schedule, retry, the operation it calls) for a handle
// (job-handle.ts: the name and payload schema); composition lists them; boot binds them to the
// dependencies and the queue runs them.
import type { z } from 'zod';
import type { Deps } from '../deps.ts';
import type { JobHandle } from './job-handle.ts';
import type { QueueJob } from './job-queue.ts';

export type JobDef<S extends z.ZodType = z.ZodType> = Omit<QueueJob, 'payload' | 'run'> & {
  payload: S;
  /** A payload it accepts, when `{}` is not one: tests run every job with it. */
  example?: z.infer<S>;
  /** The operation, called with the checked payload; what it returns is logged. */
  run: (deps: Deps, payload: z.infer<S>) => Promise<unknown>;
};

/** The definition of the job `handle` names. */
export const job = <S extends z.ZodType>(handle: JobHandle<S>, def: Omit<JobDef<S>, 'name' | 'payload'>): JobDef =>
  ({ ...def, name: handle.name, payload: handle.payload }) as unknown as JobDef;

export const bindJobs = (deps: Deps, defs: JobDef[]): QueueJob[] => defs.map((d) => ({ ...d, run: (payload) => d.run(deps, payload) }));
