// One of the artist's releases with its tracks, files and status history; another artist's id
// is not found.
import { and, asc, eq } from 'drizzle-orm';
import type { ReleaseDto, StatusChangeDto } from '../../../domain/releases-dto.ts';
import type { ReleaseStatus } from '../../../domain/releases-options.ts';
import type { DbOrTx } from '../../db/pool.ts';
import { users } from '../../db/schema.ts';
import { musicReleases, releaseStatusHistory, releaseTracks } from '../../db/schema-releases.ts';
import { uploadedFiles } from '../../db/schema-uploads.ts';
import { notFound } from '../../../domain/errors.ts';
import { isoDay } from '../../../domain/release-checks.ts';
import { toReleaseDto, toTrackDto } from './to-release-dto.ts';
import type { Deps } from '../../deps.ts';
import type { UserActor } from '../../actor.ts';

/** For operations that already hold a transaction: the release as its owner sees it. */
export async function loadRelease(db: DbOrTx, userId: string, id: string): Promise<ReleaseDto> {
  const [release] = await db
    .select()
    .from(musicReleases)
    .where(and(eq(musicReleases.id, id), eq(musicReleases.userId, userId)));
  if (!release) throw notFound('Release not found');
  const coverId = release.coverFileId;
  // One after another: inside a transaction the three share one connection, which runs one query at a time.
  const tracks = await db
    .select({ track: releaseTracks, file: uploadedFiles })
    .from(releaseTracks)
    .leftJoin(uploadedFiles, eq(uploadedFiles.id, releaseTracks.audioFileId))
    .where(eq(releaseTracks.releaseId, id))
    .orderBy(asc(releaseTracks.position));
  const history = await db
    .select({ h: releaseStatusHistory, actorName: users.name })
    .from(releaseStatusHistory)
    .leftJoin(users, eq(users.id, releaseStatusHistory.actorId))
    .where(eq(releaseStatusHistory.releaseId, id))
    .orderBy(asc(releaseStatusHistory.createdAt));
  const cover = coverId
    ? await db
        .select()
        .from(uploadedFiles)
        .where(and(eq(uploadedFiles.id, coverId), eq(uploadedFiles.userId, userId)))
    : [];
  const historyDtos: StatusChangeDto[] = history.map(({ h, actorName }) => ({
    id: h.id,
    fromStatus: h.fromStatus as ReleaseStatus | null,
    toStatus: h.toStatus as ReleaseStatus,
    note: h.note,
    actorName,
    createdAt: h.createdAt.toISOString(),
  }));
  return toReleaseDto(
    release,
    tracks.map((t) => toTrackDto(t.track, t.file)),
    historyDtos,
    cover[0] ?? null,
    isoDay(new Date()),
  );
}

export async function getRelease(deps: Deps, actor: UserActor, id: string): Promise<ReleaseDto> {
  return loadRelease(deps.db, actor.userId, id);
}
