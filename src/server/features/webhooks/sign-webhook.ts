// The signature a receiver checks (docs/webhooks.md): t=<unix seconds>,v1=<hex HMAC-SHA256 of
// "<t>.<raw body>" under the endpoint's secret>. Signed anew at every attempt, so the time is the
// attempt's and a receiver may refuse an old one.
import { createHmac, randomBytes } from 'node:crypto';

export const signatureHeader = (secret: string, body: string, unixSeconds: number): string =>
  `t=${unixSeconds},v1=${createHmac('sha256', secret).update(`${unixSeconds}.${body}`).digest('hex')}`;

/** A new signing secret: whsec_ and 32 random bytes. */
export const newWebhookSecret = (): string => `whsec_${randomBytes(32).toString('base64url')}`;
