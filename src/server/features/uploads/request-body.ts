// A streamed request body as the upload operations read it: Node's own request when served by
// Node (no web-stream layer in between), else the web stream, with its declared length.
import type { IncomingMessage } from 'node:http';
import { Readable } from 'node:stream';
import type { Context } from 'hono';
import type { AppEnv } from '../../http/context.ts';

export function requestBody(c: Context<AppEnv>): { contentLength: number | undefined; body: Readable | ReadableStream<Uint8Array> | null } {
  const length = c.req.header('Content-Length');
  const contentLength = length !== undefined && /^\d+$/.test(length) ? Number(length) : undefined;
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  return { contentLength, body: incoming instanceof Readable ? incoming : c.req.raw.body };
}
