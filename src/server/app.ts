// Builds the Hono app: security headers, CSRF, the declared API routes with their access
// checks, JSON errors, and the built web app for every other path. Tests call app.request().
import fs from 'node:fs';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { csrf } from 'hono/csrf';
import { secureHeaders } from 'hono/secure-headers';
import type { AppEnv, Deps } from './http/context.ts';
import { requireAccess } from './http/access.ts';
import { HttpError } from './http/errors.ts';
import type { RouteDef } from './http/route.ts';
import { mountAuth } from './features/auth/routes.ts';
import { profileRoutes } from './features/profile/routes.ts';
import { systemRoutes } from './features/system/routes.ts';
import { chatWidgetCsp } from './features/system/public-config.ts';
import { contactRoutes } from './features/contact/routes.ts';
import { mountWeb } from './web/mount-web.ts';
import { releaseRoutes } from './features/releases/routes.ts';
import { UPLOAD_PATH_PREFIX, uploadRoutes } from './features/uploads/routes.ts';
import { WEBHOOK_PATH, paymentRoutes } from './features/payments/routes.ts';
import { checkoutCsp } from './features/payments/checkout-csp.ts';

/** Every API route of the product, with who may call it. */
export function apiRoutes(deps: Deps): RouteDef[] {
  return [...systemRoutes(deps), ...profileRoutes(deps), ...contactRoutes(deps), ...paymentRoutes(deps), ...releaseRoutes(deps), ...uploadRoutes(deps)];
}

export function createApp(deps: Deps, opts: { webDir?: string } = {}): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const { log } = deps;
  const pay = checkoutCsp(deps.env);
  const chat = chatWidgetCsp(deps.env);
  const frameSrc = [...pay.frameSrc, ...chat.frameSrc];

  app.use(async (c, next) => {
    const start = performance.now();
    await next();
    const ms = Math.round((performance.now() - start) * 10) / 10;
    if (c.res.status >= 500) log.error({ method: c.req.method, path: c.req.path, status: c.res.status, ms }, 'request');
    else log.debug({ method: c.req.method, path: c.req.path, status: c.res.status, ms }, 'request');
  });
  const pageHeaders = secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", ...pay.scriptSrc, ...chat.scriptSrc],
      styleSrc: ["'self'", "'unsafe-inline'", ...chat.styleSrc],
      imgSrc: ["'self'", 'data:', 'blob:', ...pay.imgSrc, ...chat.imgSrc],
      connectSrc: ["'self'", ...pay.connectSrc, ...chat.connectSrc],
      ...(frameSrc.length ? { frameSrc: ["'self'", ...frameSrc] } : {}),
      fontSrc: ["'self'", 'data:'],
      frameAncestors: ["'none'"],
      formAction: ["'self'"],
      baseUri: ["'self'"],
      objectSrc: ["'none'"],
    },
    referrerPolicy: 'strict-origin-when-cross-origin',
    xContentTypeOptions: 'nosniff',
    xFrameOptions: 'DENY',
  });
  // Hashed scripts and styles need only nosniff (mountWeb sets it): a page's policy means nothing
  // on them, and its 600 bytes on each of a page's dozen chunks would count against the budget.
  app.use((c, next) => (c.req.path.startsWith('/assets/') ? next() : pageHeaders(c, next)));

  const jsonLimit = bodyLimit({ maxSize: 1024 * 1024, onError: () => { throw new HttpError(413, 'PAYLOAD_TOO_LARGE', 'The request is too large'); } });
  // Uploads stream to storage under their own cap (features/uploads).
  app.use('/api/*', (c, next) => (c.req.path.startsWith(UPLOAD_PATH_PREFIX) ? next() : jsonLimit(c, next)));
  // Cookie-authenticated writes must come from our own origin (better-auth checks its own).
  app.use('/api/*', async (c, next) => {
    if (c.req.path.startsWith('/api/auth/')) return next();
    if (c.req.path === `/api${WEBHOOK_PATH}`) return next(); // server-to-server, signed instead
    return csrf({ origin: deps.env.PUBLIC_URL })(c, next);
  });
  app.use('/api/*', async (c, next) => {
    await next();
    if (!c.res.headers.has('Cache-Control')) c.res.headers.set('Cache-Control', 'no-store');
  });

  mountAuth(app, deps);
  for (const r of apiRoutes(deps)) {
    app.on(r.method, `/api${r.path}`, requireAccess(deps, r.access), r.handler);
  }
  app.all('/api/*', (c) => c.json({ error: { code: 'NOT_FOUND', message: `No API route ${c.req.method} ${c.req.path}` } }, 404));

  if (opts.webDir && fs.existsSync(opts.webDir)) mountWeb(app, opts.webDir, deps.env);

  app.onError((err, c) => {
    if (err instanceof HttpError) return c.json(err.body(), err.status);
    if ('getResponse' in err && typeof err.getResponse === 'function') return err.getResponse() as Response; // hono's own
    log.error({ err, method: c.req.method, path: c.req.path }, 'unhandled error');
    return c.json({ error: { code: 'INTERNAL', message: 'Something went wrong on our side. Please try again.' } }, 500);
  });
  return app;
}
