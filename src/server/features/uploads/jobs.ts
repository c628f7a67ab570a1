// Uploads' background work: removing files that no release used within a day.
import { z } from 'zod';
import { job, type JobDef } from '../../jobs/job.ts';
import { sweepUnattachedUploads } from './sweep-unattached-uploads.ts';

const UPLOADS_SWEEP = 'uploads-sweep';

export const uploadJobs = (): JobDef[] => [
  job({
    name: UPLOADS_SWEEP,
    schedule: '0 3 * * *', // daily at 03:00 UTC
    retry: { limit: 3, delaySeconds: 300, backoff: true },
    payload: z.object({}),
    run: (deps) => sweepUnattachedUploads(deps),
  }),
];
