// What the releases API answers with. Money is a decimal string, never a float. The schemas are
// the server's answer contract; the web takes only their types.
import { z } from 'zod';
import { PRICE_TIERS, RELEASE_STATUSES, RELEASE_TYPES } from './releases-options.ts';
import { TERRITORY_MODES } from './territories.ts';
import { uploadedFileDto } from './uploads-dto.ts';

export const releaseStatsDto = z.object({
  total: z.number(),
  distributed: z.number(),
  /** Releases sent for review at least once: every one not a draft (a withdrawn one is a draft again). */
  submitted: z.number(),
  totalStreams: z.number(),
  /** Net earnings of all time, to the cent (the ledger's exact sum rounded once, as the revenue page's). */
  totalRevenue: z.string(),
});
export type ReleaseStatsDto = z.infer<typeof releaseStatsDto>;

export const releaseSummaryDto = z.object({
  id: z.string(),
  title: z.string(),
  artistName: z.string(),
  /** Further main artists; shown with artistName as one line (artistLine). */
  otherMainArtists: z.array(z.string()),
  genre: z.string().nullable(),
  releaseType: z.enum(RELEASE_TYPES),
  status: z.enum(RELEASE_STATUSES),
  /** The thumbnail of the release's cover art, when it has one. */
  coverUrl: z.string().nullable(),
  /** The UPC/EAN-13: the artist's own, or assigned at approval. */
  upc: z.string().nullable(),
  streamsCount: z.number(),
  revenueEarned: z.string(),
  createdAt: z.string(),
});
export type ReleaseSummaryDto = z.infer<typeof releaseSummaryDto>;

export const releaseListDto = z.object({
  items: z.array(releaseSummaryDto),
  nextCursor: z.string().nullable(),
  /** The account's totals over all its releases: on the first page only (null on the pages after it). */
  stats: releaseStatsDto.nullable(),
});
export type ReleaseListDto = z.infer<typeof releaseListDto>;

export const trackDto = z.object({
  id: z.string(),
  position: z.number(),
  title: z.string(),
  /** The Google Drive link the artist gave; null when the audio is an uploaded file. */
  audioUrl: z.string().nullable(),
  audioFile: uploadedFileDto.nullable(),
  explicit: z.boolean(),
  writerComposer: z.string().nullable(),
  producer: z.string().nullable(),
  featuringArtists: z.array(z.string()),
  /** The ISRC without hyphens: the artist's own, or assigned at approval. */
  isrc: z.string().nullable(),
});
export type TrackDto = z.infer<typeof trackDto>;

/** A store an artist may choose for a release. */
export const releaseStoreDto = z.object({ key: z.string(), name: z.string() });
export type ReleaseStoreDto = z.infer<typeof releaseStoreDto>;

export const statusChangeDto = z.object({
  id: z.string(),
  fromStatus: z.enum(RELEASE_STATUSES).nullable(),
  toStatus: z.enum(RELEASE_STATUSES),
  note: z.string().nullable(),
  actorName: z.string().nullable(),
  createdAt: z.string(),
});
export type StatusChangeDto = z.infer<typeof statusChangeDto>;

/** Something stores would refuse or dislike, with its fix. */
export const reviewIssueDto = z.object({ message: z.string(), fix: z.string() });
export type ReviewIssue = z.infer<typeof reviewIssueDto>;

export const releaseDto = z.object({
  id: z.string(),
  userId: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  title: z.string(),
  artistName: z.string(),
  /** The main artist's profile (artist-profiles-dto.ts); null while the draft names no artist. */
  artistProfileId: z.string().nullable(),
  /** Further main artists; shown with artistName as one line (artistLine). */
  otherMainArtists: z.array(z.string()),
  genre: z.string().nullable(),
  subgenre: z.string().nullable(),
  mood: z.string().nullable(),
  language: z.string(),
  releaseType: z.enum(RELEASE_TYPES),
  releaseDate: z.string().nullable(),
  /** The first track's Google Drive link; null when its audio is an uploaded file (tracks[0].audioFile). */
  audioUrl: z.string().nullable(),
  /** The web address the cover art was fetched from; null when it was uploaded. */
  coverArtUrl: z.string().nullable(),
  /** The release's own copy of its cover art (uploaded, or fetched from coverArtUrl). */
  coverFile: uploadedFileDto.nullable(),
  lyrics: z.string().nullable(),
  description: z.string().nullable(),
  explicitContent: z.boolean(),
  copyrightHolder: z.string().nullable(),
  /** The label stores show (the artist's name unless they gave one). */
  labelName: z.string(),
  publisher: z.string().nullable(),
  writerComposer: z.string().nullable(),
  producer: z.string().nullable(),
  featuringArtists: z.array(z.string()),
  territories: z.object({ mode: z.enum(TERRITORY_MODES), codes: z.array(z.string()) }),
  /** The stores chosen (keys); null: every enabled store. */
  stores: z.array(z.string()).nullable(),
  upc: z.string().nullable(),
  priceTier: z.enum(PRICE_TIERS),
  preOrderDate: z.string().nullable(),
  submissionNotes: z.string().nullable(),
  status: z.enum(RELEASE_STATUSES),
  adminNotes: z.string().nullable(),
  streamsCount: z.number(),
  revenueEarned: z.string(),
  tracks: z.array(trackDto),
  history: z.array(statusChangeDto),
  /** What must still be filled in before the release can be submitted for review. */
  missing: z.array(z.string()),
  /** What stores would refuse (blocks review), each with its fix. */
  problems: z.array(reviewIssueDto),
  /** What stores may dislike; does not block review. */
  warnings: z.array(reviewIssueDto),
  editable: z.boolean(),
  /** The artist may withdraw it from review (it waits for review and no admin has acted). */
  withdrawable: z.boolean(),
});
export type ReleaseDto = z.infer<typeof releaseDto>;

/** The plan's monthly limit and how much of it is used. */
export const releaseQuotaDto = z.object({
  planName: z.string(),
  /** New releases allowed per calendar month (UTC); null when the plan has no limit. */
  limit: z.number().nullable(),
  /** Releases created since the start of this month (UTC). */
  used: z.number(),
});
export type ReleaseQuotaDto = z.infer<typeof releaseQuotaDto>;
