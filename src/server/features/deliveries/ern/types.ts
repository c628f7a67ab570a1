// What the ERN builder works from and hands back. A snapshot is everything one release's messages
// need, read once (in the approving transaction, or again by a delivery): the release, its tracks,
// the files with the names they take in a batch and their SHA-256, the deal terms and identifiers.
//
// The functions over these types, one file each:
//   load-release-snapshot.ts  loadReleaseSnapshot(deps, db, releaseId): Promise<ReleaseSnapshot>
//   build-release-message.ts  buildReleaseMessage(snapshot, options): BuiltMessage (checks references, DPIDs, codes),
//                             with build-resources.ts (resourceList), build-deals.ts (dealList), message-parts.ts
//   build-manifest.ts         buildManifest(input): string (the BatchComplete ManifestMessage)
//   validate-xml.ts           validateErn(xml), validateManifest(xml): Promise<XmlValidation> (xmllint + the official XSDs);
//                             validateErnAll, validateManifestAll: many in one run
//   ../prepare-distribution.ts prepareDistribution(tx, deps, releaseId, stores): identifiers assigned, one
//                              validated message per chosen store; a DomainError (VALIDATION) with the reason when not.
//   ../outgoing-messages.ts   buildCheckedMessages, sealBatches: the messages and manifests a delivery is queued with.
//   ../message-parties.ts     messageParties(env, store): MessageParties (who sends, who receives, test or live)
import type { StoreArtistIds } from '../../../../domain/artist-profiles.ts';
import type { RELEASE_TYPES } from '../../../../domain/releases-options.ts';
import type { TerritoryChoice } from '../../../../domain/territories.ts';

/** A DDEX party: its DPID (`PADPIDA`, ten characters and a check character: domain/dpid.ts) and its name. */
export type DdexParty = { dpid: string; name: string };

/**
 * A store endpoint a release may go to, as approval reads it: its key (as in music_releases.stores),
 * name and DPIDs (null until the admin enters the store's), and how it is reached: a local folder is
 * a test store (message-parties.ts decides who sends and receives).
 */
export type StoreParty = { key: string; name: string; dpid: string | null; extraDpids: string[]; protocol: 'folder' | 'sftp' | 's3' };

/** Who a message goes from and to, and whether it is a test (a local folder store's) or live. */
export type MessageParties = { sender: DdexParty; recipient: DdexParty; extraRecipients: string[]; test: boolean };

/** What the uploads feature read from an audio file (uploads/read-audio-info.ts), as a message describes it. */
export type AudioTechnical = { codec: string | null; sampleRate: number | null; bitDepth: number | null; channels: number | null };

/** What the uploads feature read from an image (uploads/read-image-info.ts). */
export type ImageTechnical = { width: number; height: number };

export type SnapshotFile = {
  fileId: string;
  /** Where the bytes are in our storage (deps.storage.get(storageKey)). */
  storageKey: string;
  /** Path inside the release's folder of a batch, e.g. `resources/A1_01.flac`, `resources/cover.jpg`. */
  path: string;
  /** The name alone (the last part of path), as the message's File/URI carries it under resources/. */
  fileName: string;
  mimeType: string;
  sizeBytes: number;
  /** Hex SHA-256 of the stored bytes when the snapshot was read; a delivery compares before sending. */
  sha256: string;
  /** The audio's codec, sampling rate, bit depth and channels, as read at upload; null when not an audio file or not read. */
  audio?: AudioTechnical | null;
  /** The image's dimensions, as read at upload. */
  image?: ImageTechnical | null;
};

export type SnapshotTrack = {
  trackId: string;
  position: number;
  title: string;
  /** Upper case, no hyphens: `CCXXXYYNNNNN`. Null only before identifiers are assigned. */
  isrc: string | null;
  explicit: boolean;
  durationSeconds: number | null;
  writerComposer: string | null;
  producer: string | null;
  featuringArtists: string[];
  audio: SnapshotFile | null;
};

export type ReleaseSnapshot = {
  id: string;
  userId: string;
  /**
   * The owner's artist profiles among the release's artists, by name in lower case: each party of
   * that name carries our id for the artist and, in a message to a store that has one, the store's.
   */
  artistIds: Record<string, { profileId: string; storeIds: StoreArtistIds }>;
  /** The UPC/EAN-13 (ICPN), digits only. Null only before identifiers are assigned. */
  icpn: string | null;
  title: string;
  artistName: string;
  /** Further main artists: each a MainArtist of the release and of every track, after artistName. */
  otherMainArtists: string[];
  releaseType: (typeof RELEASE_TYPES)[number];
  genre: string | null;
  subgenre: string | null;
  language: string;
  /** ISO date (yyyy-mm-dd) or null. */
  releaseDate: string | null;
  preOrderDate: string | null;
  explicit: boolean;
  copyrightHolder: string | null;
  /** The label party of the release and its tracks (ReleaseLabelReference). */
  labelName: string;
  publisher: string | null;
  writerComposer: string | null;
  producer: string | null;
  featuringArtists: string[];
  territories: TerritoryChoice;
  /** Chosen store keys; null means every enabled store. */
  stores: string[] | null;
  cover: SnapshotFile | null;
  tracks: SnapshotTrack[];
};

/** A release's first message, a complete one resent for a change (same ICPN, a new MessageId), or its takedown. */
export type MessageKind = 'new' | 'update' | 'takedown';

export type BuildMessageOptions = {
  sender: DdexParty;
  recipient: DdexParty;
  /** The receiving store's key: which of an artist's store ids the message carries. */
  storeKey?: string;
  /** Further recipients' DPIDs (a second MessageRecipient each). */
  extraRecipients?: string[];
  /** A TestMessage (to a local test store) rather than a LiveMessage. */
  test?: boolean;
  /**
   * Our ISRC registrant (ISRC_REGISTRANT): a recording with one of our ISRCs was first published by
   * this release, on its street date (its FirstPublicationDate); for others the date is not known.
   */
  isrcRegistrant?: string;
  kind: MessageKind;
  /** An update's files (ids) the store already holds, byte for byte: named without a File, not sent again. */
  heldFiles?: ReadonlySet<string>;
  /** A new id for every message. */
  messageId: string;
  createdAt: Date;
};

export type BuiltMessage = {
  xml: string;
  /** The release's ICPN: the folder and file name in a batch (`<ReleaseId>/<ReleaseId>.xml`). */
  releaseId: string;
  /** The files the message names, to be copied to `<ReleaseId>/<path>`; empty for a takedown. */
  resources: SnapshotFile[];
};

export type ManifestEntry = {
  messageId: string;
  /** The message's path inside the batch, `<ReleaseId>/<ReleaseId>.xml`. */
  url: string;
  /** The ICPNs of the releases the message includes. */
  releaseIds: string[];
  kind: MessageKind;
  /** The release sent again after the store answered with an error, or an update: DeliveryType ReDelivery. */
  redelivery?: boolean;
  /** Hex SHA-256 of the message file. */
  sha256: string;
};

export type ManifestInput = {
  /** `YYYYMMDDhhmmssnnn`. */
  batchId: string;
  sender: DdexParty;
  recipient: DdexParty;
  /** A test batch (IsTestFlag), as its messages are TestMessages. */
  test?: boolean;
  createdAt: Date;
  messages: ManifestEntry[];
};

export type XmlValidation = { valid: true } | { valid: false; errors: string[] };
