// One POST of a delivery's body to its endpoint: to the address webhook-url.ts checked (the
// connection pinned to it), no redirects followed, one deadline for the whole exchange, and the
// first bytes of the answer kept for the delivery log.
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { WEBHOOK_TIMEOUT_SECONDS } from '../../../domain/webhooks.ts';
import type { Deps } from '../../deps.ts';
import { FetchRefused } from '../../net/fetch-public.ts';
import { webhookTarget } from './webhook-url.ts';

/** What the log keeps of an answer. */
const ANSWER_BYTES = 1024;

export type PostResult = { statusCode: number | null; error: string | null; responseBody: string | null; durationMs: number };

export async function postWebhook(
  deps: Pick<Deps, 'env' | 'allowInternalFetch'>,
  rawUrl: string,
  body: string,
  headers: Record<string, string>,
): Promise<PostResult> {
  const started = performance.now();
  const signal = AbortSignal.timeout(WEBHOOK_TIMEOUT_SECONDS * 1000);
  const done = (r: Omit<PostResult, 'durationMs'>): PostResult => ({ ...r, durationMs: Math.round(performance.now() - started) });
  try {
    const { url, target } = await webhookTarget(deps, rawUrl, signal);
    const lookup = ((_host: string, options: { all?: boolean }, cb: (...args: unknown[]) => void) => {
      if (options.all) cb(null, [{ address: target.address, family: target.family }]);
      else cb(null, target.address, target.family);
    }) as unknown as LookupFunction;
    const client = url.protocol === 'https:' ? https : http;
    const answer = await new Promise<{ status: number; text: string }>((resolve, reject) => {
      const req = client.request(url, {
        method: 'POST',
        lookup,
        signal,
        agent: false,
        headers: { ...headers, 'Content-Type': 'application/json', 'Content-Length': String(Buffer.byteLength(body)) },
      });
      req.on('response', (res) => {
        const chunks: Buffer[] = [];
        let size = 0;
        res.on('data', (c: Buffer) => {
          if (size < ANSWER_BYTES) chunks.push(c);
          size += c.length;
          // what the log keeps is read; the rest is not waited for
          if (size >= ANSWER_BYTES) res.destroy();
        });
        const finish = () =>
          resolve({
            status: res.statusCode ?? 0,
            text: Buffer.concat(chunks).subarray(0, ANSWER_BYTES).toString('utf8').replaceAll('\0', ''),
          });
        res.on('end', finish);
        res.on('close', finish);
        res.on('error', finish);
      });
      req.on('error', (err) => reject(signal.aborted ? new FetchRefused('timeout', 'timed out') : err));
      req.end(body);
    });
    const ok = answer.status >= 200 && answer.status <= 299;
    return done({ statusCode: answer.status, error: ok ? null : `answered ${answer.status}`, responseBody: answer.text || null });
  } catch (err) {
    const message = signal.aborted
      ? `no answer within ${WEBHOOK_TIMEOUT_SECONDS} seconds`
      : err instanceof Error
        ? err.message
        : String(err);
    return done({ statusCode: null, error: message.slice(0, 500), responseBody: null });
  }
}
