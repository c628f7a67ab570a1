// The release form: one schema checks the form in the browser and the body on the server
// (SPEC section 5, word for word where the spec gives the text; the texts are in releases-rules.ts,
// so that screens can show them without loading the validation library).
import { z } from 'zod';
import { GENRES, LANGUAGES, MAX_TRACKS, MOODS, PRICE_TIERS, RELEASE_STATUSES, RELEASE_TYPES } from './releases-options.ts';
import {
  INVALID_AUDIO_URL,
  INVALID_COVER_URL,
  INVALID_DATE,
  isGoogleDriveUrl,
  MISSING_REQUIRED,
  mainArtistRepeated,
  PRE_ORDER_AFTER_RELEASE,
  splitList,
  TRACK_TITLE_REQUIRED,
} from './releases-rules.ts';
import { missingMultiMessage, type RequiredPart } from './release-required.ts';
import { isValidIsoDate } from './dates.ts';
import { IDENTIFIER_MESSAGES, isrcProblem, normaliseIsrc, normaliseUpc, toEan13, upcProblem } from './identifiers.ts';
import { territoryChoiceSchema } from './territory-schema.ts';
import { WORLDWIDE } from './territories.ts';

const text = (max: number, label: string) => z.string().trim().max(max, `${label} must be at most ${max} characters`);
const optionalText = (max: number, label: string) => text(max, label).default('');
const list = (maxEach: number, maxCount: number, label: string) =>
  z
    .union([z.string().max(maxEach * maxCount), z.array(z.string().max(maxEach)).max(maxCount)])
    .default('')
    .transform(splitList)
    .refine(
      (l) => l.length <= maxCount && l.every((s) => s.length <= maxEach),
      `${label}: at most ${maxCount} entries of ${maxEach} characters`,
    );
/** Contributors, one name per entry (or comma-separated text), kept as one comma-separated text. */
const nameList = (max: number, label: string) =>
  z
    .union([z.string(), z.array(z.string())])
    .default('')
    .transform((v) => splitList(v).join(', '))
    .refine((v) => v.length <= max, `${label} must be at most ${max} characters`);
const isoDate = z
  .string()
  .trim()
  .default('')
  .refine((v) => v === '' || isValidIsoDate(v), INVALID_DATE);
/** An identifier the artist may give, or ''; checked (format, check digit) and stored normalised. */
const code = (problem: (v: string) => string | null, normalise: (v: string) => string, tooLong: string) =>
  z
    .string()
    .trim()
    .max(20, tooLong)
    .default('')
    .superRefine((v, ctx) => {
      const p = v && v.length <= 20 ? problem(v) : null;
      if (p) ctx.addIssue({ code: 'custom', message: p });
    })
    .transform((v) => (v ? normalise(v) : ''));
const upc = code(upcProblem, (v) => toEan13(normaliseUpc(v)), IDENTIFIER_MESSAGES.upcFormat);
const isrc = code(isrcProblem, normaliseIsrc, IDENTIFIER_MESSAGES.isrcFormat);
export const STORES_MESSAGES = { none: 'Please choose at least one store', unknown: 'Please choose stores from the list' } as const;
const fileId = z.union([z.uuid('That file was not found'), z.literal('')]).default('');
const enumOrEmpty = <T extends readonly [string, ...string[]]>(values: T, label: string) =>
  // The message sits on the union: an option that matches neither branch is reported by the union.
  z.union([z.enum(values), z.literal('')], `Please choose a ${label} from the list`).default('');

export const trackInputSchema = z.object({
  title: text(200, 'Track title').default(''),
  audioUrl: optionalText(2000, 'Audio URL'),
  audioFileId: fileId,
  explicit: z.boolean().default(false),
  writerComposer: nameList(300, 'Writer/Composer'),
  producer: nameList(300, 'Producer'),
  featuringArtists: list(200, 20, 'Featuring artists'),
  isrc,
});
export type TrackInput = z.input<typeof trackInputSchema>;

