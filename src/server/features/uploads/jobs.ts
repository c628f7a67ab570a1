// Uploads' background work: removing files that no release used within a day, resumable uploads
// past their expiry with their parts, and the bytes of uploads a killed process never recorded.
import { z } from 'zod';
import { job, type JobDef } from '../../jobs/job.ts';
import { jobHandle } from '../../jobs/job-handle.ts';
import { sweepUnattachedUploads } from './sweep-unattached-uploads.ts';
import { sweepUploadSessions } from './sweep-upload-sessions.ts';
import { sweepStorageIntents } from './storage-intents.ts';

const UPLOADS_SWEEP = jobHandle('uploads-sweep', z.object({}));

export const uploadJobs = (): JobDef[] => [
  job(UPLOADS_SWEEP, {
    schedule: '0 3 * * *', // daily at 03:00 UTC
    retry: { limit: 3, delaySeconds: 300, backoff: true },
    run: async (deps) => ({
      sessions: await sweepUploadSessions(deps),
      files: await sweepUnattachedUploads(deps),
      orphans: await sweepStorageIntents(deps),
    }),
  }),
];
