// What the releases API answers with. Money is a decimal string, never a float.
import type { PriceTier, ReleaseStatus, ReleaseType } from './releases-options.ts';
import type { ReviewIssue } from './release-checks.ts';
import type { TerritoryChoice } from './territories.ts';
import type { UploadedFileDto } from './uploads.ts';

export type ReleaseStatsDto = {
  total: number;
  distributed: number;
  /** Releases sent for review at least once: every one not a draft (a withdrawn one is a draft again). */
  submitted: number;
  totalStreams: number;
  /** Net earnings of all time, to the cent (the ledger's exact sum rounded once, as the revenue page's). */
  totalRevenue: string;
};

export type ReleaseSummaryDto = {
  id: string;
  title: string;
  artistName: string;
  /** Further main artists; shown with artistName as one line (artistLine). */
  otherMainArtists: string[];
  genre: string | null;
  releaseType: ReleaseType;
  status: ReleaseStatus;
  /** The thumbnail of the release's cover art, when it has one. */
  coverUrl: string | null;
  /** The UPC/EAN-13: the artist's own, or assigned at approval. */
  upc: string | null;
  streamsCount: number;
  revenueEarned: string;
  createdAt: string;
};

export type ReleaseListDto = {
  items: ReleaseSummaryDto[];
  nextCursor: string | null;
  stats: ReleaseStatsDto;
};

export type TrackDto = {
  id: string;
  position: number;
  title: string;
  /** The Google Drive link the artist gave; null when the audio is an uploaded file. */
  audioUrl: string | null;
  audioFile: UploadedFileDto | null;
  explicit: boolean;
  writerComposer: string | null;
  producer: string | null;
  featuringArtists: string[];
  /** The ISRC without hyphens: the artist's own, or assigned at approval. */
  isrc: string | null;
};

/** A store an artist may choose for a release. */
export type ReleaseStoreDto = { key: string; name: string };

export type StatusChangeDto = {
  id: string;
  fromStatus: ReleaseStatus | null;
  toStatus: ReleaseStatus;
  note: string | null;
  actorName: string | null;
  createdAt: string;
};

export type ReleaseDto = {
  id: string;
  userId: string;
  createdAt: string;
  updatedAt: string;
  title: string;
  artistName: string;
  /** Further main artists; shown with artistName as one line (artistLine). */
  otherMainArtists: string[];
  genre: string | null;
  subgenre: string | null;
  mood: string | null;
  language: string;
  releaseType: ReleaseType;
  releaseDate: string | null;
  /** The first track's Google Drive link; null when its audio is an uploaded file (tracks[0].audioFile). */
  audioUrl: string | null;
  /** The web address the cover art was fetched from; null when it was uploaded. */
  coverArtUrl: string | null;
  /** The release's own copy of its cover art (uploaded, or fetched from coverArtUrl). */
  coverFile: UploadedFileDto | null;
  lyrics: string | null;
  description: string | null;
  explicitContent: boolean;
  copyrightHolder: string | null;
  /** The label stores show (the artist's name unless they gave one). */
  labelName: string;
  publisher: string | null;
  writerComposer: string | null;
  producer: string | null;
  featuringArtists: string[];
  territories: TerritoryChoice;
  /** The stores chosen (keys); null: every enabled store. */
  stores: string[] | null;
  upc: string | null;
  priceTier: PriceTier;
  preOrderDate: string | null;
  submissionNotes: string | null;
  status: ReleaseStatus;
  adminNotes: string | null;
  streamsCount: number;
  revenueEarned: string;
  tracks: TrackDto[];
  history: StatusChangeDto[];
  /** What must still be filled in before the release can be submitted for review. */
  missing: string[];
  /** What stores would refuse (blocks review), each with its fix. */
  problems: ReviewIssue[];
  /** What stores may dislike; does not block review. */
  warnings: ReviewIssue[];
  editable: boolean;
  /** The artist may withdraw it from review (it waits for review and no admin has acted). */
  withdrawable: boolean;
};
