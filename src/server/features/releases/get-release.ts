// One of the artist's releases with its tracks, files and status history; another artist's id
// is not found.
import { and, asc, eq, sql } from 'drizzle-orm';
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

/** The reads of a release: it with its cover, its tracks with their audio, its status history. */
function queries(db: DbOrTx) {
  const id = sql.placeholder('id');
  return {
    release: db
      .select({ release: musicReleases, cover: uploadedFiles })
      .from(musicReleases)
      .leftJoin(uploadedFiles, and(eq(uploadedFiles.id, musicReleases.coverFileId), eq(uploadedFiles.userId, musicReleases.userId)))
      .where(and(eq(musicReleases.id, id), eq(musicReleases.userId, sql.placeholder('userId')))),
    tracks: db
      .select({ track: releaseTracks, file: uploadedFiles })
      .from(releaseTracks)
      .leftJoin(uploadedFiles, eq(uploadedFiles.id, releaseTracks.audioFileId))
      .where(eq(releaseTracks.releaseId, id))
      .orderBy(asc(releaseTracks.position)),
    history: db
      .select({ h: releaseStatusHistory, actorName: users.name })
      .from(releaseStatusHistory)
      .leftJoin(users, eq(users.id, releaseStatusHistory.actorId))
      .where(eq(releaseStatusHistory.releaseId, id))
      .orderBy(asc(releaseStatusHistory.createdAt)),
  };
}

// Named prepared statements, kept for the pool: the API and the release page read releases at a
// high rate, and building and planning the three queries each time cost more than running them
// (PostgreSQL plans a name once per connection; the same name always has the same text).
const prepared = new WeakMap<DbOrTx, ReturnType<typeof prepareAll>>();
function prepareAll(db: DbOrTx) {
  const q = queries(db);
  return {
    release: q.release.prepare('load_release'),
    tracks: q.tracks.prepare('load_release_tracks'),
    history: q.history.prepare('load_release_history'),
  };
}

/**
 * The release as its owner sees it. Inside a transaction (one connection, one query at a time) the
 * reads go one after another; on the pool (`together`) they go at once, as named prepared
 * statements: one round trip.
 */
export async function loadRelease(db: DbOrTx, userId: string, id: string, together = false): Promise<ReleaseDto> {
  const values = { id, userId };
  let found: { release: typeof musicReleases.$inferSelect; cover: typeof uploadedFiles.$inferSelect | null } | undefined;
  let tracks: { track: typeof releaseTracks.$inferSelect; file: typeof uploadedFiles.$inferSelect | null }[];
  let history: { h: typeof releaseStatusHistory.$inferSelect; actorName: string | null }[];
  if (together) {
    let q = prepared.get(db);
    if (!q) prepared.set(db, (q = prepareAll(db)));
    [[found], tracks, history] = await Promise.all([q.release.execute(values), q.tracks.execute(values), q.history.execute(values)]);
    if (!found) throw notFound('Release not found'); // what was read of another's release is dropped unseen
  } else {
    const q = prepareAll(db);
    [found] = await q.release.execute(values);
    if (!found) throw notFound('Release not found');
    tracks = await q.tracks.execute(values);
    history = await q.history.execute(values);
  }
  const { release, cover } = found;
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
    cover,
    isoDay(new Date()),
  );
}

export async function getRelease(deps: Deps, actor: UserActor, id: string): Promise<ReleaseDto> {
  return loadRelease(deps.db, actor.userId, id, true);
}