export const releaseInputSchema = z
  .object({
    title: text(200, 'Title').default(''),
    artistName: text(200, 'Artist name').default(''),
    /** The artist confirms that an artist name none of their profiles has is a new artist (a new profile). */
    newArtist: z.boolean().optional(),
    /** The release's further main artists, one per entry (a duet, a split); artistName is the first. */
    otherMainArtists: list(200, 20, 'Other main artists'),
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
    /** The label stores show; empty: the artist's name. */
    labelName: optionalText(300, 'Label name'),
    publisher: optionalText(300, 'Publisher'),
    writerComposer: nameList(300, 'Writer/Composer'),
    producer: nameList(300, 'Producer'),
    featuringArtists: list(200, 20, 'Featuring artists'),
    territories: territoryChoiceSchema.default(WORLDWIDE),
    /** The stores chosen (their keys); null: every enabled store. */
    stores: z
      .array(z.string().trim().min(1, STORES_MESSAGES.unknown).max(60, STORES_MESSAGES.unknown), STORES_MESSAGES.unknown)
      .max(200, STORES_MESSAGES.unknown)
      .min(1, STORES_MESSAGES.none)
      .nullable()
      .default(null),
    upc,
    /** A single's ISRC (an EP's or album's are on its tracks). */
    isrc,
    priceTier: z.enum(PRICE_TIERS, 'Please choose a price tier from the list').default('standard'),
    preOrderDate: isoDate,
    submissionNotes: optionalText(2000, 'Submission notes'),
    tracks: z.array(trackInputSchema).max(MAX_TRACKS, `A release can have at most ${MAX_TRACKS} tracks`).default([]),
  })
  .superRefine((v, ctx) => {
    const multi = v.releaseType !== 'single';
    const first = v.tracks[0];
    const hasAudio = multi ? !!first && (!!first.audioUrl || !!first.audioFileId) : !!v.audioUrl || !!v.audioFileId;
    const missing: RequiredPart[] = [];
    if (!v.title) missing.push('title');
    if (!v.artistName) missing.push('artistName');
    if (!hasAudio) missing.push('trackAudio');
    // A single gets the spec's message; an EP or album has no "audio URL" field, so its message
    // names the track. Every empty field carries the message (the form shows it once).
    const message = multi ? missingMultiMessage(missing) : MISSING_REQUIRED;
    for (const part of missing) {
      ctx.addIssue({ code: 'custom', message, path: part !== 'trackAudio' ? [part] : multi ? ['tracks', 0, 'audioUrl'] : ['audioUrl'] });
    }
    if (missing.length) return;
    if (!multi && v.audioUrl && !isGoogleDriveUrl(v.audioUrl))
      ctx.addIssue({ code: 'custom', message: INVALID_AUDIO_URL, path: ['audioUrl'] });
    if (multi) {
      v.tracks.forEach((t, i) => {
        if (!t.title) ctx.addIssue({ code: 'custom', message: TRACK_TITLE_REQUIRED, path: ['tracks', i, 'title'] });
        if (t.audioUrl && !isGoogleDriveUrl(t.audioUrl))
          ctx.addIssue({ code: 'custom', message: INVALID_AUDIO_URL, path: ['tracks', i, 'audioUrl'] });
      });
    }
    if (v.coverArtUrl && !/^https?:\/\/\S+$/.test(v.coverArtUrl))
      ctx.addIssue({ code: 'custom', message: INVALID_COVER_URL, path: ['coverArtUrl'] });
    if (v.preOrderDate && v.releaseDate && v.preOrderDate > v.releaseDate)
      ctx.addIssue({ code: 'custom', message: PRE_ORDER_AFTER_RELEASE, path: ['preOrderDate'] });
    const mains = new Set([v.artistName.toLowerCase()]);
    for (const name of v.otherMainArtists) {
      if (mains.has(name.toLowerCase())) ctx.addIssue({ code: 'custom', message: mainArtistRepeated(name), path: ['otherMainArtists'] });
      mains.add(name.toLowerCase());
    }
    if (multi) {
      const seen = new Set<string>();
      v.tracks.forEach((t, i) => {
        if (t.isrc && seen.has(t.isrc))
          ctx.addIssue({ code: 'custom', message: IDENTIFIER_MESSAGES.isrcRepeated, path: ['tracks', i, 'isrc'] });
        seen.add(t.isrc);
      });
    }
  });

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
