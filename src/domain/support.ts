// Support tickets: one schema per input, used by the form and by the route (SPEC section 5:
// subject, message and category required, with the spec's message; priority optional, medium by
// default). Option lists and texts live in support-options.ts, the answers in support-dto.ts.
import { z } from 'zod';
import { pageQuerySchema } from './page-query.ts';
import { cursorParam, dirParam, limitParam, searchParam, sortParam } from './admin-list-schema.ts';
import {
  DEFAULT_PRIORITY,
  INVALID_CATEGORY,
  INVALID_PRIORITY,
  MISSING_FIELDS,
  REPLY_REQUIRED,
  TICKET_CATEGORY_VALUES,
  TICKET_LIMITS,
  TICKET_PRIORITIES,
  TICKET_SORTS,
  TICKET_STATUSES,
} from './support-options.ts';

const required = (max: number, label: string) =>
  z.string(MISSING_FIELDS).trim().min(1, MISSING_FIELDS).max(max, `${label} must be at most ${max} characters`);

export const createTicketSchema = z.object({
  category: z.string(MISSING_FIELDS).trim().min(1, MISSING_FIELDS).pipe(z.enum(TICKET_CATEGORY_VALUES, INVALID_CATEGORY)),
  subject: required(TICKET_LIMITS.subject, 'Subject'),
  message: required(TICKET_LIMITS.message, 'Message'),
  priority: z.enum(TICKET_PRIORITIES, INVALID_PRIORITY).default(DEFAULT_PRIORITY),
});
/** What the form holds and the API accepts. */
export type CreateTicketInput = z.input<typeof createTicketSchema>;
export type CreateTicketValues = z.output<typeof createTicketSchema>;

export const ticketReplySchema = z.object({
  message: z
    .string(REPLY_REQUIRED)
    .trim()
    .min(1, REPLY_REQUIRED)
    .max(TICKET_LIMITS.message, `Message must be at most ${TICKET_LIMITS.message} characters`),
});
export type TicketReplyInput = z.input<typeof ticketReplySchema>;

export const ticketListQuerySchema = pageQuerySchema;

/** The admin table's filters; the CSV export takes the same. */
export const adminTicketFiltersSchema = z.object({
  q: searchParam,
  status: z.enum(['all', ...TICKET_STATUSES], 'Unknown status filter').default('all'),
  priority: z.enum(['all', ...TICKET_PRIORITIES], 'Unknown priority filter').default('all'),
  category: z.enum(['all', ...TICKET_CATEGORY_VALUES], 'Unknown category filter').default('all'),
  sort: sortParam(TICKET_SORTS, 'created'),
  dir: dirParam,
});
export type AdminTicketFilters = z.output<typeof adminTicketFiltersSchema>;

/** A page of the admin table (keyset: the cursor continues after the previous page's last row). */
export const adminTicketListQuerySchema = adminTicketFiltersSchema.extend({ limit: limitParam, cursor: cursorParam });
export type AdminTicketListQuery = z.input<typeof adminTicketListQuerySchema>;

/** Start Working, Resolve, Close and Save Response all send the status and the response; `version` is the one the admin saw. */
export const adminTicketUpdateSchema = z.object({
  status: z.enum(TICKET_STATUSES, 'Unknown ticket status'),
  adminResponse: z
    .string('Response must be text')
    .trim()
    .max(TICKET_LIMITS.response, `Response must be at most ${TICKET_LIMITS.response} characters`)
    .default(''),
  version: z.number('The ticket version is required').int().min(0),
});
export type AdminTicketUpdateInput = z.input<typeof adminTicketUpdateSchema>;
