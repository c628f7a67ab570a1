import type { ReleaseDto, ReleaseSummaryDto, StatusChangeDto, TrackDto } from '../../../domain/releases-dto.ts';
import type { PriceTier, ReleaseStatus, ReleaseType } from '../../../domain/releases-options.ts';
import type { TerritoryChoice } from '../../../domain/territories.ts';
import { isEditable } from '../../../domain/releases-options.ts';
import { missingForReview } from '../../../domain/releases-rules.ts';
import { storeChecks } from '../../../domain/release-checks.ts';
import type { musicReleases } from '../../db/schema-releases.ts';
import type { releaseTracks } from '../../db/schema-releases.ts';
import { thumbnailUrl, toFileDto, type FileRow } from '../uploads/to-file-dto.ts';

export type ReleaseRow = typeof musicReleases.$inferSelect;
export type TrackRow = typeof releaseTracks.$inferSelect;

export function toSummaryDto(
  r: Pick<
    ReleaseRow,
    | 'id'
    | 'title'
    | 'artistName'
    | 'otherMainArtists'
    | 'genre'
    | 'releaseType'
    | 'status'
    | 'coverFileId'
    | 'streamsCount'
    | 'revenueEarned'
    | 'createdAt'
    | 'upc'
  >,
): ReleaseSummaryDto {
  return {
    id: r.id,
    title: r.title,
    artistName: r.artistName,
    otherMainArtists: r.otherMainArtists,
    genre: r.genre,
    releaseType: r.releaseType as ReleaseType,
    status: r.status as ReleaseStatus,
    coverUrl: r.coverFileId ? thumbnailUrl(r.coverFileId) : null,
    upc: r.upc,
    streamsCount: r.streamsCount,
    revenueEarned: r.revenueEarned,
    createdAt: r.createdAt.toISOString(),
  };
}

export function toTrackDto(t: TrackRow, file: FileRow | null): TrackDto {
  return {
    id: t.id,
    position: t.position,
    title: t.title,
    audioUrl: t.audioUrl,
    audioFile: file ? toFileDto(file) : null,
    explicit: t.explicit,
    writerComposer: t.writerComposer,
    producer: t.producer,
    featuringArtists: t.featuringArtists,
    isrc: t.isrc,
  };
}

/** `today` (YYYY-MM-DD, UTC) dates the store checks: a release date before it has passed. */
export function toReleaseDto(
  r: ReleaseRow,
  tracks: TrackDto[],
  history: StatusChangeDto[],
  coverFile: FileRow | null,
  today: string,
): ReleaseDto {
  const cover = coverFile ? toFileDto(coverFile) : null;
  const missing = missingForReview({
    title: r.title,
    artistName: r.artistName,
    genre: r.genre,
    releaseType: r.releaseType as ReleaseType,
    releaseDate: r.releaseDate,
    coverArtUrl: r.coverArtUrl,
    hasCoverFile: !!coverFile,
    copyrightHolder: r.copyrightHolder,
    tracks: tracks.map((t) => ({ title: t.title, hasAudio: !!t.audioUrl || !!t.audioFile })),
  });
  const { problems, warnings } = storeChecks({
    today,
    // A release already at the stores keeps its original date, which has passed.
    releaseDate: r.alreadyInStores ? null : r.releaseDate,
    releaseType: r.releaseType as ReleaseType,
    title: r.title,
    cover: cover?.image ?? null,
    tracks: tracks.map((t) => ({
      position: t.position,
      title: t.title,
      audio: t.audioFile?.audio ?? null,
      link: !t.audioFile && !!t.audioUrl,
    })),
  });
  const status = r.status as ReleaseStatus;
  return {
    id: r.id,
    userId: r.userId,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
    title: r.title,
    artistName: r.artistName,
    artistProfileId: r.artistProfileId,
    otherMainArtists: r.otherMainArtists,
    genre: r.genre,
    subgenre: r.subgenre,
    mood: r.mood,
    language: r.language,
    releaseType: r.releaseType as ReleaseType,
    releaseDate: r.releaseDate,
    audioUrl: r.audioUrl,
    coverArtUrl: r.coverArtUrl,
    coverFile: cover,
    lyrics: r.lyrics,
    description: r.description,
    explicitContent: r.explicitContent,
    copyrightHolder: r.copyrightHolder,
    labelName: r.labelName ?? r.artistName,
    publisher: r.publisher,
    writerComposer: r.writerComposer,
    producer: r.producer,
    featuringArtists: r.featuringArtists,
    territories: { mode: r.territoryMode as TerritoryChoice['mode'], codes: r.territories },
    stores: r.stores,
    upc: r.upc,
    priceTier: r.priceTier as PriceTier,
    preOrderDate: r.preOrderDate,
    submissionNotes: r.submissionNotes,
    status,
    adminNotes: r.adminNotes,
    streamsCount: r.streamsCount,
    revenueEarned: r.revenueEarned,
    tracks,
    history,
    missing,
    problems,
    warnings,
    editable: isEditable(status),
    withdrawable: status === 'pending',
  };
}
