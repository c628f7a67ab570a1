import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FetchRefused, fetchPublic, type FetchFailure, type PublicFetchOptions } from './fetch-public.ts';

// Two local servers: `allowed` is reachable through the test-only allowance, `other` is not.
let allowed: http.Server;
let other: http.Server;
let base: string;
let otherBase: string;
let hits = 0;

function listen(handler: http.RequestListener): Promise<http.Server> {
  const server = http.createServer(handler);
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}
const portOf = (s: http.Server) => (s.address() as AddressInfo).port;

beforeAll(async () => {
  other = await listen((_req, res) => {
    hits++;
    res.end('internal secret');
  });
  otherBase = `http://127.0.0.1:${portOf(other)}`;
  allowed = await listen((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    switch (url.pathname) {
      case '/ok':
        res.writeHead(200, { 'Content-Type': 'image/png', 'Content-Length': '5' });
        return res.end('hello');
      case '/hop': {
        const n = Number(url.searchParams.get('n') ?? 0);
        res.writeHead(302, { Location: n > 0 ? `/hop?n=${n - 1}` : '/ok' });
        return res.end();
      }
      case '/to-internal':
        res.writeHead(301, { Location: `${otherBase}/secret` });
        return res.end();
      case '/to-localhost':
        res.writeHead(307, { Location: `http://localhost:${portOf(other)}/secret` });
        return res.end();
      case '/missing':
        res.writeHead(404);
        return res.end('nope');
      case '/big':
        res.writeHead(200, { 'Content-Length': String(2048) });
        return res.end(Buffer.alloc(2048));
      case '/big-chunked':
        res.writeHead(200);
        for (let i = 0; i < 8; i++) res.write(Buffer.alloc(512));
        return res.end();
      case '/slow':
        return; // never answers
      case '/slow-body':
        res.writeHead(200, { 'Content-Length': '100' });
        return res.write('partial');
    }
    res.writeHead(500);
    res.end();
  });
  base = `http://127.0.0.1:${portOf(allowed)}`;
});
afterAll(() => {
  allowed.closeAllConnections();
  other.closeAllConnections();
  allowed.close();
  other.close();
});

const opts = (over: Partial<PublicFetchOptions> = {}): PublicFetchOptions => ({
  maxBytes: 1024,
  timeoutMs: 2000,
  allowInternal: [`127.0.0.1:${portOf(allowed)}`],
  ...over,
});

async function text(url: string, o = opts()): Promise<string> {
  const res = await fetchPublic(url, o);
  const chunks: Buffer[] = [];
  for await (const c of res.body) chunks.push(c as Buffer);
  return Buffer.concat(chunks).toString();
}

async function refusal(p: Promise<unknown>): Promise<FetchFailure> {
  try {
    await p;
  } catch (err) {
    if (err instanceof FetchRefused) return err.reason;
    throw err;
  }
  throw new Error('not refused');
}

describe('fetchPublic', () => {
  it('fetches from a host the test allows, with its type and length', async () => {
    const res = await fetchPublic(`${base}/ok`, opts());
    expect(res.contentType).toBe('image/png');
    expect(res.contentLength).toBe(5);
    res.body.resume();
    expect(await text(`${base}/ok`)).toBe('hello');
  });

  it('refuses internal addresses, however they are written, without connecting', async () => {
    const port = portOf(other);
    const before = hits;
    for (const url of [
      `${otherBase}/secret`,
      `http://localhost:${port}/secret`, // a name that resolves to loopback
      `http://[::1]:${port}/`,
      `http://2130706433:${port}/`, // 127.0.0.1 as one number
      `http://0x7f.1:${port}/`,
      'http://10.0.0.1/',
      'http://169.254.169.254/latest/meta-data/', // cloud metadata
      'http://[fd00::1]/',
      'http://[::ffff:127.0.0.1]/',
      'http://224.0.0.1/',
    ]) {
      expect(await refusal(fetchPublic(url, opts())), url).toBe('not-public');
    }
    // Without the allowance even the test server is internal.
    expect(await refusal(fetchPublic(`${base}/ok`, opts({ allowInternal: [] })))).toBe('not-public');
    expect(hits).toBe(before);
  });

  it('checks every redirect hop the same way', async () => {
    const before = hits;
    expect(await refusal(fetchPublic(`${base}/to-internal`, opts()))).toBe('not-public');
    expect(await refusal(fetchPublic(`${base}/to-localhost`, opts()))).toBe('not-public');
    expect(hits).toBe(before);
    expect(await text(`${base}/hop?n=2`)).toBe('hello');
    expect(await refusal(fetchPublic(`${base}/hop?n=5`, opts()))).toBe('redirects');
  });

  it('refuses other schemes, credentials and non-standard ports of public hosts', async () => {
    expect(await refusal(fetchPublic('ftp://example.com/a.png', opts()))).toBe('invalid-url');
    expect(await refusal(fetchPublic('file:///etc/passwd', opts()))).toBe('invalid-url');
    expect(await refusal(fetchPublic('https://user:pass@example.com/a.png', opts()))).toBe('invalid-url');
    expect(await refusal(fetchPublic('not a url', opts()))).toBe('invalid-url');
    // A public address on another port is refused before any connection is made.
    expect(await refusal(fetchPublic('http://8.8.8.8:8080/a.png', opts()))).toBe('port');
  });

  it('refuses error answers, bodies over the cap and servers that are too slow', async () => {
    expect(await refusal(fetchPublic(`${base}/missing`, opts()))).toBe('status');
    expect(await refusal(fetchPublic(`${base}/big`, opts()))).toBe('too-large');
    expect(await refusal(text(`${base}/big-chunked`))).toBe('too-large');
    const started = Date.now();
    expect(await refusal(fetchPublic(`${base}/slow`, opts({ timeoutMs: 300 })))).toBe('timeout');
    expect(await refusal(text(`${base}/slow-body`, opts({ timeoutMs: 300 })))).toBe('timeout');
    expect(Date.now() - started).toBeLessThan(2000);
  });
});
