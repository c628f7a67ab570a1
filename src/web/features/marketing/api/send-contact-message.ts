import type { ContactMessageInput } from '../../../../domain/contact.ts';
import { api } from '../../../lib/api-client.ts';

/** POST /api/contact: stores the message and mails support. */
export const sendContactMessage = (input: ContactMessageInput) => api('POST /contact', { body: input });
