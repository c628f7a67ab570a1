// Cross-site request refusal for writes on routes that read the session, whatever the body's
// content type (JSON included): a write a browser sends must come from our own origin. Browsers
// send Origin on every cross-origin write, and Sec-Fetch-Site on every request they make; a
// request with neither did not come from a browser page, so no other site can have made it.
import type { MiddlewareHandler } from 'hono';
import { DomainError } from '../../domain/errors.ts';

export const CROSS_SITE_MESSAGE = 'This request came from another site and was refused.';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Whether a request may act with the cookies it carries. */
function isSameOriginWrite(req: { method: string; header: (name: string) => string | undefined }, origin: string): boolean {
  if (SAFE_METHODS.has(req.method)) return true;
  const given = req.header('origin');
  if (given !== undefined) return given === origin;
  const site = req.header('sec-fetch-site');
  if (site !== undefined) return site === 'same-origin' || site === 'none';
  return true; // not from a browser page
}

export function sameOrigin(publicUrl: string): MiddlewareHandler {
  const origin = new URL(publicUrl).origin;
  return async (c, next) => {
    if (!isSameOriginWrite({ method: c.req.method, header: (n) => c.req.header(n) }, origin)) {
      throw new DomainError('FORBIDDEN', CROSS_SITE_MESSAGE);
    }
    await next();
  };
}
