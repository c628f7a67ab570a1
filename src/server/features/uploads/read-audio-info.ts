// Duration, sample rate, bit depth and channels of stored audio, read with music-metadata from
// the head of the file (the real size is given so lengths are computed, not scanned).
// music-metadata is loaded on the first audio upload, not at start-up.
import type { IFormat } from 'music-metadata';
import type { AudioInfo } from '../../../domain/uploads.ts';
import type { Storage } from '../../storage/storage.ts';

const HEAD_BYTES = 8 * 1024 * 1024;

/**
 * The length of a constant-bit-rate MP3 without a Xing or Info header, from its size: music-metadata
 * computes it only once it has read to the end of the file, past the head read here.
 */
function cbrDuration(format: IFormat, size: number): number | null {
  return format.codecProfile === 'CBR' && format.bitrate ? (size * 8) / format.bitrate : null;
}

export async function readAudioInfo(storage: Storage, key: string, size: number, mimeType: string): Promise<AudioInfo> {
  const { parseStream } = await import('music-metadata');
  const stream = await storage.get(key, { start: 0, end: Math.min(size, HEAD_BYTES) - 1 });
  try {
    const { format } = await parseStream(stream, { mimeType, size }, { duration: false, skipCovers: true });
    return {
      // Stryker disable next-line StringLiteral: music-metadata names the container of every file it reads
      container: format.container ?? 'unknown',
      codec: format.codec ?? null,
      durationSeconds: format.duration ?? cbrDuration(format, size),
      sampleRate: format.sampleRate ?? null,
      bitDepth: format.bitsPerSample ?? null,
      channels: format.numberOfChannels ?? null,
      // Stryker disable next-line BooleanLiteral: music-metadata sets lossless for every format it reads
      lossless: format.lossless ?? false,
    };
  } finally {
    stream.destroy();
  }
}
