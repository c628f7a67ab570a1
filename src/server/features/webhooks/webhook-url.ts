// Where a webhook may post. Only https to a public address on the standard port (the connection
// goes to the address checked: net/fetch-public.ts resolveTarget), so the service is never made to
// post into a private network. A local install (its PUBLIC_URL on this machine: development and
// the browser journeys) may also post over plain http to this machine, and the API tests name
// their receivers in `allowInternalFetch`.
import { isLoopbackUrl } from '../../../domain/payments-mode.ts';
import { invalid } from '../../../domain/errors.ts';
import { WEBHOOK_MESSAGES } from '../../../domain/webhooks.ts';
import type { Deps } from '../../deps.ts';
import { FetchRefused, resolveTarget, type Target } from '../../net/fetch-public.ts';

type UrlDeps = Pick<Deps, 'env' | 'allowInternalFetch'>;

const hostPort = (url: URL) => `${url.hostname.replace(/^\[|\]$/g, '')}:${url.port || (url.protocol === 'https:' ? '443' : '80')}`;

/** The `host:port` pairs this URL may reach although they are not public. */
function allowance(deps: UrlDeps, url: URL): string[] {
  const local = isLoopbackUrl(deps.env.PUBLIC_URL ?? '') && isLoopbackUrl(url.href);
  return [...(deps.allowInternalFetch ?? []), ...(local ? [hostPort(url)] : [])];
}

/** The address to post to, checked: FetchRefused when it is not https, not public or not found. */
export async function webhookTarget(deps: UrlDeps, raw: string, signal: AbortSignal): Promise<{ url: URL; target: Target }> {
  const url = new URL(raw);
  const allowed = allowance(deps, url);
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && allowed.includes(hostPort(url))))
    throw new FetchRefused('invalid-url', WEBHOOK_MESSAGES.httpsRequired);
  if (url.username || url.password) throw new FetchRefused('invalid-url', 'credentials in the address');
  // the standard port, whether or not the host can be found yet
  if (url.port && !allowed.includes(hostPort(url))) throw new FetchRefused('port', `port ${url.port} is not the standard port`);
  return { url, target: await resolveTarget(url, allowed, signal) };
}

/** Refuses, naming the field, an address the sender would refuse (one not found yet is let be: it may be set up later). */
export async function checkWebhookUrl(deps: UrlDeps, raw: string): Promise<string> {
  try {
    await webhookTarget(deps, raw, AbortSignal.timeout(5000));
  } catch (err) {
    if (!(err instanceof FetchRefused)) throw err;
    if (err.reason === 'invalid-url') throw invalid(WEBHOOK_MESSAGES.httpsRequired, 'url');
    if (err.reason === 'not-public') throw invalid(WEBHOOK_MESSAGES.notPublic, 'url');
    if (err.reason === 'port') throw invalid(WEBHOOK_MESSAGES.port, 'url');
  }
  return new URL(raw).href;
}
