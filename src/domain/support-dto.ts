// What the support API answers with.
import type { TicketCategory, TicketPriority, TicketStatus } from './support-options.ts';

export type TicketStatsDto = { total: number; open: number; resolved: number };

/** A ticket as its artist sees it in the list. */
export type TicketDto = {
  id: string;
  reference: string;
  subject: string;
  message: string;
  category: TicketCategory;
  priority: TicketPriority;
  status: TicketStatus;
  adminResponse: string | null;
  replyCount: number;
  createdAt: string;
  updatedAt: string;
};

export type TicketListDto = { items: TicketDto[]; nextCursor: string | null; stats: TicketStatsDto };

/** One message of a ticket's conversation after the first (the ticket's own message). */
export type TicketReplyDto = { id: string; from: 'artist' | 'support'; authorName: string; message: string; createdAt: string };

export type TicketDetailDto = TicketDto & { replies: TicketReplyDto[] };

export type TicketOwnerDto = { id: string; name: string; email: string };

/** A row of the admin table: the message cut to its preview. */
export type AdminTicketRowDto = {
  id: string;
  reference: string;
  subject: string;
  preview: string;
  category: TicketCategory;
  priority: TicketPriority;
  status: TicketStatus;
  hasResponse: boolean;
  replyCount: number;
  owner: TicketOwnerDto;
  createdAt: string;
  updatedAt: string;
};

/** The admin's view of one ticket; `version` guards against lost updates. */
export type AdminTicketDto = TicketDetailDto & { owner: TicketOwnerDto; version: number };
