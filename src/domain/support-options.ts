// Support tickets (SPEC sections 2, 4, 5 and 8): the option lists, the statuses and the texts the
// screens show. No validation library here: screens import this at once, the schemas
// (support.ts) only when they check.

export const TICKET_CATEGORIES = [
  { value: 'distribution', label: 'Distribution & Releases' },
  { value: 'royalties', label: 'Royalties & Payouts' },
  { value: 'account', label: 'Account & Sign-in' },
  { value: 'billing', label: 'Plans & Billing' },
  { value: 'technical', label: 'Technical Issue' },
  { value: 'copyright', label: 'Copyright & Claims' },
  { value: 'other', label: 'Other' },
] as const;
export type TicketCategory = (typeof TICKET_CATEGORIES)[number]['value'];
export const TICKET_CATEGORY_VALUES = TICKET_CATEGORIES.map((c) => c.value) as unknown as readonly [TicketCategory, ...TicketCategory[]];
export const ticketCategoryLabel = (value: string): string => TICKET_CATEGORIES.find((c) => c.value === value)?.label ?? value;

export const TICKET_PRIORITIES = ['low', 'medium', 'high', 'urgent'] as const;
export type TicketPriority = (typeof TICKET_PRIORITIES)[number];
export const DEFAULT_PRIORITY: TicketPriority = 'medium';
export const TICKET_PRIORITY_LABELS: Record<TicketPriority, string> = { low: 'Low', medium: 'Medium', high: 'High', urgent: 'Urgent' };
export const TICKET_PRIORITY_TONE: Record<TicketPriority, 'secondary' | 'outline' | 'warning' | 'destructive'> = {
  low: 'secondary',
  medium: 'outline',
  high: 'warning',
  urgent: 'destructive',
};

/** open on creation, in_progress (Start Working), resolved (Resolve), closed (Close). */
export const TICKET_STATUSES = ['open', 'in_progress', 'resolved', 'closed'] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];
export const TICKET_STATUS_LABELS: Record<TicketStatus, string> = {
  open: 'Open',
  in_progress: 'In Progress',
  resolved: 'Resolved',
  closed: 'Closed',
};
export const TICKET_STATUS_TONE: Record<TicketStatus, 'default' | 'warning' | 'success' | 'secondary'> = {
  open: 'default',
  in_progress: 'warning',
  resolved: 'success',
  closed: 'secondary',
};
/** The counters of /dashboard/support: Open Tickets counts open and in_progress, Resolved counts resolved and closed. */
export const isOpenStatus = (s: TicketStatus) => s === 'open' || s === 'in_progress';

export const TICKET_LIMITS = { subject: 200, message: 5000, response: 5000 } as const;
/** The admin table shows the first 100 characters of a message (SPEC section 9). */
const TICKET_PREVIEW_LENGTH = 100;
export function ticketPreview(message: string): string {
  const chars = Array.from(message.replace(/\s+/g, ' ').trim());
  return chars.length > TICKET_PREVIEW_LENGTH ? `${chars.slice(0, TICKET_PREVIEW_LENGTH).join('')}...` : chars.join('');
}

/** A short reference people can quote: the first 8 characters of the id, upper-cased. */
export const ticketReference = (id: string): string => id.replaceAll('-', '').slice(0, 8).toUpperCase();

// The texts of SPEC sections 5 and 8, word for word.
export const MISSING_FIELDS = 'Missing required fields: Please fill in all required fields';
export const TICKET_CREATED = 'Support ticket created!';
export const TICKET_CREATED_DESCRIPTION = "We'll respond to your ticket within 24 hours.";
export const TICKET_CREATE_FAILED = 'Error creating ticket';
export const TICKET_LOAD_FAILED = 'Error loading tickets';
export const ADMIN_ERROR = 'Error';
/** "Ticket {status} successfully", the status in words ("in progress"). */
export const ticketUpdatedMessage = (status: TicketStatus) => `Ticket ${TICKET_STATUS_LABELS[status].toLowerCase()} successfully`;

// Our own texts for what the spec leaves out.
export const INVALID_CATEGORY = 'Please choose a category from the list';
export const INVALID_PRIORITY = 'Please choose low, medium, high or urgent';
export const TICKET_NOT_FOUND = 'Ticket not found';
export const TICKET_CLOSED = 'This ticket is closed. Please open a new ticket if you still need help.';
export const REPLY_REQUIRED = 'Please write a message';
export const TICKET_CHANGED =
  'This ticket was changed by someone else in the meantime. Its latest version is shown now; please check it and try again.';

/** Admin table sorting: the columns it sorts on, on the server. */
export const TICKET_SORTS = ['created', 'updated', 'priority', 'status', 'subject'] as const;
export type TicketSort = (typeof TICKET_SORTS)[number];
