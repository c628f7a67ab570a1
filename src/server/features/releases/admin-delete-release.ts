// An admin deletes any release (SPEC section 6), with its tracks and history; what it was is
// kept in the audit entry written in the same transaction. Already gone is a 404.
import { eq } from 'drizzle-orm';
import { notFound } from '../../../domain/errors.ts';
import { RELEASE_NOT_FOUND } from '../../../domain/releases-admin-dto.ts';
import type { UserActor } from '../../actor.ts';
import type { Deps } from '../../deps.ts';
import { musicReleases as m } from '../../db/schema-releases.ts';
import { recordAudit } from '../audit/record-audit.ts';

export async function adminDeleteRelease({ db }: Deps, actor: UserActor, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [gone] = await tx
      .delete(m)
      .where(eq(m.id, id))
      .returning({ title: m.title, artistName: m.artistName, status: m.status, userId: m.userId, createdAt: m.createdAt });
    if (!gone) throw notFound(RELEASE_NOT_FOUND);
    await recordAudit(tx, actor, {
      action: 'release.deleted',
      entityType: 'release',
      entityId: id,
      before: {
        title: gone.title,
        artistName: gone.artistName,
        status: gone.status,
        ownerId: gone.userId,
        createdAt: gone.createdAt.toISOString(),
      },
      after: null,
    });
  });
}
