// Dimensions and colour mode of stored cover art (sharp), and a small thumbnail for lists.
// sharp (with libvips) is loaded on the first cover upload, not at start-up.
import { pipeline } from 'node:stream';
import type { ImageInfo } from '../../../domain/uploads.ts';
import type { Storage } from '../../storage/storage.ts';

const MAX_PIXELS = 12_000 * 12_000;
export const THUMBNAIL_SIZE = 400;

function colourMode(space: string | undefined): string {
  if (space === 'srgb' || space === 'rgb' || space === 'rgb16' || space === 'scrgb') return 'rgb';
  if (space === 'b-w' || space === 'grey16') return 'grayscale';
  // Stryker disable next-line StringLiteral: sharp names the colour space of every JPG and PNG
  return space ?? 'unknown';
}

export async function readImageInfo(storage: Storage, key: string): Promise<ImageInfo> {
  const { default: sharp } = await import('sharp');
  const stream = await storage.get(key);
  const image = sharp({ limitInputPixels: MAX_PIXELS, failOn: 'error' });
  stream.pipe(image);
  try {
    const meta = await image.metadata();
    if (!meta.width || !meta.height) throw new Error('no dimensions');
    // Stryker disable next-line StringLiteral: sharp names the format of every image it reads
    return { width: meta.width, height: meta.height, format: meta.format ?? 'unknown', colourMode: colourMode(meta.space) };
    // Stryker disable next-line BlockStatement: equivalent, sharp reads a stream to its end before it answers or fails
  } finally {
    // Stryker disable next-line CallExpression: equivalent, sharp reads a stream to its end before it answers or fails
    stream.destroy();
  }
}

/** Writes a square JPEG thumbnail of the stored image under thumbKey. */
export async function makeThumbnail(storage: Storage, key: string, thumbKey: string): Promise<void> {
  const { default: sharp } = await import('sharp');
  const stream = await storage.get(key);
  const resize = sharp({ limitInputPixels: MAX_PIXELS })
    .rotate()
    // Stryker disable next-line ObjectLiteral: equivalent, cover is sharp's default fit
    .resize(THUMBNAIL_SIZE, THUMBNAIL_SIZE, { fit: 'cover' })
    .toColourspace('srgb')
    // Stryker disable next-line ObjectLiteral: equivalent, 80 is sharp's default JPEG quality
    .jpeg({ quality: 80 });
  // pipeline keeps an error listener on both from the start: a read failing before storage has
  // begun writing fails the thumbnail instead of being thrown as an uncaught exception.
  await storage.put(
    thumbKey,
    pipeline(stream, resize, () => undefined),
    'image/jpeg',
  );
}
