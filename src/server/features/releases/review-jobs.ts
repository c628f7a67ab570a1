// The releases capability's background work for reviews: the artist's mail after an approval or
// a rejection, and after the review of a change to a release in stores, sent once the review has
// committed.
import { z } from 'zod';
import { job, type JobDef } from '../../jobs/job.ts';
import { sendReviewMail } from './send-review-mail.ts';
import { sendUpdateReviewMail } from './send-update-review-mail.ts';

export const RELEASE_REVIEW_MAIL = 'release-review-mail';
export const RELEASE_UPDATE_REVIEW_MAIL = 'release-update-review-mail';

export const releaseReviewJobs = (): JobDef[] => [
  job({
    name: RELEASE_REVIEW_MAIL,
    retry: { limit: 5, delaySeconds: 60, backoff: true },
    payload: z.object({ releaseId: z.uuid(), status: z.enum(['approved', 'rejected']) }),
    example: { releaseId: '00000000-0000-4000-8000-000000000000', status: 'approved' },
    run: (deps, payload) => sendReviewMail(deps, payload),
  }),
  job({
    name: RELEASE_UPDATE_REVIEW_MAIL,
    retry: { limit: 5, delaySeconds: 60, backoff: true },
    payload: z.object({ revisionId: z.uuid() }),
    example: { revisionId: '00000000-0000-4000-8000-000000000000' },
    run: (deps, payload) => sendUpdateReviewMail(deps, payload),
  }),
];
