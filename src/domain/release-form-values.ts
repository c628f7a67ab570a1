// A release turned back into the release form's values, for editing: the release as it is (its
// DTO), or a change waiting for review (the checked values it was saved with). The artist's edit
// page starts from the first; the console's edit of a release in stores from whichever is newest.
import type { ReleaseDto } from './releases-dto.ts';
import type { ReleaseFormValuesDto } from './release-updates-dto.ts';
import type { ReleaseValues } from './releases.ts';
import { splitList } from './releases-rules.ts';
import type { UploadedFileDto } from './uploads.ts';

export function toFormValues(r: ReleaseDto): ReleaseFormValuesDto {
  const single = r.releaseType === 'single';
  const first = r.tracks[0];
  return {
    title: r.title,
    artistName: r.artistName,
    otherMainArtists: r.otherMainArtists,
    genre: (r.genre ?? '') as ReleaseFormValuesDto['genre'],
    subgenre: r.subgenre ?? '',
    mood: (r.mood ?? '') as ReleaseFormValuesDto['mood'],
    language: r.language as ReleaseFormValuesDto['language'],
    releaseType: r.releaseType,
    releaseDate: r.releaseDate ?? '',
    audioUrl: single ? (first?.audioUrl ?? '') : '',
    audioFileId: single ? (first?.audioFile?.id ?? '') : '',
    // The address a cover was fetched from stays with its copy, so saving again fetches nothing.
    coverArtUrl: r.coverArtUrl ?? '',
    coverFileId: r.coverFile?.id ?? '',
    lyrics: r.lyrics ?? '',
    description: r.description ?? '',
    explicitContent: r.explicitContent,
    copyrightHolder: r.copyrightHolder ?? '',
    labelName: r.labelName,
    publisher: r.publisher ?? '',
    writerComposer: splitList(r.writerComposer ?? ''),
    producer: splitList(r.producer ?? ''),
    featuringArtists: r.featuringArtists,
    territories: r.territories,
    stores: r.stores,
    upc: r.upc ?? '',
    isrc: single ? (first?.isrc ?? '') : '',
    priceTier: r.priceTier,
    preOrderDate: r.preOrderDate ?? '',
    submissionNotes: r.submissionNotes ?? '',
    tracks: single
      ? []
      : r.tracks.map((t) => ({
          title: t.title,
          audioUrl: t.audioUrl ?? '',
          audioFileId: t.audioFile?.id ?? '',
          explicit: t.explicit,
          writerComposer: splitList(t.writerComposer ?? ''),
          producer: splitList(t.producer ?? ''),
          featuringArtists: t.featuringArtists,
          isrc: t.isrc ?? '',
        })),
  };
}

/** A change's checked values as the form holds them: contributors one name per entry again. */
export function revisionFormValues(v: ReleaseValues): ReleaseFormValuesDto {
  return {
    ...v,
    // A change saved before the release had further main artists has none.
    otherMainArtists: v.otherMainArtists ?? [],
    writerComposer: splitList(v.writerComposer),
    producer: splitList(v.producer),
    tracks: v.tracks.map((t) => ({ ...t, writerComposer: splitList(t.writerComposer), producer: splitList(t.producer) })),
  };
}

/** The uploaded files an existing release refers to, by id. */
export function filesOf(r: ReleaseDto): Record<string, UploadedFileDto> {
  const files: Record<string, UploadedFileDto> = {};
  if (r.coverFile) files[r.coverFile.id] = r.coverFile;
  for (const t of r.tracks) if (t.audioFile) files[t.audioFile.id] = t.audioFile;
  return files;
}
