// The royalties capability's background work: reading the sales reports stores drop in their
// endpoint's reports folder, every hour.
import { z } from 'zod';
import { job, type JobDef } from '../../jobs/job.ts';
import { jobHandle } from '../../jobs/job-handle.ts';
import { pickUpReports } from './pick-up-reports.ts';

export const REPORT_PICKUP = jobHandle('royalties-report-pickup', z.object({}));

export const royaltiesJobs = (): JobDef[] => [
  job(REPORT_PICKUP, {
    schedule: '17 * * * *',
    retry: { limit: 2, delaySeconds: 300, backoff: true },
    run: (deps) => pickUpReports(deps),
  }),
];
