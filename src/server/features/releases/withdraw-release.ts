// Pending -> draft, by the artist, while the release waits for review: once an admin has acted
// (approved or rejected it) there is nothing to withdraw. One conditional UPDATE, so a withdrawal
// racing a review (or another withdrawal) moves the release once; the move is in the history.
import { and, eq, sql } from 'drizzle-orm';
import { DomainError, notFound } from '../../../domain/errors.ts';
import { RELEASE_STATUS_LABELS, type ReleaseStatus } from '../../../domain/releases-options.ts';
import { musicReleases } from '../../db/schema-releases.ts';
import { recordStatusChange } from './record-status-change.ts';
import type { Deps } from '../../deps.ts';
import type { UserActor } from '../../actor.ts';

export const WITHDRAWN_NOTE = 'Withdrawn from review by the artist';

export function notWithdrawableMessage(status: ReleaseStatus): string {
  return `Only a release waiting for review can be withdrawn; this one is ${RELEASE_STATUS_LABELS[status].toLowerCase()}.`;
}

export async function withdrawRelease(deps: Deps, actor: UserActor, id: string): Promise<void> {
  const { userId } = actor;
  await deps.db.transaction(async (tx) => {
    const moved = await tx
      .update(musicReleases)
      .set({ status: 'draft', updatedAt: sql`now()` })
      .where(and(eq(musicReleases.id, id), eq(musicReleases.userId, userId), eq(musicReleases.status, 'pending')))
      .returning({ id: musicReleases.id });
    if (moved.length) {
      await recordStatusChange(tx, { releaseId: id, actorId: userId, from: 'pending', to: 'draft', note: WITHDRAWN_NOTE });
      return;
    }
    const [current] = await tx
      .select({ status: musicReleases.status })
      .from(musicReleases)
      .where(and(eq(musicReleases.id, id), eq(musicReleases.userId, userId)));
    if (!current) throw notFound('Release not found');
    throw new DomainError('CONFLICT', notWithdrawableMessage(current.status as ReleaseStatus));
  });
}
