// The release form: one schema checks the form in the browser and the body on the server
// (SPEC section 5, word for word where the spec gives the text).
import { z } from 'zod';
import { GENRES, LANGUAGES, MAX_TRACKS, MOODS, PRICE_TIERS, RELEASE_STATUSES, RELEASE_TYPES } from './releases-options.ts';

export const MISSING_REQUIRED = 'Missing required fields: Please fill in title, artist name, and audio URL.';
export const INVALID_AUDIO_URL = 'Invalid audio URL: Please provide a valid Google Drive link.';
export const RELEASE_CREATED = 'Release created successfully! Your release has been saved as a draft';
export const CREATE_FAILED = 'Error creating release';
export const LOAD_FAILED = 'Error loading releases';
export const TRY_LATER = 'Please try again later.';
export const TRACK_TITLE_REQUIRED = 'Every track needs a title';
export const INVALID_DATE = 'Please enter a valid date (YYYY-MM-DD)';
export const PRE_ORDER_AFTER_RELEASE = 'The pre-order date must be on or before the release date';
export const INVALID_COVER_URL = 'Cover art URL must be a web address starting with https://';

/** "Title: description" texts are shown as a toast title and its description. */
export function splitMessage(message: string): { title: string; description?: string } {
  const at = message.indexOf(': ');
  return at < 0 ? { title: message } : { title: message.slice(0, at), description: message.slice(at + 2) };
}

/** The spec: the audio URL must be a Google Drive or Google Docs link. */
export function isGoogleDriveUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && ['drive.google.com', 'docs.google.com'].includes(url.hostname);
  } catch {
    return false;
  }
}

/** A comma-separated input (or a list) becomes a list of trimmed, non-empty entries. */
export function splitList(value: string | readonly string[]): string[] {
  const parts = typeof value === 'string' ? value.split(',') : value;
  return parts.map((s) => s.trim()).filter(Boolean);
}

const text = (max: number, label: string) => z.string().trim().max(max, `${label} must be at most ${max} characters`);
const optionalText = (max: number, label: string) => text(max, label).default('');
const list = (maxEach: number, maxCount: number, label: string) =>
  z
    .union([z.string().max(maxEach * maxCount), z.array(z.string().max(maxEach)).max(maxCount)])
    .default('')
    .transform(splitList)
    .refine((l) => l.length <= maxCount && l.every((s) => s.length <= maxEach), `${label}: at most ${maxCount} entries of ${maxEach} characters`);
const isoDate = z
  .string()
  .trim()
  .default('')
  .refine((v) => v === '' || isValidIsoDate(v), INVALID_DATE);
const fileId = z.union([z.uuid('That file was not found'), z.literal('')]).default('');
const enumOrEmpty = <T extends readonly [string, ...string[]]>(values: T, label: string) =>
  z.union([z.enum(values, `Please choose a ${label} from the list`), z.literal('')]).default('');

export function isValidIsoDate(v: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(v)) return false;
  const d = new Date(`${v}T00:00:00Z`);
  const year = d.getUTCFullYear();
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v && year >= 1900 && year <= 2100;
}

export const trackInputSchema = z.object({
  title: text(200, 'Track title').default(''),
  audioUrl: optionalText(2000, 'Audio URL'),
  audioFileId: fileId,
  explicit: z.boolean().default(false),
  writerComposer: optionalText(300, 'Writer/Composer'),
  producer: optionalText(300, 'Producer'),
  featuringArtists: list(200, 20, 'Featuring artists'),
});
export type TrackInput = z.input<typeof trackInputSchema>;

