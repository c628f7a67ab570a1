// Turns checked form values into the release's columns and its track rows, after making sure
// every referenced file belongs to the artist and is of the right kind.
import { and, eq, inArray, ne } from 'drizzle-orm';
import { IDENTIFIER_MESSAGES } from '../../../domain/identifiers.ts';
import { STORES_MESSAGES } from '../../../domain/releases.ts';
import { enabledStoreParties } from '../deliveries/store-endpoints.ts';
import type { ReleaseValues } from '../../../domain/releases.ts';
import type { DbOrTx } from '../../db/pool.ts';
import { musicReleases, releaseTracks } from '../../db/schema-releases.ts';
import { uploadedFiles } from '../../db/schema-uploads.ts';
import { DomainError } from '../../../domain/errors.ts';

export type TrackValues = {
  position: number;
  title: string;
  audioUrl: string | null;
  audioFileId: string | null;
  explicit: boolean;
  writerComposer: string | null;
  producer: string | null;
  featuringArtists: string[];
  isrc: string | null;
};

const orNull = (v: string) => (v === '' ? null : v);

export function trackValues(v: ReleaseValues): TrackValues[] {
  if (v.releaseType === 'single') {
    return [
      {
        position: 1,
        title: v.title,
        audioUrl: v.audioFileId ? null : orNull(v.audioUrl),
        audioFileId: orNull(v.audioFileId),
        explicit: v.explicitContent,
        writerComposer: orNull(v.writerComposer),
        producer: orNull(v.producer),
        featuringArtists: v.featuringArtists,
        isrc: orNull(v.isrc),
      },
    ];
  }
  return v.tracks.map((t, i) => ({
    position: i + 1,
    title: t.title,
    audioUrl: t.audioFileId ? null : orNull(t.audioUrl),
    audioFileId: orNull(t.audioFileId),
    explicit: t.explicit,
    writerComposer: orNull(t.writerComposer),
    producer: orNull(t.producer),
    featuringArtists: t.featuringArtists,
    isrc: orNull(t.isrc),
  }));
}

/**
 * The music_releases columns the artist sets. Files are referenced by id: the cover by
 * cover_file_id (cover_art_url keeps the web address it was fetched from, if any), audio by each
 * track's audio_file_id; audio_url is the first track's Google Drive link, if it has one.
 */
export function releaseColumns(v: ReleaseValues, tracks: TrackValues[]) {
  const first = tracks[0];
  return {
    title: v.title,
    artistName: v.artistName,
    otherMainArtists: v.otherMainArtists,
    genre: orNull(v.genre),
    subgenre: orNull(v.subgenre),
    mood: orNull(v.mood),
    language: v.language,
    releaseType: v.releaseType,
    releaseDate: orNull(v.releaseDate),
    audioUrl: first?.audioUrl ?? null,
    coverArtUrl: orNull(v.coverArtUrl),
    coverFileId: orNull(v.coverFileId),
    lyrics: orNull(v.lyrics),
    description: orNull(v.description),
    explicitContent: v.explicitContent,
    copyrightHolder: orNull(v.copyrightHolder),
    labelName: v.labelName || v.artistName,
    publisher: orNull(v.publisher),
    writerComposer: orNull(v.writerComposer),
    producer: orNull(v.producer),
    featuringArtists: v.featuringArtists,
    territoryMode: v.territories.mode,
    territories: v.territories.codes,
    stores: v.stores,
    upc: orNull(v.upc),
    priceTier: v.priceTier,
    preOrderDate: orNull(v.preOrderDate),
    submissionNotes: orNull(v.submissionNotes),
  };
}

/** Refuses a file id that is not the artist's own audio (tracks) or cover art (cover). */
export async function checkFiles(tx: DbOrTx, userId: string, v: ReleaseValues, tracks: TrackValues[]): Promise<void> {
  const wanted = new Map<string, { kind: 'audio' | 'cover'; field: string }>();
  if (v.coverFileId) wanted.set(v.coverFileId, { kind: 'cover', field: 'coverFileId' });
  tracks.forEach((t, i) => {
    if (t.audioFileId)
      wanted.set(t.audioFileId, { kind: 'audio', field: v.releaseType === 'single' ? 'audioFileId' : `tracks.${i}.audioFileId` });
  });
  if (wanted.size === 0) return;
  const rows = await tx
    .select({ id: uploadedFiles.id, kind: uploadedFiles.kind })
    .from(uploadedFiles)
    .where(and(eq(uploadedFiles.userId, userId), inArray(uploadedFiles.id, [...wanted.keys()])))
    .for('key share'); // the sweep of unattached uploads cannot remove them before this commits
  const found = new Map(rows.map((r) => [r.id, r.kind]));
  for (const [id, want] of wanted) {
    if (found.get(id) !== want.kind) throw new DomainError('VALIDATION', 'That file was not found. Please upload it again.', want.field);
  }
}

/** Refuses a UPC or ISRC that another release already uses, naming the field. */
export async function checkIdentifiersFree(tx: DbOrTx, releaseId: string | null, v: ReleaseValues, tracks: TrackValues[]): Promise<void> {
  const others = (column: typeof musicReleases.id | typeof releaseTracks.releaseId) => (releaseId ? ne(column, releaseId) : undefined);
  if (v.upc) {
    const [taken] = await tx
      .select({ id: musicReleases.id })
      .from(musicReleases)
      .where(and(eq(musicReleases.upc, v.upc), others(musicReleases.id)));
    if (taken) throw new DomainError('VALIDATION', IDENTIFIER_MESSAGES.upcTaken, 'upc');
  }
  const isrcs = tracks.map((t) => t.isrc).filter((c): c is string => !!c);
  if (!isrcs.length) return;
  const taken = await tx
    .select({ isrc: releaseTracks.isrc })
    .from(releaseTracks)
    .where(and(inArray(releaseTracks.isrc, isrcs), others(releaseTracks.releaseId)));
  const i = tracks.findIndex((t) => taken.some((x) => x.isrc === t.isrc));
  if (i >= 0) throw new DomainError('VALIDATION', IDENTIFIER_MESSAGES.isrcTaken, v.releaseType === 'single' ? 'isrc' : `tracks.${i}.isrc`);
}

/** A save that lost a race for a code to another one (the unique indexes) gets the same refusal. */
export function identifierTaken(err: unknown): unknown {
  const constraint = (e: unknown): string | undefined =>
    e && typeof e === 'object' ? ((e as { constraint?: string }).constraint ?? constraint((e as { cause?: unknown }).cause)) : undefined;
  const name = constraint(err);
  if (name === 'music_releases_upc_idx') return new DomainError('VALIDATION', IDENTIFIER_MESSAGES.upcTaken, 'upc');
  if (name === 'release_tracks_isrc_idx') return new DomainError('VALIDATION', IDENTIFIER_MESSAGES.isrcTaken);
  return err;
}

/** Refuses a store that is not an enabled store endpoint (the form offers only those). */
export async function checkStores(tx: DbOrTx, stores: string[] | null): Promise<void> {
  if (!stores) return;
  const known = new Set((await enabledStoreParties(tx)).map((s) => s.key));
  if (stores.some((k) => !known.has(k))) throw new DomainError('VALIDATION', STORES_MESSAGES.unknown, 'stores');
}
