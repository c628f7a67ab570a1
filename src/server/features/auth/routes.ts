// better-auth answers under /api/auth, behind the same checks as our own routes: the cross-site
// refusal for writes, a capped body, NUL characters refused in the path, query and body, each
// declared endpoint's schemas (better-auth then gets only the checked values; undeclared
// endpoints are not found), its rate limits, the fixed answer time of those that could reveal an
// account, and its refusals in our error shape.
import type { Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { DomainError } from '../../../domain/errors.ts';
import { clientIp } from '../../http/client-ip.ts';
import type { AppEnv } from '../../http/context.ts';
import type { Deps } from '../../deps.ts';
import { check, parseJsonText, refuseUnsafeInput } from '../../http/parse-input.ts';
import { consumeLimit } from '../../http/rate-limit.ts';
import { sameOrigin } from '../../http/same-origin.ts';
import { findAuthEndpoint, type AuthEndpoint } from './auth-endpoints.ts';
import { reshapeAuthError } from './auth-errors.ts';
import { atLeast, SAME_TIME_MS } from './same-time.ts';

const CLIENT_IP_HEADER = 'x-tunelane-client-ip';
const BASE = '/api/auth';
const BODY_LIMIT = 64 * 1024;

const capBody = bodyLimit({
  maxSize: BODY_LIMIT,
  onError: () => {
    throw new DomainError('PAYLOAD_TOO_LARGE', 'The request is too large');
  },
});

function decodedPath(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    throw new DomainError('NOT_FOUND', 'Not found');
  }
}

/** The JSON object a write sends (nothing counts as {}), or a 400. */
async function readBody(c: Context): Promise<Record<string, unknown>> {
  const text = await c.req.text();
  if (!text.trim()) return {};
  const value = parseJsonText(text);
  if (!value || typeof value !== 'object' || Array.isArray(value))
    throw new DomainError('BAD_REQUEST', 'The request body must be a JSON object');
  return value as Record<string, unknown>;
}

/** The request better-auth sees: the client's address for its session records, and the checked body. */
function forwarded(c: Context, ip: string, body: Record<string, unknown> | undefined): Request {
  const headers = new Headers(c.req.raw.headers);
  headers.set(CLIENT_IP_HEADER, ip);
  if (body === undefined) return new Request(c.req.raw, { headers });
  headers.set('Content-Type', 'application/json');
  headers.delete('Content-Length');
  return new Request(c.req.raw.url, { method: c.req.method, headers, body: JSON.stringify(body) });
}

async function applyLimits(deps: Deps, endpoint: AuthEndpoint, c: Context, ip: string, body: Record<string, unknown>): Promise<void> {
  if (deps.env.AUTH_RATE_LIMIT !== 'on' || !endpoint.limits) return;
  const cookie = c.req.header('cookie') ?? '';
  for (const limit of endpoint.limits) await consumeLimit(deps.pool, limit.rule, limit.key({ ip, body, cookie }));
}

export function mountAuth(app: Hono<AppEnv>, deps: Deps, sameTimeMs = SAME_TIME_MS): void {
  const handle = async (c: Context<AppEnv>) => {
    const path = c.req.path.slice(BASE.length);
    refuseUnsafeInput({ path: decodedPath(path) });
    const found = findAuthEndpoint(c.req.method, path);
    if (!found) throw new DomainError('NOT_FOUND', `No API route ${c.req.method} ${c.req.path}`);
    const { endpoint } = found;
    const params = Object.fromEntries(Object.entries(found.params).map(([k, v]) => [k, decodedPath(v)]));
    if (endpoint.params) check(endpoint.params, params);
    const query = c.req.query();
    if (endpoint.query) check(endpoint.query, query);
    else refuseUnsafeInput(query);
    const raw = c.req.method === 'POST' ? await readBody(c) : undefined;
    const body =
      raw === undefined
        ? undefined
        : endpoint.body
          ? (check(endpoint.body, raw) as Record<string, unknown>)
          : (refuseUnsafeInput(raw), raw);
    // app.request() in tests has no socket: one shared address.
    const ip = clientIp(c, deps.env.TRUST_PROXY) || '127.0.0.1';
    await applyLimits(deps, endpoint, c, ip, body ?? {});
    const answer = () => deps.auth.handler(forwarded(c, ip, body));
    const res = endpoint.sameTime ? await atLeast(sameTimeMs, answer) : await answer();
    return reshapeAuthError(res, endpoint.passwordField);
  };
  app.on(['GET', 'POST'], `${BASE}/*`, sameOrigin(deps.env.PUBLIC_URL), capBody, handle);
}
