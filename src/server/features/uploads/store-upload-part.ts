// One part of a resumable upload, streamed to storage under a key of its own and counted against
// what the session still takes. Storage keeps a part whole or not at all, so a part cut off
// leaves nothing behind, and the session's offset, moved only after this, stays where it was.
import { pipeline, Readable, Transform } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { DomainError } from '../../../domain/errors.ts';
import { UPLOAD_SESSION_MESSAGES } from '../../../domain/upload-sessions.ts';
import type { Deps } from '../../deps.ts';
import { STORAGE_FULL } from './upload-file.ts';

const PART_CUT_OFF =
  'The part was cut off before all of it arrived. Ask for the upload session to see where to continue, and send the rest.';

export type PartRequest = {
  contentLength: number | undefined;
  /** The request body: Node's own stream when served by Node, else the web stream. */
  body: Readable | ReadableStream<Uint8Array> | null;
};

/** Passes bytes through, failing the stream past `max` bytes. */
function capped(max: number): Transform {
  let total = 0;
  return new Transform({
    transform(chunk: Buffer, _enc, done) {
      total += chunk.length;
      if (total > max) return done(new DomainError('PAYLOAD_TOO_LARGE', UPLOAD_SESSION_MESSAGES.partTooLarge(max)));
      done(null, chunk);
    },
  });
}

/** Stores the part at `key`; resolves with its size (more than zero and at most `max` bytes). */
export async function storeUploadPart(
  { storage, log }: Pick<Deps, 'storage' | 'log'>,
  key: string,
  req: PartRequest,
  at: { offset: number; max: number },
): Promise<number> {
  if (req.contentLength !== undefined && req.contentLength > at.max)
    throw new DomainError('PAYLOAD_TOO_LARGE', UPLOAD_SESSION_MESSAGES.partTooLarge(at.max));
  const empty = new DomainError('VALIDATION', UPLOAD_SESSION_MESSAGES.emptyPart(at.offset));
  if (!req.body || req.contentLength === 0) throw empty;
  const source = req.body instanceof Readable ? req.body : Readable.fromWeb(req.body as WebReadableStream<Uint8Array>);
  const counted = capped(at.max);
  pipeline(source, counted, () => undefined);
  let size: number;
  try {
    size = await storage.put(key, counted, 'application/octet-stream');
  } catch (err) {
    source.destroy();
    if (err instanceof DomainError) throw err;
    const code = (err as { code?: unknown }).code;
    if (code === 'ENOSPC' || code === 'EDQUOT') {
      log.error({ err: String(err) }, 'storage full: upload part refused');
      throw new DomainError('STORAGE_FULL', STORAGE_FULL);
    }
    log.warn({ err: String(err) }, 'upload part interrupted');
    throw new DomainError('UPLOAD_INCOMPLETE', PART_CUT_OFF);
  }
  if (size === 0 || (req.contentLength !== undefined && size !== req.contentLength)) {
    await storage.delete(key).catch(() => undefined);
    throw size === 0 ? empty : new DomainError('UPLOAD_INCOMPLETE', PART_CUT_OFF);
  }
  return size;
}
