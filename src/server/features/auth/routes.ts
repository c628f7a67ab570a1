// better-auth answers under /api/auth. Sign-up is checked first with the same schema as the form,
// so the client sees the spec's messages ("Full Name is required") from the server too.
import type { Context, Hono } from 'hono';
import { clientIp } from '../../http/client-ip.ts';
import { signUpSchema } from '../../../domain/auth.ts';
import type { AppEnv } from '../../http/context.ts';
import type { Deps } from '../../deps.ts';
import { check, parseJson } from '../../http/parse-input.ts';

export const CLIENT_IP_HEADER = 'x-tunelane-client-ip';

/** Rate limits key on the client's address: the socket's, or the proxy's word when trusted. */
function withClientIp(c: Context, trustProxy: boolean): Request {
  const ip = clientIp(c, trustProxy) ?? '127.0.0.1'; // app.request() in tests has no socket
  const headers = new Headers(c.req.raw.headers);
  headers.set(CLIENT_IP_HEADER, ip || 'unknown');
  return new Request(c.req.raw, { headers });
}

export function mountAuth(app: Hono<AppEnv>, deps: Deps): void {
  const forward = (c: Context) => deps.auth.handler(withClientIp(c, deps.env.TRUST_PROXY));
  app.post('/api/auth/sign-up/email', async (c) => {
    check(signUpSchema, await parseJson(c.req.raw.clone().json())); // a clone: better-auth reads the body
    return forward(c);
  });
  app.on(['GET', 'POST'], '/api/auth/*', forward);
}
