// Cross-site request refusal for writes on routes that read the session, whatever the body's
// content type (JSON included): a write a browser sends must come from one of our own origins
// (PUBLIC_URL's, and on loopback its localhost / 127.0.0.1 / [::1] aliases: env.ts). Browsers
// send Origin on every cross-origin write, and Sec-Fetch-Site on every request they make; a
// request with neither did not come from a browser page, so no other site can have made it.
import type { MiddlewareHandler } from 'hono';
import { DomainError } from '../../domain/errors.ts';
import { trustedOrigins } from '../env.ts';

export const CROSS_SITE_MESSAGE = 'This request came from another site and was refused.';

/** The refusal, naming the address to open instead (PUBLIC_URL's origin). */
export function crossSiteMessage(publicUrl: string): string {
  return `${CROSS_SITE_MESSAGE} Open ${new URL(publicUrl).origin} instead.`;
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Whether a request may act with the cookies it carries. */
function isSameOriginWrite(req: { method: string; header: (name: string) => string | undefined }, origins: Set<string>): boolean {
  if (SAFE_METHODS.has(req.method)) return true;
  const given = req.header('origin');
  if (given !== undefined) return origins.has(given);
  const site = req.header('sec-fetch-site');
  if (site !== undefined) return site === 'same-origin' || site === 'none';
  return true; // not from a browser page
}

export function sameOrigin(publicUrl: string): MiddlewareHandler {
  const origins = new Set(trustedOrigins(publicUrl));
  const message = crossSiteMessage(publicUrl);
  return async (c, next) => {
    if (!isSameOriginWrite({ method: c.req.method, header: (n) => c.req.header(n) }, origins)) {
      throw new DomainError('FORBIDDEN', message);
    }
    await next();
  };
}
