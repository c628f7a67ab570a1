// Signing out other browsers: one session by id (another user's, or an unknown id, is not found;
// the current one is signed out from the header's Sign Out instead), or every session but the
// current one. Removing the row ends the session on its next request.
import { and, eq, ne } from 'drizzle-orm';
import { DomainError, notFound } from '../../../domain/errors.ts';
import { sessions } from '../../db/schema.ts';
import type { Deps } from '../../deps.ts';
import type { UserActor } from '../../actor.ts';

export const SESSION_NOT_FOUND = 'Session not found';
const CURRENT_SESSION = 'This is the session you are using. Use Sign Out to end it.';

export async function endSession(
  { db, log }: Deps,
  { userId }: UserActor,
  input: { id: string; currentToken: string | null },
): Promise<void> {
  const [row] = await db
    .select({ token: sessions.token })
    .from(sessions)
    .where(and(eq(sessions.id, input.id), eq(sessions.userId, userId)));
  if (!row) throw notFound(SESSION_NOT_FOUND);
  if (row.token === input.currentToken) throw new DomainError('CONFLICT', CURRENT_SESSION);
  await db.delete(sessions).where(and(eq(sessions.id, input.id), eq(sessions.userId, userId)));
  log.info({ userId, sessionId: input.id }, 'session ended from settings');
}

export async function endOtherSessions(
  { db, log }: Deps,
  { userId }: UserActor,
  input: { currentToken: string | null },
): Promise<{ ended: number }> {
  const where = input.currentToken ? and(eq(sessions.userId, userId), ne(sessions.token, input.currentToken)) : eq(sessions.userId, userId);
  const ended = await db.delete(sessions).where(where).returning({ id: sessions.id });
  log.info({ userId, ended: ended.length }, 'other sessions ended from settings');
  return { ended: ended.length };
}
