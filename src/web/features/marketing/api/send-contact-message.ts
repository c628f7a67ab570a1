import type { ContactMessageDto, ContactMessageInput } from '../../../../domain/contact.ts';
import { api } from '../../../lib/api-client.ts';

/** POST /api/contact: stores the message and mails support. */
export function sendContactMessage(input: ContactMessageInput): Promise<ContactMessageDto> {
  return api<ContactMessageDto>('/contact', { method: 'POST', body: input });
}
