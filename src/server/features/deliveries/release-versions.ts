// A release's versions, newest first, and what each store received of each: version 1 as first
// approved (its deliveries name no revision), then every reviewed change (approved ones numbered,
// the latest live) and the one waiting for review, each with who wrote it: the artist, or an admin
// for them (named to admins; the artist reads "our team"). Artists see their own releases only.
import { and, asc, desc, eq } from 'drizzle-orm';
import { notFound } from '../../../domain/errors.ts';
import type { ReleaseVersionDto, VersionAuthorDto, VersionDeliveryDto } from '../../../domain/release-updates.ts';
import { RELEASE_NOT_FOUND } from '../../../domain/releases-admin-dto.ts';
import { isAdmin, type UserActor } from '../../actor.ts';
import { users } from '../../db/schema.ts';
import { deliveries as d, storeEndpoints as e } from '../../db/schema-deliveries.ts';
import { musicReleases, releaseRevisions as r, releaseStatusHistory } from '../../db/schema-releases.ts';
import type { Deps } from '../../deps.ts';

export async function listReleaseVersions(deps: Deps, actor: UserActor, releaseId: string): Promise<ReleaseVersionDto[]> {
  const [release] = await deps.db.select({ userId: musicReleases.userId }).from(musicReleases).where(eq(musicReleases.id, releaseId));
  if (!release || (!isAdmin(actor) && release.userId !== actor.userId)) throw notFound(RELEASE_NOT_FOUND);
  const revisions = await deps.db
    .select({ v: r, authorName: users.name, authorEmail: users.email })
    .from(r)
    .leftJoin(users, eq(users.id, r.authorId))
    .where(eq(r.releaseId, releaseId))
    .orderBy(desc(r.createdAt));
  const author = (authorId: string | null, name: string | null, email: string | null): VersionAuthorDto | null => {
    if (!authorId) return null;
    if (authorId === release.userId) return { by: 'artist' };
    return { by: 'admin', name: isAdmin(actor) ? name || email : null };
  };
  const sent = await deps.db
    .select({
      id: d.id,
      revisionId: d.revisionId,
      storeName: e.name,
      kind: d.kind,
      state: d.state,
      messageId: d.messageId,
      batchId: d.batchId,
      fileHashes: d.fileHashes,
      queuedAt: d.queuedAt,
    })
    .from(d)
    .innerJoin(e, eq(e.id, d.endpointId))
    .where(eq(d.releaseId, releaseId))
    .orderBy(asc(e.name), asc(d.createdAt));
  const [approved] = await deps.db
    .select({ at: releaseStatusHistory.createdAt })
    .from(releaseStatusHistory)
    .where(and(eq(releaseStatusHistory.releaseId, releaseId), eq(releaseStatusHistory.toStatus, 'approved')))
    .orderBy(asc(releaseStatusHistory.createdAt))
    .limit(1);
  const deliveriesOf = (revisionId: string | null): VersionDeliveryDto[] =>
    sent
      .filter((s) => s.revisionId === revisionId)
      .map((s) => ({
        id: s.id,
        storeName: s.storeName,
        kind: s.kind as VersionDeliveryDto['kind'],
        state: s.state,
        messageId: s.messageId,
        batchId: isAdmin(actor) ? s.batchId : null,
        filesSent: Object.keys(s.fileHashes).length,
        queuedAt: s.queuedAt.toISOString(),
      }));
  const latest = Math.max(1, ...revisions.map(({ v }) => v.version ?? 0));
  const versions: ReleaseVersionDto[] = revisions.map(({ v, authorName, authorEmail }) => ({
    version: v.version,
    state: v.state === 'approved' && v.version === latest ? 'live' : (v.state as ReleaseVersionDto['state']),
    revisionId: v.id,
    adminNotes: v.adminNotes,
    editedBy: author(v.authorId, authorName, authorEmail),
    createdAt: v.createdAt.toISOString(),
    reviewedAt: v.reviewedAt?.toISOString() ?? null,
    deliveries: deliveriesOf(v.id),
  }));
  if (!approved && !sent.length) return versions;
  const first = deliveriesOf(null);
  versions.push({
    version: 1,
    state: latest === 1 ? 'live' : 'approved',
    revisionId: null,
    adminNotes: null,
    editedBy: null,
    createdAt: (approved?.at ?? sent[0]!.queuedAt).toISOString(),
    reviewedAt: approved?.at.toISOString() ?? null,
    deliveries: first,
  });
  return versions;
}
