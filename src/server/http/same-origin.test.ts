// Which origins may write with the session: PUBLIC_URL's, and on a loopback PUBLIC_URL its
// loopback aliases on the same scheme and port; a refusal names the address to open instead.
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { trustedOrigins } from '../env.ts';
import { sameOrigin } from './same-origin.ts';

/** The answer to a cookie-carrying write from `origin` on an install at `publicUrl`. */
async function write(publicUrl: string, origin: string): Promise<{ status: number; message?: string }> {
  const app = new Hono();
  app.onError((err, c) => c.json({ message: err.message }, 403));
  app.post('/write', sameOrigin(publicUrl), (c) => c.json({ ok: true }));
  const res = await app.request('/write', { method: 'POST', headers: { Origin: origin, Cookie: 'a=b' }, body: '{}' });
  const body = (await res.json()) as { message?: string };
  return { status: res.status, message: body.message };
}

const refused = (open: string) => ({
  status: 403,
  message: `This request came from another site and was refused. Open ${open} instead.`,
});

describe('on a loopback PUBLIC_URL', () => {
  it.each(['http://localhost:3000', 'http://127.0.0.1:3000', 'http://[::1]:3000'])('accepts writes from %s', async (origin) => {
    expect(await write('http://localhost:3000', origin)).toEqual({ status: 200, message: undefined });
  });

  it.each([
    'http://localhost:3001', // another port
    'http://127.0.0.1:3001',
    'http://[::1]:3001',
    'http://127.0.0.1', // the default port is another port
    'https://localhost:3000', // another scheme
    'https://127.0.0.1:3000',
    'http://127.0.0.2:3000', // loopback, but not one of the three names
    'http://app.localhost:3000',
    'http://localhost.evil.example:3000',
    'http://evil.example',
    'null',
  ])('refuses writes from %s, naming the address to open', async (origin) => {
    expect(await write('http://localhost:3000', origin)).toEqual(refused('http://localhost:3000'));
  });

  it('names PUBLIC_URL itself when it is 127.0.0.1, and trusts localhost on its port', async () => {
    expect(await write('http://127.0.0.1:3100', 'http://localhost:3100')).toMatchObject({ status: 200 });
    expect(await write('http://127.0.0.1:3100', 'http://localhost:3000')).toEqual(refused('http://127.0.0.1:3100'));
  });

  it('keeps the scheme and the port, the default one included', () => {
    expect(trustedOrigins('http://localhost:3000').sort()).toEqual(['http://127.0.0.1:3000', 'http://[::1]:3000', 'http://localhost:3000']);
    expect(trustedOrigins('https://[::1]').sort()).toEqual(['https://127.0.0.1', 'https://[::1]', 'https://localhost']);
    expect(trustedOrigins('http://127.0.0.1:80/').sort()).toEqual(['http://127.0.0.1', 'http://[::1]', 'http://localhost']);
  });
});

describe('on a PUBLIC_URL that is not loopback', () => {
  it('trusts only itself', async () => {
    expect(trustedOrigins('https://tunelane.example')).toEqual(['https://tunelane.example']);
    expect(trustedOrigins('http://127.0.0.2:3000')).toEqual(['http://127.0.0.2:3000']);
    expect(await write('https://tunelane.example', 'https://tunelane.example')).toMatchObject({ status: 200 });
    for (const origin of [
      'http://localhost:3000',
      'http://127.0.0.1',
      'https://localhost',
      'http://tunelane.example',
      'https://evil.example',
    ])
      expect(await write('https://tunelane.example', origin), origin).toEqual(refused('https://tunelane.example'));
  });
});

describe('without an Origin header', () => {
  it('goes by Sec-Fetch-Site, and its refusal names the address too', async () => {
    const app = new Hono();
    app.onError((err, c) => c.json({ message: err.message }, 403));
    app.post('/write', sameOrigin('http://localhost:3000'), (c) => c.json({ ok: true }));
    const send = (site: string) => app.request('/write', { method: 'POST', headers: { 'Sec-Fetch-Site': site }, body: '{}' });
    expect((await send('same-origin')).status).toBe(200);
    const res = await send('cross-site');
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ message: refused('http://localhost:3000').message });
  });
});
