// The job that mails a stored contact message to support (jobs.ts binds it), enqueued in the
// transaction that stores the message: the visitor's request never waits on the mail server.
import { z } from 'zod';
import { jobHandle } from '../../jobs/job-handle.ts';

export const CONTACT_MAIL = jobHandle('contact-mail', z.object({ id: z.uuid() }));
