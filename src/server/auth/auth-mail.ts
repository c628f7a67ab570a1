// The job that sends the sign-in details' mails, so no answer waits on the mail server:
// better-auth's (confirm, reset) and the settings' new address (its link, and the notice to the
// old address with the link that undoes the change). features/auth/jobs.ts runs it.
import { z } from 'zod';
import { jobHandle } from '../jobs/job-handle.ts';

const authMailPayload = z.union([
  z.object({ kind: z.enum(['verify-email', 'reset-password', 'confirm-new-email']), to: z.email(), url: z.url() }),
  z.object({ kind: z.literal('email-change-notice'), to: z.email(), url: z.url(), newEmail: z.email() }),
]);
export type AuthMail = z.infer<typeof authMailPayload>;

export const AUTH_MAIL = jobHandle('auth-mail', authMailPayload);
