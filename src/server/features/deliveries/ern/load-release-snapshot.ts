// Reads a release as its messages need it: the release, its tracks in order, the files with the
// names they take in a batch and the SHA-256 of the bytes in storage now (each version of a file
// is read once: stored-file-sha256.ts). A file whose row is gone leaves its place empty (the
// builder refuses with the reason); a file whose bytes are missing from storage is refused here.
// Each file carries what the uploads feature read from it (codec, rate, depth, channels; dimensions).
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { invalid, notFound } from '../../../../domain/errors.ts';
import type { TerritoryChoice } from '../../../../domain/territories.ts';
import type { RELEASE_TYPES } from '../../../../domain/releases-options.ts';
import { RELEASE_NOT_FOUND } from '../../../../domain/releases-admin-dto.ts';
import type { AudioInfo, ImageInfo } from '../../../../domain/uploads.ts';
import type { DbOrTx } from '../../../db/pool.ts';
import { artistProfiles } from '../../../db/schema-artists.ts';
import { musicReleases as m, releaseTracks as t } from '../../../db/schema-releases.ts';
import { uploadedFiles as f } from '../../../db/schema-uploads.ts';
import type { Deps } from '../../../deps.ts';
import { storedFileSha256 } from '../stored-file-sha256.ts';
import type { ReleaseSnapshot, SnapshotFile } from './types.ts';

const EXTENSION: Record<string, string> = {
  'audio/wav': 'wav',
  'audio/flac': 'flac',
  'audio/mpeg': 'mp3',
  'image/jpeg': 'jpg',
  'image/png': 'png',
};

type FileRow = typeof f.$inferSelect;

async function sha256(storage: Deps['storage'], key: string, what: string): Promise<string> {
  try {
    return await storedFileSha256(storage, key);
  } catch {
    throw invalid(`${what} is missing from storage. Ask the artist to upload it again.`);
  }
}

/** SHA-256 by file id, already read (so a second read of the same release need not hash again). */
export type KnownHashes = ReadonlyMap<string, string>;

async function snapshotFile(
  storage: Deps['storage'],
  row: FileRow,
  name: string,
  what: string,
  known?: KnownHashes,
): Promise<SnapshotFile> {
  const fileName = `${name}.${EXTENSION[row.mimeType] ?? 'bin'}`;
  // What the uploads feature read from the file when it was stored (upload-file.ts).
  const meta = row.metadata as { audio?: Partial<AudioInfo> | null; image?: Partial<ImageInfo> | null } | undefined;
  const audio = meta?.audio
    ? {
        codec: meta.audio.codec ?? null,
        sampleRate: meta.audio.sampleRate ?? null,
        bitDepth: meta.audio.bitDepth ?? null,
        channels: meta.audio.channels ?? null,
      }
    : null;
  const image = meta?.image?.width && meta.image.height ? { width: meta.image.width, height: meta.image.height } : null;
  return {
    fileId: row.id,
    storageKey: row.storageKey,
    path: `resources/${fileName}`,
    fileName,
    mimeType: row.mimeType,
    sizeBytes: row.sizeBytes,
    sha256: known?.get(row.id) ?? (await sha256(storage, row.storageKey, what)),
    audio,
    image,
  };
}

/** The ids of the owner's artist profiles among `names` (a featured artist may be one too), by name in lower case. */
async function artistIdsOf(db: DbOrTx, userId: string, names: string[]): Promise<ReleaseSnapshot['artistIds']> {
  const wanted = [...new Set(names.map((n) => n.trim().toLowerCase()).filter(Boolean))];
  if (!wanted.length) return {};
  const rows = await db
    .select({ id: artistProfiles.id, name: artistProfiles.name, storeIds: artistProfiles.storeIds })
    .from(artistProfiles)
    .where(and(eq(artistProfiles.userId, userId), sql`lower(${artistProfiles.name}) = any(${sql.param(wanted)}::text[])`));
  return Object.fromEntries(rows.map((p) => [p.name.toLowerCase(), { profileId: p.id, storeIds: p.storeIds }]));
}

export async function loadReleaseSnapshot(
  deps: Pick<Deps, 'storage'>,
  db: DbOrTx,
  releaseId: string,
  known?: KnownHashes,
): Promise<ReleaseSnapshot> {
  const [r] = await db.select().from(m).where(eq(m.id, releaseId));
  if (!r) throw notFound(RELEASE_NOT_FOUND);
  const tracks = await db.select().from(t).where(eq(t.releaseId, releaseId)).orderBy(asc(t.position));
  const ids = [r.coverFileId, ...tracks.map((x) => x.audioFileId)].filter((id): id is string => !!id);
  const files = new Map((ids.length ? await db.select().from(f).where(inArray(f.id, ids)) : []).map((x) => [x.id, x]));
  // Files are named as stores expect: <ICPN>_01_<track>.<ext> and <ICPN>.<ext> for the cover.
  const base = r.upc ?? r.id;
  const coverRow = r.coverFileId ? files.get(r.coverFileId) : undefined;
  const cover = coverRow ? await snapshotFile(deps.storage, coverRow, base, 'The cover art file', known) : null;
  const snapTracks = [];
  for (const x of tracks) {
    const row = x.audioFileId ? files.get(x.audioFileId) : undefined;
    const nnn = String(x.position).padStart(3, '0');
    const audio = row ? await snapshotFile(deps.storage, row, `${base}_01_${nnn}`, `The audio file of track ${x.position}`, known) : null;
    const info = (row?.metadata as { audio?: { durationSeconds?: number | null } } | undefined)?.audio;
    snapTracks.push({
      trackId: x.id,
      position: x.position,
      title: x.title,
      isrc: x.isrc,
      explicit: x.explicit,
      durationSeconds: info?.durationSeconds ?? null,
      writerComposer: x.writerComposer,
      producer: x.producer,
      featuringArtists: x.featuringArtists,
      audio,
    });
  }
  const artists = [r.artistName, ...r.otherMainArtists, ...r.featuringArtists, ...tracks.flatMap((x) => x.featuringArtists)];
  return {
    id: r.id,
    userId: r.userId,
    artistIds: await artistIdsOf(db, r.userId, artists),
    icpn: r.upc,
    title: r.title,
    artistName: r.artistName,
    otherMainArtists: r.otherMainArtists,
    releaseType: r.releaseType as (typeof RELEASE_TYPES)[number],
    genre: r.genre,
    subgenre: r.subgenre,
    language: r.language,
    releaseDate: r.releaseDate,
    preOrderDate: r.preOrderDate,
    explicit: r.explicitContent,
    copyrightHolder: r.copyrightHolder,
    labelName: r.labelName ?? r.artistName,
    publisher: r.publisher,
    writerComposer: r.writerComposer,
    producer: r.producer,
    featuringArtists: r.featuringArtists,
    territories: { mode: r.territoryMode, codes: r.territories } as TerritoryChoice,
    stores: r.stores,
    cover,
    tracks: snapTracks,
  };
}
