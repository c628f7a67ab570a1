// @vitest-environment happy-dom
// The browsers signed in to the account: this one first and marked, with nothing to sign out; another
// signed out by its button, the list read again and the change said; a refusal said with the
// server's words and the list read again all the same; a failed list offers to try again.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it } from 'vitest';
import type { SessionDto } from '../../../../domain/account-dto.ts';
import { renderWithApi, type SentRequest } from '../../../test/render.tsx';
import { SessionsList } from './sessions-list.tsx';

const at = '2026-11-30T10:00:00.000Z';
const session = (id: string, device: string, current = false): SessionDto => ({
  id,
  current,
  device,
  ipAddress: '203.0.113.7',
  createdAt: at,
  lastActiveAt: at,
  expiresAt: at,
});
const reads = (requests: SentRequest[]) => requests.filter((r) => r.method === 'GET' && r.path === '/account/sessions').length;

it('marks this device, signs another out, and reads the list again', async () => {
  const user = userEvent.setup();
  let list = [session('a', 'Chrome on Windows', true), session('b', 'Safari on iOS')];
  const { requests } = renderWithApi(<SessionsList />, (r) => {
    if (r.method === 'DELETE') {
      list = list.filter((s) => `/account/sessions/${s.id}` !== r.path);
      return { status: 204 };
    }
    return { status: 200, body: { sessions: list } };
  });
  const rows = await screen.findAllByTestId('session');
  expect(within(rows[0]!).getByText('This device')).toBeTruthy();
  expect(within(rows[0]!).queryByRole('button')).toBeNull();
  await user.click(within(rows[1]!).getByRole('button', { name: /^Sign out Safari on iOS/ }));
  expect(await screen.findByText('Session signed out')).toBeTruthy();
  await waitFor(() => expect(screen.getAllByTestId('session')).toHaveLength(1));
  expect(screen.getByText('You are not signed in anywhere else.')).toBeTruthy();
  expect(requests.filter((r) => r.method === 'DELETE').map((r) => r.path)).toEqual(['/account/sessions/b']);
  expect(reads(requests)).toBe(2);
});

it("says a refusal in the server's words, and reads the list again all the same", async () => {
  const user = userEvent.setup();
  const list = [session('a', 'Chrome on Windows', true), session('b', 'Safari on iOS'), session('c', 'Firefox on Linux')];
  const { requests } = renderWithApi(<SessionsList />, (r) =>
    r.method === 'POST'
      ? { status: 429, body: { error: { code: 'RATE_LIMITED', message: 'Too many attempts. Please try again later.' } } }
      : { status: 200, body: { sessions: list } },
  );
  await user.click(await screen.findByRole('button', { name: 'Sign out of all other sessions' }));
  expect(await screen.findByText('Could not sign out the other sessions')).toBeTruthy();
  expect(screen.getByText('Too many attempts. Please try again later.')).toBeTruthy();
  await waitFor(() => expect(reads(requests)).toBe(2));
});

it('offers to try again when the list could not be read', async () => {
  const user = userEvent.setup();
  let fail = true;
  renderWithApi(<SessionsList />, () =>
    fail
      ? { status: 500, body: { error: { code: 'INTERNAL', message: 'Something went wrong' } } }
      : { status: 200, body: { sessions: [session('a', 'Chrome on Windows', true)] } },
  );
  expect(await screen.findByText('Could not load your sessions')).toBeTruthy();
  fail = false;
  await user.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByText('This device')).toBeTruthy();
});
