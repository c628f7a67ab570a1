// Support tickets: the artist's own (list, open, view, answer; another artist's ticket answers
// 404) and the admin's table and changes (access 'admin').
import {
  adminTicketFiltersSchema,
  adminTicketListQuerySchema,
  adminTicketUpdateSchema,
  createTicketSchema,
  ticketListQuerySchema,
  ticketReplySchema,
} from '../../../domain/support.ts';
import { TICKET_NOT_FOUND } from '../../../domain/support-options.ts';
import type { Deps } from '../../deps.ts';
import { csvResponse } from '../../http/csv-response.ts';
import { idParams } from '../../http/id-param.ts';
import { route, type RouteDef } from '../../http/route.ts';
import { answerTicket } from './answer-ticket.ts';
import { createTicket } from './create-ticket.ts';
import { TICKETS_CSV_HEADER, ticketsCsv } from './export-admin-tickets.ts';
import { getAdminTicket } from './get-admin-ticket.ts';
import { getTicket } from './get-ticket.ts';
import { listAdminTickets } from './list-admin-tickets.ts';
import { listTickets } from './list-tickets.ts';
import { replyToTicket } from './reply-to-ticket.ts';

const params = idParams(TICKET_NOT_FOUND);

export const supportRoutes = (deps: Deps) => [
  route({ method: 'GET', path: '/support/tickets', access: 'user', query: ticketListQuerySchema }, async ({ c, actor, query }) =>
    c.json(await listTickets(deps, actor, query)),
  ),
  route({ method: 'POST', path: '/support/tickets', access: 'user', body: createTicketSchema }, async ({ c, actor, body }) =>
    c.json(await createTicket(deps, actor, body), 201),
  ),
  route({ method: 'GET', path: '/support/tickets/:id', access: 'user', params }, async ({ c, actor, params }) =>
    c.json(await getTicket(deps, actor, params.id)),
  ),
  route(
    { method: 'POST', path: '/support/tickets/:id/replies', access: 'user', params, body: ticketReplySchema },
    async ({ c, actor, params, body }) => c.json(await replyToTicket(deps, actor, params.id, body.message), 201),
  ),
  route(
    { method: 'GET', path: '/admin/support/tickets', access: 'admin', query: adminTicketListQuerySchema },
    async ({ c, actor, query }) => c.json(await listAdminTickets(deps, actor, query)),
  ),
  route({ method: 'GET', path: '/admin/support/tickets/export', access: 'admin', query: adminTicketFiltersSchema }, ({ actor, query }) =>
    csvResponse('support-tickets.csv', TICKETS_CSV_HEADER, ticketsCsv(deps, actor, query)),
  ),
  route({ method: 'GET', path: '/admin/support/tickets/:id', access: 'admin', params }, async ({ c, actor, params }) =>
    c.json(await getAdminTicket(deps, actor, params.id)),
  ),
  route(
    { method: 'PATCH', path: '/admin/support/tickets/:id', access: 'admin', params, body: adminTicketUpdateSchema },
    async ({ c, actor, params, body }) => c.json(await answerTicket(deps, actor, params.id, body)),
  ),
];
