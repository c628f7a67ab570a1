// One upload: the request body streams straight to storage through a guard that sniffs the type
// from the first bytes and counts against the size cap. Only a complete, readable file gets a
// row; anything cut off, oversized, mistyped or unreadable is removed again. Each account may
// upload so many files an hour, and keep so many bytes in files no release uses yet.
import { randomUUID } from 'node:crypto';
import { pipeline, Readable, Transform } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { sql } from 'drizzle-orm';
import {
  MIME_OF,
  UNREADABLE_AUDIO,
  formatBytes,
  isReadableAudio,
  NAME_MISMATCH,
  SNIFF_BYTES,
  UPLOAD_TYPES,
  nameMatchesType,
  notAcceptedMessage,
  sniffType,
  tooLargeMessage,
  type SniffedType,
  type UploadKind,
  type UploadedFileDto,
} from '../../../domain/uploads.ts';
import { uploadedFiles } from '../../db/schema-uploads.ts';
import type { Deps } from '../../deps.ts';
import { DomainError } from '../../../domain/errors.ts';
import { consumeLimit, type LimitRule } from '../../http/rate-limit.ts';
import { unattachedBytes } from './unattached.ts';
import { readAudioInfo } from './read-audio-info.ts';
import { intendObjects, settleObjects } from './storage-intents.ts';
import { makeThumbnail, readImageInfo } from './read-image-info.ts';
import { toFileDto, type FileMetadata } from './to-file-dto.ts';
import type { UserActor } from '../../actor.ts';

const INTERRUPTED = 'The upload was interrupted before the whole file arrived. Please try again.';
export const STORAGE_FULL = 'We cannot store files right now: our storage is full. Nothing was kept; please try again later.';

export const UPLOAD_RATE: LimitRule = {
  name: 'uploads',
  max: 100,
  windowSeconds: 3600,
  message: 'You have uploaded many files in a short time.',
};

/** How many leading bytes are kept to check the file's own description of itself (WAV chunks). */
const HEAD_KEEP = 64 * 1024;

export function quotaRefusal(used: number, quota: number): DomainError {
  return new DomainError(
    'QUOTA_EXCEEDED',
    `Your uploads that no release uses yet take ${formatBytes(used)} of the ${formatBytes(quota)} allowed. Add them to a release, or upload again after a day, when unused files are removed.`,
  );
}

export type UploadRequest = {
  kind: UploadKind;
  name: string;
  contentLength: number | undefined;
  /** The request body: Node's own stream when served by Node, else the web stream. */
  body: Readable | ReadableStream<Uint8Array> | null;
  /** Already counted against the hourly limit (a resumable upload counts when its session is made). */
  counted?: boolean;
};

/** The largest file of a kind the settings allow. */
export const maxBytesOf = (env: Deps['env'], kind: UploadKind): number =>
  kind === 'audio' ? env.UPLOAD_MAX_AUDIO_BYTES : env.UPLOAD_MAX_COVER_BYTES;

/** Passes bytes through, failing the stream when the type is wrong or the cap is passed. */
function guard(kind: UploadKind, name: string, maxBytes: number, found: (t: SniffedType) => void, keep: (head: Buffer) => void): Transform {
  let head = Buffer.alloc(0);
  let sniffed = false;
  let total = 0;
  return new Transform({
    transform(chunk: Buffer, _enc, done) {
      total += chunk.length;
      if (total > maxBytes) return done(new DomainError('PAYLOAD_TOO_LARGE', tooLargeMessage(maxBytes)));
      if (!sniffed) {
        head = Buffer.concat([head, chunk]);
        if (head.length < SNIFF_BYTES) return done();
        sniffed = true;
        const type = sniffType(head);
        if (!type || !UPLOAD_TYPES[kind].types.includes(type)) return done(new DomainError('UNSUPPORTED_TYPE', notAcceptedMessage(kind)));
        if (!nameMatchesType(name, type)) return done(new DomainError('NAME_MISMATCH', NAME_MISMATCH));
        found(type);
        keep(head.subarray(0, HEAD_KEEP));
        const all = head;
        head = Buffer.alloc(0);
        return done(null, all);
      }
      done(null, chunk);
    },
    flush(done) {
      if (!sniffed) return done(new DomainError('UNSUPPORTED_TYPE', notAcceptedMessage(kind)));
      done();
    },
  });
}

