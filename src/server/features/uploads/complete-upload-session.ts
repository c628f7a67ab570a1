// The last part of a resumable upload has arrived: the parts, read in order as one body, go
// through the single upload (uploadFile), so the file meets every check a single upload meets. A
// file refused for what it is (its type, name, size or content) ends the session and its parts; a
// refusal that may pass later (the quota, full storage, a read cut off) keeps them, and the client
// completes it by sending an empty part at the end of the file.
import { Readable } from 'node:stream';
import { and, eq, isNull, or, sql } from 'drizzle-orm';
import { DomainError, type ErrorCode } from '../../../domain/errors.ts';
import { UPLOAD_SESSION_MESSAGES } from '../../../domain/upload-sessions.ts';
import type { UploadSessionDto } from '../../../domain/upload-sessions-dto.ts';
import type { UploadKind } from '../../../domain/uploads.ts';
import { uploadSessions } from '../../db/schema-uploads.ts';
import type { Deps } from '../../deps.ts';
import type { UserActor } from '../../actor.ts';
import type { Storage } from '../../storage/storage.ts';
import { uploadFile } from './upload-file.ts';
import { findSession, removeParts, sessionAnswer, toSessionDto, type SessionRow } from './upload-session-row.ts';

/** After this long a completion that never finished (its process stopped) may be started again. */
const COMPLETING_MINUTES = 10;

const ENDS_SESSION: ReadonlySet<ErrorCode> = new Set(['UNSUPPORTED_TYPE', 'NAME_MISMATCH', 'UNREADABLE', 'PAYLOAD_TOO_LARGE']);

async function* partsInOrder(storage: Storage, keys: readonly string[]): AsyncGenerator<Buffer> {
  for (const key of keys) for await (const chunk of await storage.get(key)) yield chunk as Buffer;
}

/** Takes over a whole session no request is completing (or whose completion was given up). */
async function claim(deps: Deps, row: SessionRow): Promise<SessionRow | undefined> {
  const [claimed] = await deps.db
    .update(uploadSessions)
    .set({ completingAt: sql`now()` })
    .where(
      and(
        eq(uploadSessions.id, row.id),
        isNull(uploadSessions.fileId),
        eq(uploadSessions.offset, uploadSessions.size),
        or(isNull(uploadSessions.completingAt), sql`${uploadSessions.completingAt} < now() - make_interval(mins => ${COMPLETING_MINUTES})`),
      ),
    )
    .returning();
  return claimed;
}

/**
 * Makes the file of a session whose parts have all arrived. `claimed`: the caller's own update
 * moved the offset to the end (and so took the completion); otherwise it is taken here.
 */
export async function completeUploadSession(deps: Deps, actor: UserActor, row: SessionRow, claimed: boolean): Promise<UploadSessionDto> {
  let session = row;
  if (!claimed) {
    const taken = await claim(deps, row);
    if (!taken) {
      const now = await findSession(deps.db, row.userId, row.id);
      if (now.fileId) return sessionAnswer(deps, now);
      throw new DomainError('CONFLICT', UPLOAD_SESSION_MESSAGES.completing);
    }
    session = taken;
  }
  const body = Readable.from(partsInOrder(deps.storage, session.partKeys));
  let file;
  try {
    file = await uploadFile(deps, actor, {
      kind: session.kind as UploadKind,
      name: session.name,
      contentLength: session.size,
      body,
      counted: true,
    });
  } catch (err) {
    if (err instanceof DomainError && ENDS_SESSION.has(err.code)) {
      await deps.db.delete(uploadSessions).where(eq(uploadSessions.id, session.id));
      await removeParts(deps, session);
    } else {
      await deps.db.update(uploadSessions).set({ completingAt: null }).where(eq(uploadSessions.id, session.id));
    }
    throw err;
  }
  await deps.db.update(uploadSessions).set({ fileId: file.id, partKeys: [], completingAt: null }).where(eq(uploadSessions.id, session.id));
  await removeParts(deps, session);
  return toSessionDto({ ...session, fileId: file.id, partKeys: [] }, file);
}
