import type { ReleaseDto, ReleaseSummaryDto, StatusChangeDto, TrackDto } from '../../../domain/releases-dto.ts';
import type { PriceTier, ReleaseStatus, ReleaseType } from '../../../domain/releases-options.ts';
import { isEditable } from '../../../domain/releases-options.ts';
import { missingForReview } from '../../../domain/releases-rules.ts';
import type { musicReleases } from '../../db/schema.ts';
import type { releaseTracks } from '../../db/schema-releases.ts';
import { fileIdFromUrl, thumbnailUrl, toFileDto, type FileRow } from '../uploads/to-file-dto.ts';

export type ReleaseRow = typeof musicReleases.$inferSelect;
export type TrackRow = typeof releaseTracks.$inferSelect;

/** The cover shown in lists: the thumbnail of an uploaded cover. */
export function coverThumb(coverArtUrl: string | null): string | null {
  const id = fileIdFromUrl(coverArtUrl);
  return id ? thumbnailUrl(id) : null;
}

export function toSummaryDto(r: Pick<ReleaseRow, 'id' | 'title' | 'artistName' | 'genre' | 'releaseType' | 'status' | 'coverArtUrl' | 'streamsCount' | 'revenueEarned' | 'createdAt'>): ReleaseSummaryDto {
  return {
    id: r.id,
    title: r.title,
    artistName: r.artistName,
    genre: r.genre,
    releaseType: r.releaseType as ReleaseType,
    status: r.status as ReleaseStatus,
    coverUrl: coverThumb(r.coverArtUrl),
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
  };
}

export function toReleaseDto(r: ReleaseRow, tracks: TrackDto[], history: StatusChangeDto[], coverFile: FileRow | null): ReleaseDto {
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
  const status = r.status as ReleaseStatus;
  return {
    id: r.id,
    userId: r.userId,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
    title: r.title,
    artistName: r.artistName,
    genre: r.genre,
    subgenre: r.subgenre,
    mood: r.mood,
    language: r.language,
    releaseType: r.releaseType as ReleaseType,
    releaseDate: r.releaseDate,
    audioUrl: r.audioUrl,
    coverArtUrl: r.coverArtUrl,
    coverFile: coverFile ? toFileDto(coverFile) : null,
    lyrics: r.lyrics,
    description: r.description,
    explicitContent: r.explicitContent,
    copyrightHolder: r.copyrightHolder,
    publisher: r.publisher,
    writerComposer: r.writerComposer,
    producer: r.producer,
    featuringArtists: r.featuringArtists,
    territories: r.territories,
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
    editable: isEditable(status),
  };
}
