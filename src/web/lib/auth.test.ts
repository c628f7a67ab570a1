// A session read the server could not answer (rate limited, busy, down) is never taken for a
// signed-out user: the app keeps waiting and asks again.
import { afterEach, expect, it, vi } from 'vitest';
import { allowConsoleErrors } from '../../server/test/fail-on-console-error.ts';
import { authState, refreshAuth } from './auth.ts';

afterEach(() => vi.unstubAllGlobals());

it('asks again after a limited or failed session read, and never reports the user signed out meanwhile', async () => {
  const user = { id: 'u1', email: 'mira@example.com', name: 'Mira' };
  const answers = [
    () =>
      new Response(JSON.stringify({ error: { code: 'RATE_LIMITED', message: 'Too many requests' } }), {
        status: 429,
        headers: { 'Retry-After': '1' },
      }),
    () => new Response('', { status: 503 }),
    () => Promise.reject(new TypeError('Failed to fetch')),
    () => new Response(JSON.stringify({ session: { id: 's1' }, user }), { status: 200 }),
  ];
  const seen: (string | null | undefined)[] = [];
  let calls = 0;
  vi.stubGlobal('fetch', async (url: string) => {
    if (url === '/api/me') return new Response(JSON.stringify({ profile: { id: 'u1' }, role: 'user', isAdmin: false }), { status: 200 });
    seen.push(authState().loading ? 'loading' : (authState().user?.id ?? null));
    return answers[calls++]!();
  });
  allowConsoleErrors(1); // the failed fetch is logged
  await refreshAuth();
  expect(calls).toBe(4);
  expect(seen).toEqual(['loading', 'loading', 'loading', 'loading']);
  expect(authState()).toMatchObject({ loading: false, user });
}, 20_000);
