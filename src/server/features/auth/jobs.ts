// Auth's background work: the confirmation and reset mails, and the notice of a new address to
// the old one. They are sent from a job, so an answer never waits on the mail server (and never
// takes longer because an account exists), and a mail server that is down is tried again.
import { AUTH_MAIL } from '../../auth/auth-mail.ts';
import { job, type JobDef } from '../../jobs/job.ts';
import { sendAuthMail } from './send-auth-mail.ts';

export const authJobs = (): JobDef[] => [
  job(AUTH_MAIL, {
    retry: { limit: 5, delaySeconds: 30, backoff: true },
    pollSeconds: 0.5, // someone is waiting for this mail to sign up or in
    example: { kind: 'verify-email', to: 'someone@example.com', url: 'http://localhost:3000/api/auth/verify-email?token=example' },
    run: (deps, mail) => sendAuthMail(deps, mail),
  }),
];
