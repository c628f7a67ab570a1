// The form's values: what the create form starts with, and an existing release turned back into
// form values for editing.
import type { ReleaseDto } from '../../../../domain/releases-dto.ts';
import type { ReleaseInput, TrackInput } from '../../../../domain/releases.ts';
import { splitList } from '../../../../domain/releases-rules.ts';
import type { UploadedFileDto } from '../../../../domain/uploads.ts';

export type FormValues = ReleaseInput;

/** Uploaded files the form refers to, by id, and how to add one. */
export type FilesState = { files: Record<string, UploadedFileDto>; addFile: (f: UploadedFileDto) => void };

export const emptyTrack = (): TrackInput => ({
  title: '',
  audioUrl: '',
  audioFileId: '',
  explicit: false,
  writerComposer: [],
  producer: [],
  featuringArtists: [],
  isrc: '',
});

export const emptyRelease = (): FormValues => ({
  title: '',
  artistName: '',
  genre: '',
  subgenre: '',
  mood: '',
  language: 'English',
  releaseType: 'single',
  releaseDate: '',
  audioUrl: '',
  audioFileId: '',
  coverArtUrl: '',
  coverFileId: '',
  lyrics: '',
  description: '',
  explicitContent: false,
  copyrightHolder: '',
  labelName: '',
  publisher: '',
  writerComposer: [],
  producer: [],
  featuringArtists: [],
  territories: { mode: 'worldwide', codes: [] },
  stores: null,
  upc: '',
  isrc: '',
  priceTier: 'standard',
  preOrderDate: '',
  submissionNotes: '',
  tracks: [],
});

export function toFormValues(r: ReleaseDto): FormValues {
  const single = r.releaseType === 'single';
  const first = r.tracks[0];
  return {
    title: r.title,
    artistName: r.artistName,
    genre: (r.genre ?? '') as FormValues['genre'],
    subgenre: r.subgenre ?? '',
    mood: (r.mood ?? '') as FormValues['mood'],
    language: r.language as FormValues['language'],
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

/** The uploaded files an existing release refers to, by id. */
export function filesOf(r: ReleaseDto): Record<string, UploadedFileDto> {
  const files: Record<string, UploadedFileDto> = {};
  if (r.coverFile) files[r.coverFile.id] = r.coverFile;
  for (const t of r.tracks) if (t.audioFile) files[t.audioFile.id] = t.audioFile;
  return files;
}
