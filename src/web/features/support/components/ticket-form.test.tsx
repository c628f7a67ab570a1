// @vitest-environment happy-dom
// The create-ticket form as an artist uses it: sent empty, it says the spec's words and sends
// nothing; filled in, it sends what was typed (priority medium unless chosen), says so in the
// spec's toast and empties itself; a refusal from the server is shown, and the form kept.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import { MISSING_FIELDS, TICKET_CREATE_FAILED, TICKET_CREATED } from '../../../../domain/support-options.ts';
import { renderWithApi } from '../../../test/render.tsx';
import { TicketForm } from './ticket-form.tsx';

const ticket = { id: 't1', subject: 'Cover art', status: 'open' };

/** Chooses a category, types a subject and a message, and sends. */
async function fillAndSend(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('combobox', { name: /Category/ }));
  await user.click(await screen.findByRole('option', { name: 'Technical Issue' }));
  await user.type(screen.getByRole('textbox', { name: /Subject/ }), 'Cover art');
  await user.type(screen.getByRole('textbox', { name: /Message/ }), 'My cover is refused.');
  await user.click(screen.getByRole('button', { name: 'Submit Ticket' }));
}

it('sent empty, names the missing fields in a toast and sends nothing', async () => {
  const user = userEvent.setup();
  const { requests } = renderWithApi(<TicketForm onDone={() => {}} />, () => ({ status: 201, body: ticket }));
  await user.click(screen.getByRole('button', { name: 'Submit Ticket' }));
  expect(await screen.findByText('Missing required fields')).toBeTruthy();
  expect(screen.getByText(MISSING_FIELDS.split(': ')[1]!)).toBeTruthy();
  expect(screen.getByRole('textbox', { name: /Subject/ }).getAttribute('aria-invalid')).toBe('true');
  expect(requests).toEqual([]);
});

it('filled in, sends the ticket with priority medium, says it was created and empties itself', async () => {
  const user = userEvent.setup();
  const onDone = vi.fn();
  const { requests } = renderWithApi(<TicketForm onDone={onDone} />, () => ({ status: 201, body: ticket }));
  await fillAndSend(user);
  expect(await screen.findByText(TICKET_CREATED)).toBeTruthy();
  expect(requests).toEqual([
    {
      method: 'POST',
      path: '/support/tickets',
      body: { category: 'technical', subject: 'Cover art', message: 'My cover is refused.', priority: 'medium' },
    },
  ]);
  await waitFor(() => expect(onDone).toHaveBeenCalledOnce());
  expect((screen.getByRole('textbox', { name: /Subject/ }) as HTMLInputElement).value).toBe('');
  // the category chosen before is gone from the select too, its placeholder back
  expect(screen.getByRole('combobox', { name: /Category/ }).textContent).toBe('Select a category');
});

it('keeps what was typed when the server fails, and says to try later', async () => {
  const user = userEvent.setup();
  const onDone = vi.fn();
  renderWithApi(<TicketForm onDone={onDone} />, () => ({ status: 500, body: { error: { code: 'INTERNAL', message: 'x' } } }));
  await fillAndSend(user);
  expect(await screen.findByText(TICKET_CREATE_FAILED)).toBeTruthy();
  expect(onDone).not.toHaveBeenCalled();
  expect((screen.getByRole('textbox', { name: /Subject/ }) as HTMLInputElement).value).toBe('Cover art');
});
