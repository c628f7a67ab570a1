// The handle (name and payload) of the job that mails an artist about a change to their ticket; the
// operation that sends the mail is send-ticket-mail.ts, the definition is in jobs.ts.
import { z } from 'zod';
import { TICKET_LIMITS, TICKET_STATUSES } from '../../../domain/support-options.ts';
import { jobHandle } from '../../jobs/job-handle.ts';

/** What changed: the new status and/or the new response (each only when it changed). */
export const ticketMailPayload = z.object({
  ticketId: z.uuid(),
  status: z.enum(TICKET_STATUSES).optional(),
  response: z.string().max(TICKET_LIMITS.response).optional(),
});
export type TicketMailPayload = z.infer<typeof ticketMailPayload>;

export const SUPPORT_TICKET_MAIL = jobHandle('support-ticket-mail', ticketMailPayload);
