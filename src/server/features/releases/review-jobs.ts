// The releases capability's background work for reviews: the artist's mail after an approval or
// a rejection, and after the review of a change to a release in stores, sent once the review has
// committed.
import { z } from 'zod';
import { job, type JobDef } from '../../jobs/job.ts';
import { jobHandle } from '../../jobs/job-handle.ts';
import { sendReviewMail } from './send-review-mail.ts';
import { sendUpdateReviewMail } from './send-update-review-mail.ts';

export const RELEASE_REVIEW_MAIL = jobHandle(
  'release-review-mail',
  z.object({ releaseId: z.uuid(), status: z.enum(['approved', 'rejected']) }),
);
export const RELEASE_UPDATE_REVIEW_MAIL = jobHandle('release-update-review-mail', z.object({ revisionId: z.uuid() }));

export const releaseReviewJobs = (): JobDef[] => [
  job(RELEASE_REVIEW_MAIL, {
    retry: { limit: 5, delaySeconds: 60, backoff: true },
    example: { releaseId: '00000000-0000-4000-8000-000000000000', status: 'approved' },
    run: (deps, payload) => sendReviewMail(deps, payload),
  }),
  job(RELEASE_UPDATE_REVIEW_MAIL, {
    retry: { limit: 5, delaySeconds: 60, backoff: true },
    example: { revisionId: '00000000-0000-4000-8000-000000000000' },
    run: (deps, payload) => sendUpdateReviewMail(deps, payload),
  }),
];
