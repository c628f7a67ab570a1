// The signed-in browsers and devices of the account, the one asking first, then the most recently
// active. Sessions are told apart by id; their tokens never leave the server.
import { and, desc, eq, gt } from 'drizzle-orm';
import type { SessionsDto } from '../../../domain/account-dto.ts';
import { describeDevice } from '../../../domain/account-texts.ts';
import { sessions } from '../../db/schema.ts';
import type { Deps } from '../../deps.ts';
import type { UserActor } from '../../actor.ts';

export async function listSessions(
  { db }: Deps,
  { userId }: UserActor,
  input: { currentToken: string | null },
  now = new Date(),
): Promise<SessionsDto> {
  const rows = await db
    .select()
    .from(sessions)
    .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, now)))
    .orderBy(desc(sessions.updatedAt))
    .limit(100);
  const list = rows.map((s) => ({
    id: s.id,
    current: s.token === input.currentToken,
    device: describeDevice(s.userAgent),
    ipAddress: s.ipAddress || null,
    createdAt: s.createdAt.toISOString(),
    lastActiveAt: s.updatedAt.toISOString(),
    expiresAt: s.expiresAt.toISOString(),
  }));
  return { sessions: [...list.filter((s) => s.current), ...list.filter((s) => !s.current)] };
}
