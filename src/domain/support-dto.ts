// What the support API answers with. The schemas are the server's answer contract; the web takes
// only their types.
import { z } from 'zod';
import { TICKET_CATEGORY_VALUES, TICKET_PRIORITIES, TICKET_STATUSES } from './support-options.ts';

export const ticketStatsDto = z.object({ total: z.number(), open: z.number(), resolved: z.number() });
export type TicketStatsDto = z.infer<typeof ticketStatsDto>;

/** A ticket as its artist sees it in the list. */
export const ticketDto = z.object({
  id: z.string(),
  reference: z.string(),
  subject: z.string(),
  message: z.string(),
  category: z.enum(TICKET_CATEGORY_VALUES),
  priority: z.enum(TICKET_PRIORITIES),
  status: z.enum(TICKET_STATUSES),
  adminResponse: z.string().nullable(),
  replyCount: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TicketDto = z.infer<typeof ticketDto>;

export const ticketListDto = z.object({ items: z.array(ticketDto), nextCursor: z.string().nullable(), stats: ticketStatsDto });
export type TicketListDto = z.infer<typeof ticketListDto>;

/** One message of a ticket's conversation after the first (the ticket's own message). */
export const ticketReplyDto = z.object({
  id: z.string(),
  from: z.enum(['artist', 'support']),
  authorName: z.string(),
  message: z.string(),
  createdAt: z.string(),
});
export type TicketReplyDto = z.infer<typeof ticketReplyDto>;

export const ticketDetailDto = ticketDto.extend({ replies: z.array(ticketReplyDto) });
export type TicketDetailDto = z.infer<typeof ticketDetailDto>;

export const ticketOwnerDto = z.object({ id: z.string(), name: z.string(), email: z.string() });
export type TicketOwnerDto = z.infer<typeof ticketOwnerDto>;

/** A row of the admin table: the message cut to its preview. */
export const adminTicketRowDto = z.object({
  id: z.string(),
  reference: z.string(),
  subject: z.string(),
  preview: z.string(),
  category: z.enum(TICKET_CATEGORY_VALUES),
  priority: z.enum(TICKET_PRIORITIES),
  status: z.enum(TICKET_STATUSES),
  hasResponse: z.boolean(),
  replyCount: z.number(),
  owner: ticketOwnerDto,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminTicketRowDto = z.infer<typeof adminTicketRowDto>;

/** The admin's view of one ticket; `version` guards against lost updates. */
export const adminTicketDto = ticketDetailDto.extend({ owner: ticketOwnerDto, version: z.number() });
export type AdminTicketDto = z.infer<typeof adminTicketDto>;
