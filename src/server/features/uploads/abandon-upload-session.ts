// Gives up a resumable upload: the session and its stored parts go; a file it completed stays,
// an upload like any other.
import { and, eq } from 'drizzle-orm';
import { notFound } from '../../../domain/errors.ts';
import { UPLOAD_SESSION_MESSAGES } from '../../../domain/upload-sessions.ts';
import { uploadSessions } from '../../db/schema-uploads.ts';
import type { Deps } from '../../deps.ts';
import type { UserActor } from '../../actor.ts';
import { removeParts } from './upload-session-row.ts';

export async function abandonUploadSession(deps: Deps, { userId }: UserActor, id: string): Promise<void> {
  const [gone] = await deps.db
    .delete(uploadSessions)
    .where(and(eq(uploadSessions.id, id), eq(uploadSessions.userId, userId)))
    .returning({ id: uploadSessions.id });
  if (!gone) throw notFound(UPLOAD_SESSION_MESSAGES.notFound);
  await removeParts(deps, { userId, id: gone.id });
}
