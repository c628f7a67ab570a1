// What the resumable upload operations share: finding one of the account's sessions (another
// account's, or one past its expiry, is not found), its answer, and removing its stored parts.
import { and, eq, gt, sql } from 'drizzle-orm';
import { notFound } from '../../../domain/errors.ts';
import { CHUNK_BYTES, UPLOAD_SESSION_MESSAGES } from '../../../domain/upload-sessions.ts';
import type { UploadSessionDto } from '../../../domain/upload-sessions-dto.ts';
import type { UploadedFileDto, UploadKind } from '../../../domain/uploads.ts';
import type { DbOrTx } from '../../db/pool.ts';
import { uploadedFiles, uploadSessions } from '../../db/schema-uploads.ts';
import type { Deps } from '../../deps.ts';
import { toFileDto } from './to-file-dto.ts';

export type SessionRow = typeof uploadSessions.$inferSelect;

/** Where a session's parts are stored: each attempt at a part gets a key of its own. */
export const partPrefix = (userId: string, sessionId: string) => `${accountPartsPrefix(userId)}${sessionId}/`;
/** Where all of an account's resumable upload parts are. */
export const accountPartsPrefix = (userId: string) => `parts/${userId}/`;

export async function findSession(db: DbOrTx, userId: string, id: string): Promise<SessionRow> {
  const [row] = await db
    .select()
    .from(uploadSessions)
    .where(and(eq(uploadSessions.id, id), eq(uploadSessions.userId, userId), gt(uploadSessions.expiresAt, sql`now()`)));
  if (!row) throw notFound(UPLOAD_SESSION_MESSAGES.notFound);
  return row;
}

export function toSessionDto(row: SessionRow, file: UploadedFileDto | null): UploadSessionDto {
  return {
    id: row.id,
    kind: row.kind as UploadKind,
    name: row.name,
    size: row.size,
    offset: row.offset,
    chunkBytes: CHUNK_BYTES,
    expiresAt: row.expiresAt.toISOString(),
    file,
  };
}

/** The session's answer, with its file once it has one. */
export async function sessionAnswer({ db }: Pick<Deps, 'db'>, row: SessionRow): Promise<UploadSessionDto> {
  if (!row.fileId) return toSessionDto(row, null);
  const [file] = await db.select().from(uploadedFiles).where(eq(uploadedFiles.id, row.fileId));
  return toSessionDto(row, file ? toFileDto(file) : null);
}

/**
 * Deletes a session's stored parts: its whole folder, so that a part stored by a process killed
 * before the session recorded it goes too. Parts already gone are no error; a failure is logged
 * (the parts are not the user's file, and the session's end must not wait on them).
 */
export async function removeParts({ storage, log }: Pick<Deps, 'storage' | 'log'>, s: { userId: string; id: string }): Promise<void> {
  const prefix = partPrefix(s.userId, s.id);
  await storage.deletePrefix(prefix).catch((err: unknown) => log.warn({ err, prefix }, 'could not delete upload parts'));
}
