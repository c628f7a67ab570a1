// Support tickets: the artist's own (list, open, view, answer; another artist's ticket answers
// 404) and the admin's table and changes (access 'admin').
import { TEAM } from '../../../domain/teams.ts';
import {
  adminTicketFiltersSchema,
  adminTicketListQuerySchema,
  adminTicketUpdateSchema,
  createTicketSchema,
  ticketListQuerySchema,
  ticketReplySchema,
} from '../../../domain/support.ts';
import { TICKET_NOT_FOUND } from '../../../domain/support-options.ts';
import { adminTicketDto, adminTicketRowDto, ticketDetailDto, ticketDto, ticketListDto } from '../../../domain/support-dto.ts';
import { pageDto } from '../../../domain/admin-list-dto.ts';
import type { Deps } from '../../deps.ts';
import { csvResponse } from '../../http/csv-response.ts';
import { idParams } from '../../http/id-param.ts';
import { rawAnswer, route } from '../../http/route.ts';
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
  route(
    {
      method: 'GET',
      path: '/support/tickets',
      access: 'user',
      team: TEAM.managersAndViewers,
      query: ticketListQuerySchema,
      response: ticketListDto,
      summary: "The artist's tickets, a page at a time, with their counters",
    },
    ({ actor, query }) => listTickets(deps, actor, query),
  ),
  route(
    {
      method: 'POST',
      path: '/support/tickets',
      access: 'user',
      team: TEAM.managers,
      body: createTicketSchema,
      response: ticketDto,
      status: 201,
      summary: 'Open a ticket',
    },
    ({ actor, body }) => createTicket(deps, actor, body),
  ),
  route(
    {
      method: 'GET',
      path: '/support/tickets/:id',
      access: 'user',
      team: TEAM.managersAndViewers,
      params,
      response: ticketDetailDto,
      summary: "One of the artist's tickets with its conversation",
    },
    ({ actor, params }) => getTicket(deps, actor, params.id),
  ),
  route(
    {
      method: 'POST',
      path: '/support/tickets/:id/replies',
      access: 'user',
      team: TEAM.managers,
      params,
      body: ticketReplySchema,
      response: ticketDetailDto,
      status: 201,
      summary: "Answer in a ticket's conversation",
    },
    ({ actor, params, body }) => replyToTicket(deps, actor, params.id, body.message),
  ),
  route(
    {
      method: 'GET',
      path: '/admin/support/tickets',
      access: 'admin',
      query: adminTicketListQuerySchema,
      response: pageDto(adminTicketRowDto),
      summary: "Every artist's tickets, filtered and sorted, a page at a time",
    },
    ({ actor, query }) => listAdminTickets(deps, actor, query),
  ),
  route(
    {
      method: 'GET',
      path: '/admin/support/tickets/export',
      access: 'admin',
      query: adminTicketFiltersSchema,
      response: rawAnswer('text/csv', 'The tickets matching the filters as CSV'),
      summary: 'The ticket table as CSV',
    },
    ({ actor, query }) => csvResponse('support-tickets.csv', TICKETS_CSV_HEADER, ticketsCsv(deps, actor, query)),
  ),
  route(
    {
      method: 'GET',
      path: '/admin/support/tickets/:id',
      access: 'admin',
      params,
      response: adminTicketDto,
      summary: 'One ticket as an admin sees it',
    },
    ({ actor, params }) => getAdminTicket(deps, actor, params.id),
  ),
  route(
    {
      method: 'PATCH',
      path: '/admin/support/tickets/:id',
      access: 'admin',
      params,
      body: adminTicketUpdateSchema,
      response: adminTicketDto,
      summary: "Change a ticket's status or answer it",
    },
    ({ actor, params, body }) => answerTicket(deps, actor, params.id, body),
  ),
];
