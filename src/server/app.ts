// Builds the Hono app: security headers, the declared API routes (mounted with their access,
// body and input checks), JSON errors mapped from domain codes (a database out of reach: 503 with
// Retry-After), and the built web app for every other path. Tests call app.request().
import fs from 'node:fs';
import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { DomainError } from '../domain/errors.ts';
import type { AppEnv } from './http/context.ts';
import type { Deps } from './deps.ts';
import { HSTS, pageSecurityHeaders } from './http/csp.ts';
import { codeOfStatus, statusOf } from './http/error-status.ts';
import { mountRoutes } from './http/mount-routes.ts';
import { mountApiV1 } from './http/api-v1.ts';
import { RateLimitedError } from './http/rate-limit.ts';
import { apiAuthenticator, apiRoutes, cspSources, currentPublicConfig, mountAuth, publicConfig } from './composition.ts';
import { mountWeb } from './web/mount-web.ts';
import { isDatabaseUnavailable } from './db/database-unavailable.ts';

/** What every JSON answer carries: no script, no frame, no sniffing, no referrer (DESIGN section 5). */
const API_HEADERS: [string, string][] = [
  ['Content-Security-Policy', "default-src 'none'; frame-ancestors 'none'"],
  ['X-Content-Type-Options', 'nosniff'],
  ['X-Frame-Options', 'DENY'],
  ['Referrer-Policy', 'no-referrer'],
];

export const DATABASE_UNAVAILABLE = 'The service is briefly unavailable. Please try again in a few seconds.';

/** `sameTimeMs`: the fixed answer time of the auth answers (same-time.ts); tests of its mechanism give it room. */
export function createApp(deps: Deps, opts: { webDir?: string; sameTimeMs?: number } = {}): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const { log } = deps;

  app.use(async (c, next) => {
    const start = performance.now();
    await next();
    const ms = Math.round((performance.now() - start) * 10) / 10;
    if (c.res.status >= 500) log.error({ method: c.req.method, path: c.req.path, status: c.res.status, ms }, 'request');
    else log.debug({ method: c.req.method, path: c.req.path, status: c.res.status, ms }, 'request');
  });
  // The policy follows the settings in force (a chat widget set in the console is allowed at once).
  const https = new URL(deps.env.PUBLIC_URL).protocol === 'https:';
  const headersFor = new WeakMap<object, ReturnType<typeof pageSecurityHeaders>>();
  // Hashed scripts and styles need only nosniff (mountWeb sets it): a page's policy means nothing
  // on them, and its 600 bytes on each of a page's dozen chunks would count against the budget.
  const pageHeadersNow = async () => {
    const { env } = await currentPublicConfig(deps);
    let pageHeaders = headersFor.get(env);
    if (!pageHeaders) headersFor.set(env, (pageHeaders = pageSecurityHeaders(cspSources(env), { https })));
    return pageHeaders;
  };
  app.use(async (c, next) => {
    if (c.req.path.startsWith('/assets/')) return next();
    if (!c.req.path.startsWith('/api/')) return (await pageHeadersNow())(c, next);
    await next();
    // A JSON answer is no page: it needs only to be neither run, framed nor sniffed. An HTML page
    // or a file the API serves (a receipt, a download) gets the page's headers.
    if (c.res.headers.get('content-type')?.startsWith('application/json')) {
      for (const [name, value] of API_HEADERS) c.res.headers.set(name, value);
      if (https) c.res.headers.set('Strict-Transport-Security', HSTS);
      return;
    }
    const pageHeaders = await pageHeadersNow();
    await pageHeaders(c, () => Promise.resolve());
  });
  app.use('/api/*', async (c, next) => {
    await next();
    if (!c.res.headers.has('Cache-Control')) c.res.headers.set('Cache-Control', 'no-store');
  });

  mountAuth(app, deps, opts.sameTimeMs);
  const routes = apiRoutes(deps);
  mountApiV1(app, deps, routes, apiAuthenticator(deps));
  mountRoutes(app, deps, routes);
  app.all('/api/*', (c) => c.json({ error: { code: 'NOT_FOUND', message: `No API route ${c.req.method} ${c.req.path}` } }, 404));

  if (opts.webDir && fs.existsSync(opts.webDir))
    mountWeb(app, opts.webDir, deps.env, { initial: publicConfig(deps.env), current: () => currentPublicConfig(deps) });

  app.onError((err, c) => {
    if (err instanceof RateLimitedError) return c.json(err.body(), statusOf(err.code), { 'Retry-After': String(err.retryAfterSeconds) });
    if (err instanceof DomainError) return c.json(err.body(), statusOf(err.code));
    if (err instanceof HTTPException && err.status < 500) {
      // hono's own refusals, in the shape of every other error
      const code = codeOfStatus(err.status);
      return c.json({ error: { code, message: err.message || 'The request was refused' } }, statusOf(code));
    }
    if (isDatabaseUnavailable(err)) {
      log.warn({ err, method: c.req.method, path: c.req.path }, 'database unavailable');
      return c.json({ error: { code: 'UNAVAILABLE', message: DATABASE_UNAVAILABLE } }, statusOf('UNAVAILABLE'), { 'Retry-After': '5' });
    }
    log.error({ err, method: c.req.method, path: c.req.path }, 'unhandled error');
    return c.json({ error: { code: 'INTERNAL', message: 'Something went wrong on our side. Please try again.' } }, 500);
  });
  return app;
}
