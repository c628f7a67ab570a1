// The public API: the routes that say `api: true`, served again at /api/v1 to an account's API key
// instead of a session. The same operations, checks, answers and errors as the web's; the key acts
// as the account's owner, within its scope (a read key makes GET calls only), counted against its
// own rate limit (key-rate-limit.ts), and every call goes into the account's activity log against the key. Writes
// take an Idempotency-Key (idempotency.ts). The document at /api/v1/openapi.json describes them.
import type { Context, Hono, MiddlewareHandler } from 'hono';
import { API_KEY_MESSAGES, type ApiKeyScope } from '../../domain/api-keys.ts';
import { forbidden } from '../../domain/errors.ts';
import type { Role } from '../actor.ts';
import type { Deps } from '../deps.ts';
import { clientIp } from './client-ip.ts';
import type { AppEnv } from './context.ts';
import { checkIdempotencyKey, idempotent, requestHash } from './idempotency.ts';
import { bodyChain, routeHandler } from './mount-routes.ts';
import { apiDocument } from './openapi.ts';
import { keyLimiter, type KeyLimiter } from './key-rate-limit.ts';
import { activityOf } from './record-activity.ts';
import type { RouteDef } from './route.ts';

/** The key a call was made with and what its account may do (features/api-keys reads it). */
export type ApiCaller = { keyId: string; keyName: string; accountId: string; role: Role; scope: ApiKeyScope; rateLimit: number };
export type ApiAuthenticator = (authorization: string | undefined) => Promise<ApiCaller>;

export const API_V1 = '/api/v1';

const noNext = () => Promise.resolve();

function keyCheck(deps: Deps, r: RouteDef, authenticate: ApiAuthenticator, limiter: KeyLimiter): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const caller = await authenticate(c.req.header('authorization'));
    limiter.consume(caller.keyId, caller.rateLimit);
    if (r.method !== 'GET' && caller.scope === 'read') throw forbidden(API_KEY_MESSAGES.readOnly);
    c.set('actor', {
      kind: 'user',
      userId: caller.accountId,
      role: caller.role,
      ip: clientIp(c, deps.env.TRUST_PROXY) ?? null,
      apiKey: { id: caller.keyId, name: caller.keyName },
    });
    return next();
  };
}

/** What identifies a write for its idempotency key: method, address and body (a stream by its length). */
async function writeHash(c: Context<AppEnv>, r: RouteDef): Promise<string> {
  const url = new URL(c.req.url);
  const body = r.bodyKind === 'json' || r.bodyKind === 'raw' ? await c.req.text() : `length:${c.req.header('content-length') ?? ''}`;
  return requestHash(r.method, url.pathname + url.search, body);
}

function apiHandler(deps: Deps, r: RouteDef): MiddlewareHandler<AppEnv> {
  const handle = routeHandler(deps, r);
  return async (c) => {
    const run = async () => (await handle(c, noNext)) as Response;
    const actor = c.get('actor')!;
    if (r.method === 'GET') {
      const answer = await run();
      const { action, target } = activityOf(r, c.req.param());
      deps.apiCalls.add({ accountId: actor.userId, keyId: actor.apiKey!.id, keyName: actor.apiKey!.name, action, target });
      return answer;
    }
    const given = c.req.header('idempotency-key');
    if (given === undefined) return run();
    const claim = { keyId: actor.apiKey!.id, idempotencyKey: checkIdempotencyKey(given), requestHash: await writeHash(c, r) };
    return idempotent(deps.pool, claim, run);
  };
}

export function mountApiV1(app: Hono<AppEnv>, deps: Deps, routes: RouteDef[], authenticate: ApiAuthenticator): void {
  const served = routes.filter((r) => r.api);
  let doc: object | undefined;
  const limiter = keyLimiter(deps.pool, deps.log);
  app.get(`${API_V1}/openapi.json`, (c) => c.json((doc ??= apiDocument(served))));
  for (const r of served) {
    const chain = [...bodyChain(r), keyCheck(deps, r, authenticate, limiter), apiHandler(deps, r)];
    // Hono types a fixed number of handlers; the chain is built above.
    app.on(r.method, `${API_V1}${r.path}`, ...(chain as [MiddlewareHandler<AppEnv>]));
  }
}