export const releaseInputSchema = z
  .object({
    title: text(200, 'Title').default(''),
    artistName: text(200, 'Artist name').default(''),
    genre: enumOrEmpty(GENRES, 'genre'),
    subgenre: optionalText(100, 'Subgenre'),
    mood: enumOrEmpty(MOODS, 'mood'),
    language: z.enum(LANGUAGES, 'Please choose a language from the list').default('English'),
    releaseType: z.enum(RELEASE_TYPES, 'Please choose single, EP or album').default('single'),
    releaseDate: isoDate,
    audioUrl: optionalText(2000, 'Audio URL'),
    audioFileId: fileId,
    coverArtUrl: optionalText(2000, 'Cover art URL'),
    coverFileId: fileId,
    lyrics: optionalText(20_000, 'Lyrics'),
    description: optionalText(5000, 'Description'),
    explicitContent: z.boolean().default(false),
    copyrightHolder: optionalText(300, 'Copyright holder'),
    publisher: optionalText(300, 'Publisher'),
    writerComposer: optionalText(300, 'Writer/Composer'),
    producer: optionalText(300, 'Producer'),
    featuringArtists: list(200, 20, 'Featuring artists'),
    territories: list(60, 250, 'Territories'),
    priceTier: z.enum(PRICE_TIERS, 'Please choose a price tier from the list').default('standard'),
    preOrderDate: isoDate,
    submissionNotes: optionalText(2000, 'Submission notes'),
    tracks: z.array(trackInputSchema).max(MAX_TRACKS, `A release can have at most ${MAX_TRACKS} tracks`).default([]),
  })
  .superRefine((v, ctx) => {
    const multi = v.releaseType !== 'single';
    const first = v.tracks[0];
    const hasAudio = multi ? !!first && (!!first.audioUrl || !!first.audioFileId) : !!v.audioUrl || !!v.audioFileId;
    const missing: string[] = [];
    if (!v.title) missing.push('title');
    if (!v.artistName) missing.push('artistName');
    if (!hasAudio) missing.push(multi ? 'tracks.0.audioUrl' : 'audioUrl');
    for (const path of missing) ctx.addIssue({ code: 'custom', message: MISSING_REQUIRED, path: path.split('.').map((p) => (/^\d+$/.test(p) ? Number(p) : p)) });
    if (missing.length) return;
    if (!multi && v.audioUrl && !isGoogleDriveUrl(v.audioUrl)) ctx.addIssue({ code: 'custom', message: INVALID_AUDIO_URL, path: ['audioUrl'] });
    if (multi) {
      v.tracks.forEach((t, i) => {
        if (!t.title) ctx.addIssue({ code: 'custom', message: TRACK_TITLE_REQUIRED, path: ['tracks', i, 'title'] });
        if (t.audioUrl && !isGoogleDriveUrl(t.audioUrl)) ctx.addIssue({ code: 'custom', message: INVALID_AUDIO_URL, path: ['tracks', i, 'audioUrl'] });
      });
    }
    if (v.coverArtUrl && !/^https?:\/\/\S+$/.test(v.coverArtUrl)) ctx.addIssue({ code: 'custom', message: INVALID_COVER_URL, path: ['coverArtUrl'] });
    if (v.preOrderDate && v.releaseDate && v.preOrderDate > v.releaseDate) ctx.addIssue({ code: 'custom', message: PRE_ORDER_AFTER_RELEASE, path: ['preOrderDate'] });
  })
  .transform((v) => ({ ...v, territories: v.territories.length ? v.territories : ['worldwide'] }));

/** What the form holds and the API accepts. */
export type ReleaseInput = z.input<typeof releaseInputSchema>;
/** The checked, normalised release. */
export type ReleaseValues = z.output<typeof releaseInputSchema>;

export const releaseListQuerySchema = z.object({
  q: z.string().trim().max(200, 'Search must be at most 200 characters').default(''),
  status: z.enum(['all', ...RELEASE_STATUSES], 'Unknown status filter').default('all'),
  limit: z.coerce.number().int().min(1).max(100).default(24),
  cursor: z.string().max(200).optional(),
});
export type ReleaseListQuery = z.input<typeof releaseListQuerySchema>;

export const submitReleaseSchema = z.object({
  note: z.string().trim().max(2000, 'The note must be at most 2000 characters').default(''),
});
