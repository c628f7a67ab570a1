// The releases capability's background work for reviews: the artist's mail after an approval or
// a rejection, sent once the review has committed.
import { z } from 'zod';
import { job, type JobDef } from '../../jobs/job.ts';
import { sendReviewMail } from './send-review-mail.ts';

export const RELEASE_REVIEW_MAIL = 'release-review-mail';

export const releaseReviewJobs = (): JobDef[] => [
  job({
    name: RELEASE_REVIEW_MAIL,
    retry: { limit: 5, delaySeconds: 60, backoff: true },
    payload: z.object({ releaseId: z.uuid(), status: z.enum(['approved', 'rejected']) }),
    example: { releaseId: '00000000-0000-4000-8000-000000000000', status: 'approved' },
    run: (deps, payload) => sendReviewMail(deps, payload),
  }),
];
