// Dimensions and colour mode of stored cover art (sharp), and a small thumbnail for lists.
// sharp (with libvips) is loaded on the first cover upload, not at start-up.
import { pipeline } from 'node:stream';
import type { ImageInfo } from '../../../domain/uploads.ts';
import type { Storage } from '../../storage/storage.ts';

const MAX_PIXELS = 12_000 * 12_000;
export const THUMBNAIL_SIZE = 400;

function colourMode(space: string | undefined): string {
  // libvips reads every JPG and PNG as one of these (or cmyk, or a palette's srgb)
  if (space === 'srgb' || space === 'rgb16') return 'rgb';
  if (space === 'b-w' || space === 'grey16') return 'grayscale';
  // Stryker disable next-line StringLiteral: sharp names the colour space of every JPG and PNG
  return space ?? 'unknown';
}

export async function readImageInfo(storage: Storage, key: string): Promise<ImageInfo> {
  const { default: sharp } = await import('sharp');
  const stream = await storage.get(key);
  const image = sharp({ limitInputPixels: MAX_PIXELS, failOn: 'error' });
  // sharp answers once it has the whole stream (it reads to the end even to refuse an image), but
  // never when the stream fails part-way: that failure is then the answer, and no uncaught error.
  const failed = new Promise<never>((_, reject) => stream.once('error', reject));
  stream.pipe(image);
  const meta = await Promise.race([image.metadata(), failed]);
  if (!meta.width || !meta.height) throw new Error('no dimensions');
  // Stryker disable next-line StringLiteral: sharp names the format of every image it reads
  return { width: meta.width, height: meta.height, format: meta.format ?? 'unknown', colourMode: colourMode(meta.space) };
}

/** Writes a square JPEG thumbnail of the stored image under thumbKey. */
export async function makeThumbnail(storage: Storage, key: string, thumbKey: string): Promise<void> {
  const { default: sharp } = await import('sharp');
  const stream = await storage.get(key);
  // sharp's defaults: the square filled (fit 'cover'), JPEG quality 80
  const resize = sharp({ limitInputPixels: MAX_PIXELS }).rotate().resize(THUMBNAIL_SIZE, THUMBNAIL_SIZE).toColourspace('srgb').jpeg();
  // pipeline keeps an error listener on both from the start: a read failing before storage has
  // begun writing fails the thumbnail instead of being thrown as an uncaught exception.
  await storage.put(
    thumbKey,
    pipeline(stream, resize, () => undefined),
    'image/jpeg',
  );
}
