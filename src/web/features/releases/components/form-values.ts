// The form's values: what the create form starts with (an existing release turned back into form
// values is domain/release-form-values.ts), and the uploaded files the form refers to.
import type { ReleaseInput, TrackInput } from '../../../../domain/releases.ts';
import type { UploadedFileDto } from '../../../../domain/uploads.ts';

export type FormValues = ReleaseInput;

/** Uploaded files the form refers to, by id, and how to add one (none: this form takes no uploads, as the console's). */
export type FilesState = { files: Record<string, UploadedFileDto>; addFile?: (f: UploadedFileDto) => void };

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
  otherMainArtists: [],
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
