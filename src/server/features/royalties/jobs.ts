// The royalties capability's background work: reading the sales reports stores drop in their
// endpoint's reports folder, every hour.
import { z } from 'zod';
import { job, type JobDef } from '../../jobs/job.ts';
import { pickUpReports } from './pick-up-reports.ts';

export const REPORT_PICKUP = 'royalties-report-pickup';

export const royaltiesJobs = (): JobDef[] => [
  job({
    name: REPORT_PICKUP,
    schedule: '17 * * * *',
    retry: { limit: 2, delaySeconds: 300, backoff: true },
    payload: z.object({}),
    run: (deps) => pickUpReports(deps),
  }),
];
