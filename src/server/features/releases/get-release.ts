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

/**
 * The release as its owner sees it. Inside a transaction (one connection, one query at a time) the
 * reads go one after another; on the pool (`together`) the release, its tracks and its history are
 * read at once, the cover after them: two round trips instead of four.
 */
export async function loadRelease(db: DbOrTx, userId: string, id: string, together = false): Promise<ReleaseDto> {
  const releaseQuery = db
    .select()
    .from(musicReleases)
    .where(and(eq(musicReleases.id, id), eq(musicReleases.userId, userId)));
  const tracksQuery = () =>
    db
      .select({ track: releaseTracks, file: uploadedFiles })
      .from(releaseTracks)
      .leftJoin(uploadedFiles, eq(uploadedFiles.id, releaseTracks.audioFileId))
      .where(eq(releaseTracks.releaseId, id))
      .orderBy(asc(releaseTracks.position));
  const historyQuery = () =>
    db
      .select({ h: releaseStatusHistory, actorName: users.name })
      .from(releaseStatusHistory)
      .leftJoin(users, eq(users.id, releaseStatusHistory.actorId))
      .where(eq(releaseStatusHistory.releaseId, id))
      .orderBy(asc(releaseStatusHistory.createdAt));
  let release: typeof musicReleases.$inferSelect | undefined;
  let tracks: Awaited<ReturnType<typeof tracksQuery>>;
  let history: Awaited<ReturnType<typeof historyQuery>>;
  if (together) {
    [[release], tracks, history] = await Promise.all([releaseQuery, tracksQuery(), historyQuery()]);
    if (!release) throw notFound('Release not found'); // what was read of another's release is dropped unseen
  } else {
    [release] = await releaseQuery;
    if (!release) throw notFound('Release not found');
    tracks = await tracksQuery();
    history = await historyQuery();
  }
  const coverId = release.coverFileId;
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
  return loadRelease(deps.db, actor.userId, id, true);
}