export async function uploadFile(deps: Deps, { userId }: UserActor, req: UploadRequest): Promise<UploadedFileDto> {
  const { storage, env, db, log } = deps;
  const maxBytes = maxBytesOf(env, req.kind);
  if (req.contentLength !== undefined && req.contentLength > maxBytes)
    throw new DomainError('PAYLOAD_TOO_LARGE', tooLargeMessage(maxBytes));
  if (!req.body) throw new DomainError('UNSUPPORTED_TYPE', notAcceptedMessage(req.kind));
  if (!req.counted) await consumeLimit(deps.pool, UPLOAD_RATE, userId);
  const quota = env.UPLOAD_UNATTACHED_MAX_BYTES;
  const usedBefore = await unattachedBytes(db, userId);
  if (usedBefore + (req.contentLength ?? 1) > quota) throw quotaRefusal(usedBefore, quota);

  let type: SniffedType | undefined;
  let head = Buffer.alloc(0);
  const source = req.body instanceof Readable ? req.body : Readable.fromWeb(req.body as WebReadableStream<Uint8Array>);
  const checked = guard(
    req.kind,
    req.name,
    maxBytes,
    (t) => (type = t),
    (h) => (head = Buffer.from(h)),
  );
  // pipeline keeps error listeners on both for their whole life and destroys both on failure.
  pipeline(source, checked, () => undefined);

  const id = randomUUID();
  const key = `${req.kind}/${userId}/${id}`;
  const thumbKey = req.kind === 'cover' ? `${key}-thumb.jpg` : null;
  const keys = thumbKey ? [key, thumbKey] : [key];
  await intendObjects(db, keys); // so a process killed before the row is recorded leaves no lost bytes
  let size: number;
  try {
    size = await storage.put(key, checked, 'application/octet-stream');
  } catch (err) {
    // Stryker disable next-line CallExpression: equivalent, a failed pipeline has destroyed the source already
    source.destroy();
    await settleObjects(db, keys).catch(() => undefined); // the storage kept nothing
    if (err instanceof DomainError) throw err;
    // the disk (or the account's quota on it) is full: the storage kept nothing, and operators must know
    const code = (err as { code?: unknown }).code;
    if (code === 'ENOSPC' || code === 'EDQUOT') {
      log.error({ err: String(err) }, 'storage full: upload refused');
      throw new DomainError('STORAGE_FULL', STORAGE_FULL);
    }
    // Stryker disable next-line CallExpression,ObjectLiteral,StringLiteral: only a log line
    log.warn({ err: String(err) }, 'upload interrupted');
    throw new DomainError('UPLOAD_INCOMPLETE', INTERRUPTED);
  }
  const cleanup = async () => {
    await storage.delete(key).catch(() => undefined);
    if (thumbKey) await storage.delete(thumbKey).catch(() => undefined);
    await settleObjects(db, keys).catch(() => undefined);
  };
  if (req.contentLength !== undefined && size !== req.contentLength) {
    await cleanup();
    throw new DomainError('UPLOAD_INCOMPLETE', INTERRUPTED);
  }
  const mimeType = MIME_OF[type!];
  let metadata: FileMetadata;
  try {
    if (req.kind === 'audio') {
      const audio = await readAudioInfo(storage, key, size, mimeType);
      if (!isReadableAudio(audio, type === 'wav' ? { head, size } : undefined)) throw new Error('audio without a readable format');
      metadata = { audio };
    } else {
      metadata = { image: await readImageInfo(storage, key) };
      await makeThumbnail(storage, key, thumbKey!);
    }
  } catch (err) {
    await cleanup();
    // Stryker disable next-line CallExpression,ObjectLiteral,StringLiteral: only a log line
    log.info({ err: String(err) }, 'unreadable upload');
    throw new DomainError(
      'UNREADABLE',
      req.kind === 'audio' ? UNREADABLE_AUDIO : 'We could not read this image. Please upload a valid JPG or PNG file.',
    );
  }
  try {
    // One account's uploads are recorded one at a time, so parallel uploads cannot all fit the quota.
    const row = await db.transaction(async (tx) => {
      // Stryker disable next-line StringLiteral: equivalent, one lock key for every account serialises more but refuses the same
      await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`uploads:${userId}`}, 0))`);
      const used = await unattachedBytes(tx, userId);
      if (used + size > quota) throw quotaRefusal(used, quota);
      await settleObjects(tx, keys);
      const [inserted] = await tx
        .insert(uploadedFiles)
        .values({
          id,
          userId,
          kind: req.kind,
          storageKey: key,
          thumbnailKey: thumbKey,
          originalName: req.name,
          mimeType,
          sizeBytes: size,
          metadata,
        })
        .returning();
      return inserted!;
    });
    return toFileDto(row);
  } catch (err) {
    await cleanup();
    throw err;
  }
}
