// Snapshots for the builder's tests and benchmark: a release of any type with tracks and files.
import { TEST_SENDER_DPID } from '../../domain/dpid.ts';
import { withCheckDigit } from '../../domain/identifiers.ts';
import { WORLDWIDE } from '../../domain/territories.ts';
import { findDdexDir } from '../features/deliveries/ern/ddex-schemas.ts';
import type { DdexParty, ReleaseSnapshot, SnapshotFile, SnapshotTrack } from '../features/deliveries/ern/types.ts';

/** We, as the sender: the test party (a well-formed DPID DDEX never allocates). The store: Spotify's published DPID. */
export const SENDER: DdexParty = { dpid: TEST_SENDER_DPID, name: 'Tunelane' };
export const STORE: DdexParty = { dpid: 'PADPIDA2011072101T', name: 'A Store & Co <Test>' };

const hash = (n: number) => n.toString(16).padStart(64, '0');

function file(id: string, name: string, mimeType: string, n: number): SnapshotFile {
  const audio = mimeType.startsWith('audio/');
  return {
    fileId: id,
    storageKey: `files/${id}`,
    path: `resources/${name}`,
    fileName: name,
    mimeType,
    sizeBytes: 1000 + n,
    sha256: hash(n),
    // As the uploads feature reads them: a 24-bit 48 kHz stereo FLAC, a 3000 x 3000 cover.
    audio: audio ? { codec: 'FLAC', sampleRate: 48_000, bitDepth: 24, channels: 2 } : null,
    image: audio ? null : { width: 3000, height: 3000 },
  };
}

export function track(position: number, over: Partial<SnapshotTrack> = {}): SnapshotTrack {
  const nn = String(position).padStart(2, '0');
  return {
    trackId: `00000000-0000-4000-8000-0000000000${nn}`,
    position,
    title: `Track ${position}`,
    isrc: `INT7L26${String(position).padStart(5, '0')}`,
    explicit: false,
    durationSeconds: 180 + position,
    writerComposer: 'Asha Rao, Vikram Iyer',
    producer: 'Noor Khan',
    featuringArtists: [],
    audio: file(`a0000000-0000-4000-8000-0000000000${nn}`, `A${position}_${nn}.flac`, 'audio/flac', position),
    ...over,
  };
}

export function snapshot(over: Partial<ReleaseSnapshot> = {}, trackCount = 1): ReleaseSnapshot {
  return {
    id: 'r0000000-0000-4000-8000-000000000001',
    userId: 'u0000000-0000-4000-8000-000000000001',
    artistIds: {},
    icpn: withCheckDigit('086000012345'),
    title: 'Monsoon Letters',
    artistName: 'The Quiet Hours',
    otherMainArtists: [],
    releaseType: 'single',
    genre: 'Pop',
    subgenre: null,
    language: 'English',
    releaseDate: '2026-12-18',
    preOrderDate: null,
    explicit: false,
    copyrightHolder: 'Quiet Hours Music',
    labelName: 'Quiet Hours Records',
    publisher: null,
    writerComposer: null,
    producer: null,
    featuringArtists: [],
    territories: WORLDWIDE,
    stores: null,
    cover: file('c0000000-0000-4000-8000-000000000001', 'cover.jpg', 'image/jpeg', 99),
    tracks: Array.from({ length: trackCount }, (_, i) => track(i + 1)),
    ...over,
  };
}

/**
 * The schema folder for tests: missing, the tests that need it fail (a skipped schema check would
 * pass a delivery no store accepts). A missing xmllint fails as well.
 */
export function ddexDirForTests(): string {
  const dir = findDdexDir(process.env.DDEX_DIR);
  if (!dir)
    throw new Error(
      'The DDEX schemas are missing: vendor/ddex holds them, or set DDEX_DIR to a folder holding ern43 (every message must be validated).',
    );
  return dir;
}
