// The artist's mail at each change of a claim, sent once the change has committed.
import { z } from 'zod';
import { ADMIN_CLAIM_STATUSES } from '../../../domain/claim-texts.ts';
import { job, type JobDef } from '../../jobs/job.ts';
import { jobHandle } from '../../jobs/job-handle.ts';
import { sendClaimMail } from './send-claim-mail.ts';

export const CLAIM_MAIL = jobHandle('claim-mail', z.object({ claimId: z.uuid(), status: z.enum(ADMIN_CLAIM_STATUSES) }));

export const payoutJobs = (): JobDef[] => [
  job(CLAIM_MAIL, {
    retry: { limit: 5, delaySeconds: 60, backoff: true },
    example: { claimId: '00000000-0000-4000-8000-000000000000', status: 'approved' },
    run: (deps, payload) => sendClaimMail(deps, payload),
  }),
];
