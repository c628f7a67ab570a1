// Fetches a URL that a user gave, from the public internet only. Every hop (the URL and each
// redirect) is resolved first and every address it resolves to must be public; the connection
// then goes to exactly the address that was checked, so a second DNS answer cannot point it
// elsewhere. Only the standard web ports, a few redirects, a size cap and one deadline for the
// whole exchange (headers and body).
import dns from 'node:dns/promises';
import http from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { Transform, type Readable } from 'node:stream';
import { isPublicAddress } from './public-address.ts';

export type FetchFailure =
  'invalid-url' | 'not-public' | 'port' | 'not-found' | 'unreachable' | 'timeout' | 'redirects' | 'status' | 'too-large';

export class FetchRefused extends Error {
  readonly reason: FetchFailure;
  readonly status: number | undefined;
  constructor(reason: FetchFailure, message: string, status?: number) {
    super(message);
    this.name = 'FetchRefused';
    this.reason = reason;
    this.status = status;
  }
}

export type PublicFetchOptions = {
  maxBytes: number;
  /** The deadline for everything: lookups, connections, redirects, headers and the body. */
  timeoutMs: number;
  maxRedirects?: number;
  headers?: Record<string, string>;
  /** `host:port` pairs that may be reached although they are not public. Tests only. */
  allowInternal?: readonly string[];
};

export type PublicFetchResult = {
  /** Where the body came from, after redirects. */
  url: URL;
  contentType: string | undefined;
  contentLength: number | undefined;
  /** The body, failing with FetchRefused when it passes the cap or the deadline. */
  body: Readable;
};

const PORTS = new Set(['', '80', '443']);
const REDIRECTS = new Set([301, 302, 303, 307, 308]);

export type Target = { address: string; family: 4 | 6 };

function parse(raw: string): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new FetchRefused('invalid-url', 'not a web address');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new FetchRefused('invalid-url', 'not an http(s) address');
  if (url.username || url.password) throw new FetchRefused('invalid-url', 'credentials in the address');
  return url;
}

function aborted(signal: AbortSignal): Promise<never> {
  return new Promise((_, reject) => {
    const fail = () => reject(new FetchRefused('timeout', 'timed out'));
    if (signal.aborted) fail();
    else signal.addEventListener('abort', fail, { once: true });
  });
}

/** The address to connect to, once every address of the host has been found public. */
export async function resolveTarget(url: URL, allowInternal: readonly string[], signal: AbortSignal): Promise<Target> {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const allowed = allowInternal.includes(`${host}:${url.port || (url.protocol === 'https:' ? '443' : '80')}`);
  let addresses: { address: string; family: number }[];
  if (isIP(host)) {
    addresses = [{ address: host, family: isIP(host) }];
  } else {
    try {
      addresses = await Promise.race([dns.lookup(host, { all: true, verbatim: true }), aborted(signal)]);
    } catch (err) {
      if (err instanceof FetchRefused) throw err;
      throw new FetchRefused('not-found', `${host} could not be resolved`);
    }
  }
  const first = addresses[0];
  if (!first) throw new FetchRefused('not-found', `${host} has no address`);
  if (!allowed) {
    if (addresses.some((a) => !isPublicAddress(a.address))) throw new FetchRefused('not-public', `${host} is not a public address`);
    if (!PORTS.has(url.port)) throw new FetchRefused('port', `port ${url.port} is not a standard web port`);
  }
  return { address: first.address, family: first.family === 6 ? 6 : 4 };
}

function get(url: URL, target: Target, headers: Record<string, string>, signal: AbortSignal): Promise<http.IncomingMessage> {
  // The connection goes to the checked address, whatever the resolver would answer now.
  const lookup = ((_host: string, options: { all?: boolean }, cb: (...args: unknown[]) => void) => {
    if (options.all) cb(null, [{ address: target.address, family: target.family }]);
    else cb(null, target.address, target.family);
  }) as unknown as LookupFunction;
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const req = client.request(url, { method: 'GET', headers, lookup, signal, agent: false });
    req.on('response', resolve);
    req.on('error', (err) =>
      reject(signal.aborted ? new FetchRefused('timeout', 'timed out') : new FetchRefused('unreachable', String(err))),
    );
    req.end();
  });
}

/** Counts the body against the cap. */
function capped(maxBytes: number): Transform {
  let total = 0;
  return new Transform({
    transform(chunk: Buffer, _enc, done) {
      total += chunk.length;
      if (total > maxBytes) return done(new FetchRefused('too-large', `more than ${maxBytes} bytes`));
      done(null, chunk);
    },
  });
}

export async function fetchPublic(raw: string, opts: PublicFetchOptions): Promise<PublicFetchResult> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), opts.timeoutMs);
  const { signal } = controller;
  const headers = { 'Accept-Encoding': 'identity', ...opts.headers };
  try {
    let url = parse(raw);
    for (let hop = 0; ; hop++) {
      const target = await resolveTarget(url, opts.allowInternal ?? [], signal);
      const res = await get(url, target, headers, signal);
      const status = res.statusCode ?? 0;
      if (REDIRECTS.has(status) && res.headers.location) {
        res.resume();
        if (hop >= (opts.maxRedirects ?? 3)) throw new FetchRefused('redirects', 'too many redirects');
        let next: URL;
        try {
          next = new URL(res.headers.location, url);
        } catch {
          throw new FetchRefused('status', 'a redirect to no address', status);
        }
        url = parse(next.toString());
        continue;
      }
      if (status < 200 || status > 299) {
        res.resume();
        throw new FetchRefused('status', `answered ${status}`, status);
      }
      const lengthHeader = res.headers['content-length'];
      const contentLength = lengthHeader !== undefined && /^\d+$/.test(lengthHeader) ? Number(lengthHeader) : undefined;
      if (contentLength !== undefined && contentLength > opts.maxBytes) {
        res.destroy();
        throw new FetchRefused('too-large', `${contentLength} bytes`);
      }
      const body = capped(opts.maxBytes);
      res.on('error', (err) => body.destroy(signal.aborted ? new FetchRefused('timeout', 'timed out') : err));
      signal.addEventListener('abort', () => body.destroy(new FetchRefused('timeout', 'timed out')), { once: true });
      body.on('close', () => {
        clearTimeout(timer);
        res.destroy();
      });
      res.pipe(body);
      return { url, contentType: res.headers['content-type'], contentLength, body };
    }
  } catch (err) {
    clearTimeout(timer);
    controller.abort();
    throw err;
  }
}
