// A job's handle: its queue name and payload schema, what producers send with
// (`jobs.send(handle, payload)`, typed by the schema) and its definition runs (job.ts). Apart from
// the definition, so an operation can enqueue a job without importing the operation it runs.
import type { z } from 'zod';

export type JobHandle<S extends z.ZodType = z.ZodType> = { readonly name: string; readonly payload: S };

export const jobHandle = <S extends z.ZodType>(name: string, payload: S): JobHandle<S> => ({ name, payload });
