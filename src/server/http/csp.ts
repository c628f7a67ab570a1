// The page Content-Security-Policy: our own origin, plus what configured integrations declare.
import { secureHeaders } from 'hono/secure-headers';

export type CspSources = Partial<Record<'scriptSrc' | 'frameSrc' | 'connectSrc' | 'imgSrc' | 'styleSrc', string[]>>;

/** `https` says whether the site is served over https: only then is HSTS sent. */
/** Strict-Transport-Security on an https PUBLIC_URL, for pages and API answers alike. */
export const HSTS = 'max-age=31536000; includeSubDomains';

export function pageSecurityHeaders(extra: CspSources[], opts: { https: boolean }) {
  const all = (k: keyof CspSources) => extra.flatMap((e) => e[k] ?? []);
  const frameSrc = all('frameSrc');
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", ...all('scriptSrc')],
      styleSrc: ["'self'", "'unsafe-inline'", ...all('styleSrc')],
      imgSrc: ["'self'", 'data:', 'blob:', ...all('imgSrc')],
      connectSrc: ["'self'", ...all('connectSrc')],
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
    strictTransportSecurity: opts.https ? HSTS : false,
  });
}
