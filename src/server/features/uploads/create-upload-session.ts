// Starts a resumable upload: the declared size is held to the kind's cap and, with the account's
// other sessions still open, to the quota of files no release uses yet; the session counts as one
// upload against the hourly limit. The file itself is checked when its last part arrives.
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { DomainError } from '../../../domain/errors.ts';
import { SESSION_HOURS, type CreateUploadSessionInput } from '../../../domain/upload-sessions.ts';
import type { UploadSessionDto } from '../../../domain/upload-sessions-dto.ts';
import { tooLargeMessage } from '../../../domain/uploads.ts';
import { uploadSessions } from '../../db/schema-uploads.ts';
import type { Deps } from '../../deps.ts';
import type { UserActor } from '../../actor.ts';
import { consumeLimit } from '../../http/rate-limit.ts';
import { unattachedBytes } from './unattached.ts';
import { maxBytesOf, quotaRefusal, UPLOAD_RATE } from './upload-file.ts';
import { toSessionDto } from './upload-session-row.ts';

export async function createUploadSession(deps: Deps, { userId }: UserActor, input: CreateUploadSessionInput): Promise<UploadSessionDto> {
  const maxBytes = maxBytesOf(deps.env, input.kind);
  if (input.size > maxBytes) throw new DomainError('PAYLOAD_TOO_LARGE', tooLargeMessage(maxBytes), 'size');
  await consumeLimit(deps.pool, UPLOAD_RATE, userId);
  const quota = deps.env.UPLOAD_UNATTACHED_MAX_BYTES;
  return deps.db.transaction(async (tx) => {
    // The lock single uploads take to record a file: sessions made at once cannot all fit the quota.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`uploads:${userId}`}, 0))`);
    const [open] = await tx
      .select({ bytes: sql<string>`coalesce(sum(${uploadSessions.size}), 0)` })
      .from(uploadSessions)
      .where(and(eq(uploadSessions.userId, userId), isNull(uploadSessions.fileId), gt(uploadSessions.expiresAt, sql`now()`)));
    const used = (await unattachedBytes(tx, userId)) + Number(open?.bytes ?? 0);
    if (used + input.size > quota) throw quotaRefusal(used, quota);
    const [row] = await tx
      .insert(uploadSessions)
      .values({
        userId,
        kind: input.kind,
        name: input.name,
        size: input.size,
        expiresAt: sql`now() + make_interval(hours => ${SESSION_HOURS})`,
      })
      .returning();
    return toSessionDto(row!, null);
  });
}
