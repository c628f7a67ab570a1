// @vitest-environment happy-dom
// The support mutations own what they change: a new ticket refreshes the artist's list; a reply
// leaves the answered ticket in place and refreshes the list. A refused change refreshes nothing.
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { act, waitFor } from '@testing-library/react';
import { expect, it } from 'vitest';
import { renderHookWithApi, type SentRequest } from '../../../test/render.tsx';
import { ticketListOptions, ticketOptions } from './support-api.ts';
import { useCreateTicket, useReplyToTicket } from './use-support-mutations.ts';

const list = { items: [], nextCursor: null };
const gets = (requests: SentRequest[], path: string) => requests.filter((r) => r.method === 'GET' && r.path.startsWith(path)).length;

it('a new ticket refreshes the list of tickets, and a refused one does not', async () => {
  let refuse = false;
  const view = renderHookWithApi(
    () => ({ tickets: useInfiniteQuery(ticketListOptions()), create: useCreateTicket() }),
    (r) =>
      r.method === 'POST'
        ? refuse
          ? { status: 400, body: { error: { code: 'VALIDATION', message: 'Missing required fields' } } }
          : { status: 201, body: { id: 't1' } }
        : { status: 200, body: list },
  );
  await waitFor(() => expect(view.result.current.tickets.isSuccess).toBe(true));
  expect(gets(view.requests, '/support/tickets?')).toBe(1);
  await act(() => view.result.current.create.mutateAsync({ category: 'technical', subject: 'S', message: 'M', priority: 'medium' }));
  await waitFor(() => expect(gets(view.requests, '/support/tickets?')).toBe(2));
  refuse = true;
  await act(() => view.result.current.create.mutateAsync({ category: '', subject: '', message: '', priority: 'medium' }).catch(() => {}));
  expect(gets(view.requests, '/support/tickets?')).toBe(2);
});

it('a reply leaves the answered ticket in place and refreshes the list', async () => {
  const before = { id: 't1', subject: 'Cover', messages: [{ body: 'Hello' }] };
  const after = { ...before, messages: [...before.messages, { body: 'Thanks' }] };
  let replied = false;
  const view = renderHookWithApi(
    () => ({ ticket: useQuery(ticketOptions('t1')), tickets: useInfiniteQuery(ticketListOptions()), reply: useReplyToTicket('t1') }),
    (r) => {
      if (r.method === 'POST') {
        replied = true;
        return { status: 200, body: after };
      }
      return { status: 200, body: r.path === '/support/tickets/t1' ? (replied ? after : before) : list };
    },
  );
  await waitFor(() => expect(view.result.current.ticket.data).toEqual(before));
  await act(() => view.result.current.reply.mutateAsync('Thanks'));
  expect(view.client.getQueryData(ticketOptions('t1').queryKey)).toEqual(after);
  await waitFor(() => expect(view.result.current.ticket.data).toEqual(after));
  await waitFor(() => expect(gets(view.requests, '/support/tickets?')).toBe(2));
});
