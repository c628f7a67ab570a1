// The catalogue sheet's messages and the shapes of a checked sheet, apart from the check itself
// (catalogue-import.ts, which loads the validation library) so that screens can use them.
import { IDENTIFIER_MESSAGES } from './identifiers.ts';
import type { ReleaseValues } from './releases.ts';

export type CatalogueProblem = { row: number; column: string; message: string };

/** A track of a sheet's release, as the sheet names it. */
export type SheetTrack = { row: number; position: number; title: string; isrc: string; audioFile: string };

/** One release of the sheet, checked: its form values (files aside), its file names and rows. */
export type SheetRelease = {
  upc: string;
  rows: number[];
  values: ReleaseValues;
  coverFile: string;
  tracks: SheetTrack[];
};

export type CheckedSheet = { releases: SheetRelease[]; problems: CatalogueProblem[]; trackCount: number };

/** A sheet row: its number and its cells by column key. */
export type SheetRow = { row: number; cells: Record<string, string> };

export const CATALOGUE_MESSAGES = {
  empty: 'The sheet has no rows under its header. Fill in one row per track.',
  missingColumn: (key: string) => `The sheet has no column “${key}”. Start from the template.`,
  unknownColumn: (key: string) => `Unknown column “${key}”. Use the template’s columns.`,
  upcRequired: 'Please give the release’s UPC at the stores: an imported release keeps its code',
  isrcRequired: 'Please give the track’s ISRC at the stores: an imported track keeps its code',
  required: (what: string) => `Please fill in the ${what}`,
  differs: (row: number) => `Differs from row ${row}: each track’s row repeats its release’s columns`,
  upcApart: (row: number) => `This UPC’s release began at row ${row}: keep a release’s rows together`,
  position: 'Please give the track’s place on the release: 1, 2, 3…',
  positions: (n: number) => `The release’s track positions must run from 1 to ${n}, each once`,
  singleTracks: (n: number) => `A single has one track; this release has ${n} rows`,
  yesNo: 'Please write yes or no',
  audioName: 'The audio file must be a WAV, FLAC or MP3 file name (.wav, .flac or .mp3)',
  coverName: 'The cover art must be a JPG or PNG file name (.jpg, .jpeg or .png)',
  fileName: 'A file name cannot contain a slash',
  upcTaken: IDENTIFIER_MESSAGES.upcTaken,
  isrcTaken: IDENTIFIER_MESSAGES.isrcTaken,
  isrcRepeated: IDENTIFIER_MESSAGES.isrcRepeated,
  fileMissing: (name: string) => `The file “${name}” has not been uploaded yet`,
  fileNotFound: (name: string) => `The file “${name}” is not in the storage folder`,
  tooMany: (max: number) => `A sheet holds at most ${max} rows. Split the catalogue into several sheets.`,
} as const;
