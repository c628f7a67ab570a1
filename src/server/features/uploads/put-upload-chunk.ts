// A part of a resumable upload, taken only at the offset the session has reached. The offset moves
// by compare-and-set once the part is stored whole: of two requests carrying the same part, one
// moves it and the other is told where the upload continues (its part is deleted again). The part
// that reaches the end completes the session; a completed session answers with its file again.
import { randomUUID } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { DomainError } from '../../../domain/errors.ts';
import { CHUNK_BYTES, UPLOAD_SESSION_MESSAGES } from '../../../domain/upload-sessions.ts';
import type { UploadSessionDto } from '../../../domain/upload-sessions-dto.ts';
import { uploadSessions } from '../../db/schema-uploads.ts';
import type { Deps } from '../../deps.ts';
import type { UserActor } from '../../actor.ts';
import { completeUploadSession } from './complete-upload-session.ts';
import { storeUploadPart, type PartRequest } from './store-upload-part.ts';
import { findSession, partPrefix, sessionAnswer, toSessionDto } from './upload-session-row.ts';

const wrongOffset = (expected: number) => new DomainError('CONFLICT', UPLOAD_SESSION_MESSAGES.wrongOffset(expected), 'offset');

export async function putUploadChunk(
  deps: Deps,
  actor: UserActor,
  id: string,
  req: PartRequest & { offset: number },
): Promise<UploadSessionDto> {
  const session = await findSession(deps.db, actor.userId, id);
  if (session.fileId) return sessionAnswer(deps, session);
  if (req.offset !== session.offset) throw wrongOffset(session.offset);
  if (session.offset === session.size) return completeUploadSession(deps, actor, session, false);

  const key = `${partPrefix(actor.userId, id)}${session.partKeys.length}-${randomUUID()}`;
  const max = Math.min(CHUNK_BYTES, session.size - session.offset);
  const size = await storeUploadPart(deps, key, req, { offset: session.offset, max });
  const end = sql`${uploadSessions.offset} + ${size} = ${uploadSessions.size}`;
  const [advanced] = await deps.db
    .update(uploadSessions)
    .set({
      offset: sql`${uploadSessions.offset} + ${size}`,
      partKeys: sql`array_append(${uploadSessions.partKeys}, ${key})`,
      completingAt: sql`case when ${end} then now() end`,
    })
    .where(
      and(
        eq(uploadSessions.id, id),
        eq(uploadSessions.userId, actor.userId),
        eq(uploadSessions.offset, req.offset),
        isNull(uploadSessions.fileId),
        gt(uploadSessions.expiresAt, sql`now()`),
      ),
    )
    .returning();
  if (!advanced) {
    await deps.storage.delete(key).catch(() => undefined);
    const now = await findSession(deps.db, actor.userId, id);
    if (now.fileId) return sessionAnswer(deps, now);
    throw wrongOffset(now.offset);
  }
  if (advanced.offset < advanced.size) return toSessionDto(advanced, null);
  return completeUploadSession(deps, actor, advanced, true);
}
