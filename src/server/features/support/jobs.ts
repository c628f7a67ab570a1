// Support's background work: the mail telling an artist that their ticket was answered or its
// status changed. Enqueued inside the admin's transaction, sent after it commits, tried again
// while the mail server is down.
import { job, type JobDef } from '../../jobs/job.ts';
import { sendTicketMail } from './send-ticket-mail.ts';
import { SUPPORT_TICKET_MAIL } from './ticket-mail-job.ts';

export const supportJobs = (): JobDef[] => [
  job(SUPPORT_TICKET_MAIL, {
    retry: { limit: 5, delaySeconds: 60, backoff: true },
    example: { ticketId: '00000000-0000-4000-8000-000000000000', status: 'resolved' },
    run: (deps, change) => sendTicketMail(deps, change),
  }),
];
