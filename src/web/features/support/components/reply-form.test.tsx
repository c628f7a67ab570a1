// @vitest-environment happy-dom
// The artist's reply in a ticket's conversation: sent empty it asks for a message and sends
// nothing; sent, it goes as typed, is confirmed and emptied; a refusal shows the server's words,
// a fault of ours says to try later, and the reply is kept in both.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it } from 'vitest';
import { REPLY_REQUIRED } from '../../../../domain/support-options.ts';
import { TRY_LATER } from '../../../../domain/errors.ts';
import { renderWithApi } from '../../../test/render.tsx';
import { ReplyForm } from './reply-form.tsx';

const box = () => screen.getByRole('textbox', { name: 'Your reply' }) as HTMLTextAreaElement;

it('asks for a message when sent empty, and sends nothing', async () => {
  const user = userEvent.setup();
  const { requests } = renderWithApi(<ReplyForm ticketId="t1" />, () => ({ status: 200, body: {} }));
  await user.click(screen.getByRole('button', { name: 'Send Reply' }));
  expect(await screen.findByText(REPLY_REQUIRED)).toBeTruthy();
  expect(requests).toEqual([]);
});

it('sends the reply, says so and empties the box', async () => {
  const user = userEvent.setup();
  const { requests } = renderWithApi(<ReplyForm ticketId="t1" />, () => ({ status: 200, body: { id: 't1', messages: [] } }));
  await user.type(box(), 'Here is the file you asked for.');
  await user.click(screen.getByRole('button', { name: 'Send Reply' }));
  expect(await screen.findByText('Reply sent')).toBeTruthy();
  expect(requests.filter((r) => r.method === 'POST')).toEqual([
    { method: 'POST', path: '/support/tickets/t1/replies', body: { message: 'Here is the file you asked for.' } },
  ]);
  expect(box().value).toBe('');
});

it("shows a refusal in the server's words, a fault of ours as try later, and keeps the reply", async () => {
  const user = userEvent.setup();
  let answer = { status: 409, body: { error: { code: 'CONFLICT', message: 'This ticket is closed.' } } };
  renderWithApi(<ReplyForm ticketId="t1" />, () => answer);
  await user.type(box(), 'One more thing.');
  await user.click(screen.getByRole('button', { name: 'Send Reply' }));
  expect(await screen.findByText('This ticket is closed.')).toBeTruthy();
  expect(box().value).toBe('One more thing.');
  answer = { status: 500, body: { error: { code: 'INTERNAL', message: 'Something went wrong' } } };
  await user.click(screen.getByRole('button', { name: 'Send Reply' }));
  expect(await screen.findByText(TRY_LATER)).toBeTruthy();
  expect(box().value).toBe('One more thing.');
});
