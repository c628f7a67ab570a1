// @vitest-environment happy-dom
// The console's support tickets, one screen of the shared admin table frame: a skeleton while
// the first page loads, then the rows with the pager; the search (once typing pauses), the
// filters and Next go in the request's query, a filter starting again at page 1; filters that
// match nothing say so and offer to clear them; a table with no tickets at all says that instead;
// a failed page says so with Try again.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it } from 'vitest';
import type { AdminTicketRowDto } from '../../../../domain/support-dto.ts';
import {
  TICKET_LOAD_FAILED,
  TICKET_PRIORITY_LABELS,
  TICKET_STATUS_LABELS,
  ticketCategoryLabel,
} from '../../../../domain/support-options.ts';
import { renderWithApi, type SentRequest } from '../../../test/render.tsx';
import { AdminTicketsPage } from './admin-tickets-page.tsx';

type User = ReturnType<typeof userEvent.setup>;
const LIST = '/admin/support/tickets';
const at = '2026-11-30T10:00:00.000Z';
const ticket = (id: string, subject: string): AdminTicketRowDto => ({
  id,
  reference: `TL-${id}`,
  subject,
  preview: `About ${subject.toLowerCase()}`,
  category: 'technical',
  priority: 'high',
  status: 'open',
  hasResponse: false,
  replyCount: 0,
  owner: { id: 'u1', name: 'Ada Artist', email: 'ada@example.com' },
  createdAt: at,
  updatedAt: at,
});
const page = (items: AdminTicketRowDto[], nextCursor: string | null = null) => ({
  status: 200,
  body: { items, nextCursor, total: items.length, totalCapped: false },
});
const rows = [ticket('1', 'Cover art refused'), ticket('2', 'Payout missing')];

/** The list requests' queries, in order. */
const listQueries = (requests: SentRequest[]) =>
  requests.filter((r) => r.method === 'GET' && r.path.split('?')[0] === LIST).map((r) => r.path.slice(LIST.length));
const shownSubjects = () =>
  within(screen.getByRole('list', { name: 'Support tickets' }))
    .getAllByRole('heading', { level: 3 })
    .map((h) => h.textContent);

async function filter(user: User, label: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

it('shows a skeleton while the first page loads, then the rows; Next asks for the next page', async () => {
  const user = userEvent.setup();
  const { requests } = renderWithApi(<AdminTicketsPage />, (r) =>
    r.path.includes('cursor=c2') ? page([ticket('3', 'Wrong ISRC')]) : page(rows, 'c2'),
  );
  expect(screen.getByLabelText('Loading tickets').getAttribute('aria-busy')).toBe('true');
  await screen.findByRole('list', { name: 'Support tickets' });
  expect(screen.queryByLabelText('Loading tickets')).toBeNull();
  expect(shownSubjects()).toEqual(['Cover art refused', 'Payout missing']);
  expect(screen.getByText('2 matches · page 1')).toBeTruthy();
  await user.click(screen.getByRole('button', { name: /Next/ }));
  await waitFor(() => expect(shownSubjects()).toEqual(['Wrong ISRC']));
  expect(listQueries(requests)).toEqual(['?sort=created&dir=desc', '?sort=created&dir=desc&cursor=c2']);
});

it('sends the search once typing pauses, and each filter, back at page 1', async () => {
  const user = userEvent.setup();
  const { requests } = renderWithApi(<AdminTicketsPage />, () => page(rows, 'c2'));
  await screen.findByRole('list', { name: 'Support tickets' });
  await user.click(screen.getByRole('button', { name: /Next/ }));
  await waitFor(() => expect(listQueries(requests)).toContain('?sort=created&dir=desc&cursor=c2'));
  await user.type(screen.getByRole('searchbox', { name: 'Search tickets' }), 'refund');
  await waitFor(() => expect(listQueries(requests).at(-1)).toBe('?q=refund&sort=created&dir=desc'));
  // typed letter by letter, asked for once
  expect(listQueries(requests).filter((q) => q.includes('q='))).toHaveLength(1);
  await filter(user, 'Filter by status', TICKET_STATUS_LABELS.in_progress);
  await filter(user, 'Filter by priority', TICKET_PRIORITY_LABELS.urgent);
  await filter(user, 'Filter by category', ticketCategoryLabel('billing'));
  await waitFor(() =>
    expect(listQueries(requests).at(-1)).toBe('?q=refund&status=in_progress&priority=urgent&category=billing&sort=created&dir=desc'),
  );
});

it('says when the filters match nothing, and clears them', async () => {
  const user = userEvent.setup();
  const { requests } = renderWithApi(<AdminTicketsPage />, (r) => (r.path.includes('status=closed') ? page([]) : page(rows)));
  await screen.findByRole('list', { name: 'Support tickets' });
  await filter(user, 'Filter by status', TICKET_STATUS_LABELS.closed);
  expect(await screen.findByRole('heading', { name: 'No tickets match' })).toBeTruthy();
  expect(screen.queryByRole('list', { name: 'Support tickets' })).toBeNull();
  await user.click(screen.getByRole('button', { name: 'Clear filters' }));
  await waitFor(() => expect(shownSubjects()).toEqual(['Cover art refused', 'Payout missing']));
  expect(screen.getByRole('combobox', { name: 'Filter by status' }).textContent).toBe('All statuses');
  expect(listQueries(requests).slice(0, 2)).toEqual(['?sort=created&dir=desc', '?status=closed&sort=created&dir=desc']);
});

it('says when there are no tickets at all, with nothing to clear', async () => {
  renderWithApi(<AdminTicketsPage />, () => page([]));
  expect(await screen.findByRole('heading', { name: 'No support tickets yet' })).toBeTruthy();
  expect(screen.queryByRole('button', { name: 'Clear filters' })).toBeNull();
});

it('says a page could not be loaded, and loads it on Try again', async () => {
  const user = userEvent.setup();
  let fail = true;
  const { requests } = renderWithApi(<AdminTicketsPage />, () =>
    fail ? { status: 500, body: { error: { code: 'INTERNAL', message: 'Something went wrong' } } } : page(rows),
  );
  expect(await screen.findByText(TICKET_LOAD_FAILED)).toBeTruthy();
  expect(screen.getByText('Something went wrong')).toBeTruthy();
  fail = false;
  await user.click(screen.getByRole('button', { name: 'Try again' }));
  await waitFor(() => expect(shownSubjects()).toEqual(['Cover art refused', 'Payout missing']));
  expect(screen.queryByText(TICKET_LOAD_FAILED)).toBeNull();
  expect(listQueries(requests)).toEqual(['?sort=created&dir=desc', '?sort=created&dir=desc']);
});
