// The typed client turns a route's key and its parts into the request the server declared: the
// path with each parameter encoded into its place, the set query values, JSON or a streamed body.
import { describe, expect, it, vi } from 'vitest';
import { api, ApiError } from './api-client.ts';

function stubFetch(answer: Response) {
  const fetch = vi.fn<(url: string, init: RequestInit) => Promise<Response>>(async () => answer);
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

describe('api', () => {
  it('fills path parameters, encoded, and sends only the query values that are set', async () => {
    const fetch = stubFetch(Response.json({ items: [], nextCursor: null, stats: {} }));
    await api('GET /releases', { query: { limit: 24, q: 'a&b', status: undefined, cursor: '' } });
    expect(fetch.mock.calls[0]![0]).toBe('/api/releases?limit=24&q=a%26b');
    expect(fetch.mock.calls[0]![1].method).toBe('GET');
    const again = stubFetch(Response.json({}));
    await api('GET /releases/:id', { params: { id: 'x/../y' } });
    expect(again.mock.calls[0]![0]).toBe('/api/releases/x%2F..%2Fy');
  });

  it('sends a JSON body with its method, and reads no body from a 204', async () => {
    const fetch = stubFetch(new Response(null, { status: 204 }));
    const result = await api('DELETE /releases/:id', { params: { id: 'r1' } });
    expect(result).toBeUndefined();
    expect(fetch.mock.calls[0]![1]).toMatchObject({ method: 'DELETE', body: undefined, credentials: 'same-origin' });
    const post = stubFetch(Response.json({ id: 'r2' }, { status: 201 }));
    await api('POST /releases/:id/submit', { params: { id: 'r2' }, body: { note: 'hi' } });
    expect(post.mock.calls[0]![1]).toMatchObject({
      method: 'POST',
      body: '{"note":"hi"}',
      headers: { 'Content-Type': 'application/json' },
    });
  });

  it('turns a refusal into an ApiError with the server code, message and field', async () => {
    stubFetch(Response.json({ error: { code: 'VALIDATION', message: 'Title is required', field: 'title' } }, { status: 400 }));
    const err = await api('GET /releases/:id', { params: { id: 'r1' } }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ status: 400, code: 'VALIDATION', message: 'Title is required', field: 'title' });
  });
});
