// What a release's versions answer with: each reviewed change and what every store received of
// it; and where the console's edit of a release in stores starts. The schemas are the server's
// answer contract; the web takes only their types.
import { z } from 'zod';
import { GENRES, LANGUAGES, MOODS, PRICE_TIERS, RELEASE_TYPES } from './releases-options.ts';
import { TERRITORY_MODES } from './territories.ts';
import { uploadedFileDto } from './uploads-dto.ts';

/** Who wrote a change: the artist, or an admin for them (named in the console only). */
export const versionAuthorDto = z.discriminatedUnion('by', [
  z.object({ by: z.literal('artist') }),
  z.object({ by: z.literal('admin'), name: z.string().nullable() }),
]);
export type VersionAuthorDto = z.infer<typeof versionAuthorDto>;

/** What one store received of one version. */
export const versionDeliveryDto = z.object({
  id: z.string(),
  storeName: z.string(),
  kind: z.enum(['new', 'update', 'takedown']),
  state: z.string(),
  messageId: z.string().nullable(),
  batchId: z.string().nullable(),
  /** How many files (audio, cover) its batch carried: none for an update that changed no file. */
  filesSent: z.number(),
  queuedAt: z.string(),
});
export type VersionDeliveryDto = z.infer<typeof versionDeliveryDto>;

/** One version of a release: 1 as first approved, then each reviewed change. */
export const releaseVersionDto = z.object({
  /** null while waiting for review or when rejected. */
  version: z.number().nullable(),
  state: z.enum(['live', 'pending', 'approved', 'rejected']),
  /** The change's id; null for the first version. */
  revisionId: z.string().nullable(),
  adminNotes: z.string().nullable(),
  /** Who wrote the change; null for the first version, or when the author's account is gone. */
  editedBy: versionAuthorDto.nullable(),
  createdAt: z.string(),
  reviewedAt: z.string().nullable(),
  deliveries: z.array(versionDeliveryDto),
});
export type ReleaseVersionDto = z.infer<typeof releaseVersionDto>;

const optionOrEmpty = <T extends readonly [string, ...string[]]>(values: T) => z.union([z.enum(values), z.literal('')]);

/** A track as the release form holds it: contributors one name per entry. */
const trackFormValuesDto = z.object({
  title: z.string(),
  audioUrl: z.string(),
  audioFileId: z.string(),
  explicit: z.boolean(),
  writerComposer: z.array(z.string()),
  producer: z.array(z.string()),
  featuringArtists: z.array(z.string()),
  isrc: z.string(),
});

/**
 * A release as the release form holds it (a ReleaseInput, every field given; '' where nothing is
 * set). Described as it is sent: the form's own schema would check and reshape it.
 */
export const releaseFormValuesDto = z.object({
  title: z.string(),
  artistName: z.string(),
  otherMainArtists: z.array(z.string()),
  genre: optionOrEmpty(GENRES),
  subgenre: z.string(),
  mood: optionOrEmpty(MOODS),
  language: z.enum(LANGUAGES),
  releaseType: z.enum(RELEASE_TYPES),
  releaseDate: z.string(),
  audioUrl: z.string(),
  audioFileId: z.string(),
  coverArtUrl: z.string(),
  coverFileId: z.string(),
  lyrics: z.string(),
  description: z.string(),
  explicitContent: z.boolean(),
  copyrightHolder: z.string(),
  labelName: z.string(),
  publisher: z.string(),
  writerComposer: z.array(z.string()),
  producer: z.array(z.string()),
  featuringArtists: z.array(z.string()),
  territories: z.object({ mode: z.enum(TERRITORY_MODES), codes: z.array(z.string()) }),
  stores: z.array(z.string()).nullable(),
  upc: z.string(),
  isrc: z.string(),
  priceTier: z.enum(PRICE_TIERS),
  preOrderDate: z.string(),
  submissionNotes: z.string(),
  tracks: z.array(trackFormValuesDto),
});
export type ReleaseFormValuesDto = z.infer<typeof releaseFormValuesDto>;

/** Where the console's edit of a release in stores starts: the update waiting, else the release as stores have it. */
export const adminRevisionStartDto = z.object({
  /** Given back with the save: the release's version and the waiting update's, as the form started. */
  basedOn: z.string(),
  values: releaseFormValuesDto,
  /** The uploaded files the values refer to, by id (the release owner's). */
  files: z.record(z.string(), uploadedFileDto),
  /** The values are those of the update waiting for review (else the release's). */
  fromPending: z.boolean(),
});
export type AdminRevisionStartDto = z.infer<typeof adminRevisionStartDto>;
