// Mounts the declared routes: the cross-site check for writes on session routes (whatever the
// content type), the body cap by body kind, the session and role read from the database, the
// account the person acts in and their role there (account-context.ts), then the inputs parsed and
// checked against the route's schemas, and only then the handler; a change made in an account goes
// into its activity log (record-activity.ts).
import type { IncomingMessage } from 'node:http';
import type { Context, Hono, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { DomainError, forbidden, unauthenticated } from '../../domain/errors.ts';
import type { UserActor } from '../actor.ts';
import { readSession, sessionCookieName } from '../auth/read-session.ts';
import { SUSPENDED_MESSAGE } from '../auth/auth.ts';
import { clientIp } from './client-ip.ts';
import type { AppEnv } from './context.ts';
import type { Deps } from '../deps.ts';
import { check, checkParams, parseJsonText, refuseDeepJson, refuseUnsafeInput } from './parse-input.ts';
import { sameOrigin } from './same-origin.ts';
import { actInAccount } from './account-context.ts';
import { recordActivity } from './record-activity.ts';
import { isRaw, type RouteDef } from './route.ts';

const JSON_BODY_LIMIT = 1024 * 1024;

/**
 * A streamed body refused before it was all read (wrong type, too large, over quota) leaves bytes
 * on the connection that nobody will read: the answer says `Connection: close`, so the client
 * opens a fresh connection for its next request instead of waiting on this one.
 */
const closeWhenBodyLeftUnread: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  if (!incoming || (incoming.complete && incoming.readableEnded)) return;
  c.res = new Response(c.res.body, c.res);
  c.res.headers.set('Connection', 'close');
};

const capBody = bodyLimit({
  maxSize: JSON_BODY_LIMIT,
  onError: () => {
    throw new DomainError('PAYLOAD_TOO_LARGE', 'The request is too large');
  },
});

/**
 * Raw bodies stay bytes for their handler (a signature is checked over them), but one that is
 * JSON is held to the same rules as every parsed body: no NUL characters (PostgreSQL refuses them),
 * no nesting past MAX_INPUT_DEPTH.
 */
const refuseBadRawJson: MiddlewareHandler<AppEnv> = async (c, next) => {
  const text = await c.req.text(); // kept by hono: the handler reads the same bytes
  refuseDeepJson(text);
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return next(); // not JSON: the handler says what it expected
  }
  refuseUnsafeInput(parsed);
  return next();
};

/**
 * A browser opening a download (a receipt, a statement's CSV, an export) from a link or a
 * bookmark, rather than the web app's fetch: a GET that asks for an HTML page first.
 */
function isPageNavigation(c: Context<AppEnv>): boolean {
  if (c.req.method !== 'GET') return false;
  const accept = c.req.header('accept') ?? '';
  return c.req.header('sec-fetch-mode') === 'navigate' || /(^|,)\s*text\/html/i.test(accept);
}

/** The sign-in page, told to come back to the download once signed in. */
function signInThenBack(c: Context<AppEnv>): string {
  const url = new URL(c.req.url);
  return `/auth?redirect=${encodeURIComponent(url.pathname + url.search)}`;
}

/**
 * The handler's result as the route declared it: JSON through the DTO schema (only declared
 * fields leave; an answer that does not fit is the service's fault, logged as one), no content,
 * or the Response the handler built.
 */
function answer(c: Context<AppEnv>, r: RouteDef, result: unknown): Response {
  if (r.response === 'empty') return c.body(null, 204);
  if (isRaw(r.response)) return result as Response;
  const parsed = r.response.safeParse(result);
  if (!parsed.success)
    throw new Error(`${r.method} ${r.path} answered outside its schema: ${JSON.stringify(parsed.error.issues.slice(0, 3))}`);
  return c.json(parsed.data as object, r.status);
}

/** What every mount puts before its own checks: the body cap and the raw body's checks by body kind. */
export function bodyChain(r: RouteDef): MiddlewareHandler<AppEnv>[] {
  const chain: MiddlewareHandler<AppEnv>[] = [];
  if (r.bodyKind === 'json' || r.bodyKind === 'raw') chain.push(capBody);
  if (r.bodyKind === 'stream' || r.bodyKind === 'raw') chain.push(closeWhenBodyLeftUnread);
  if (r.bodyKind === 'raw') chain.push(refuseBadRawJson);
  return chain;
}

/**
 * The route itself, once its caller is known (c.get('actor')): the inputs checked against their
 * schemas, the handler, its answer through the contract, and a change logged in the account.
 */
export function routeHandler(deps: Deps, r: RouteDef): MiddlewareHandler<AppEnv> {
  return async (c) => {
    const params = r.schemas.params ? checkParams(r.schemas.params, c.req.param()) : undefined;
    if (!r.schemas.params) refuseUnsafeInput(c.req.param());
    const rawQuery = c.req.query();
    const query = r.schemas.query ? check(r.schemas.query, rawQuery) : (refuseUnsafeInput(rawQuery), undefined);
    const body = r.bodyKind === 'json' && r.schemas.body ? check(r.schemas.body, parseJsonText(await c.req.text())) : undefined;
    const actor = c.get('actor');
    const result = await r.handler({ c, actor, ip: clientIp(c, deps.env.TRUST_PROXY) ?? null, body, query, params });
    const answered = answer(c, r, result);
    if (actor && r.method !== 'GET') await recordActivity(deps.pool, r, actor, params);
    return answered;
  };
}

export function mountRoutes(app: Hono<AppEnv>, deps: Deps, routes: RouteDef[]): void {
  const secret = deps.auth.options.secret!;
  const fromOurSite = sameOrigin(deps.env.PUBLIC_URL);
  const cookieName = sessionCookieName(deps.env.PUBLIC_URL);

  for (const r of routes) {
    const chain: MiddlewareHandler<AppEnv>[] = [];
    if (r.auth === 'session' || r.auth === 'optional-session') chain.push(fromOurSite);
    chain.push(...bodyChain(r));

    chain.push(async (c, next) => {
      let actor: UserActor | undefined;
      if (r.auth === 'session' || r.auth === 'optional-session') {
        const session = await readSession(deps.pool, secret, c.req.header('cookie'), cookieName, deps.userCache);
        if (session && !session.suspended) {
          actor = { kind: 'user', userId: session.id, role: session.role, ip: clientIp(c, deps.env.TRUST_PROXY) ?? null };
        } else if (r.auth === 'session') {
          if (!session && isPageNavigation(c)) return c.redirect(signInThenBack(c), 303);
          if (!session) throw unauthenticated();
          throw new DomainError('ACCOUNT_SUSPENDED', SUSPENDED_MESSAGE);
        }
      }
      if (r.access === 'admin' && actor?.role !== 'admin') throw forbidden('Admins only');
      if (actor) c.set('actor', await actInAccount(deps.pool, c, r, actor));
      return next();
    });

    // Hono types a fixed number of handlers; the chain is built above.
    app.on(r.method, `/api${r.path}`, ...([...chain, routeHandler(deps, r)] as [MiddlewareHandler<AppEnv>]));
  }
}
