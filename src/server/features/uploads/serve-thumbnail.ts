// An image upload's thumbnail (a square JPEG made when it was uploaded), once whoever asks may see it.
import { eq } from 'drizzle-orm';
import { notFound } from '../../../domain/errors.ts';
import { uploadedFiles } from '../../db/schema-uploads.ts';
import type { Deps } from '../../deps.ts';
import { serveFile } from './serve-file.ts';
import type { FileRow } from './to-file-dto.ts';

export async function serveThumbnail(deps: Pick<Deps, 'storage'>, f: Pick<FileRow, 'thumbnailKey'>, rangeHeader: string | undefined) {
  if (!f.thumbnailKey) throw notFound('This file has no thumbnail');
  const size = await deps.storage.size(f.thumbnailKey);
  if (size === null) throw notFound('This file has no thumbnail');
  return serveFile(deps.storage, { key: f.thumbnailKey, size, mimeType: 'image/jpeg', rangeHeader });
}

/** A file's thumbnail by id, with no viewer check: for an image the service shows publicly (a label's logo). */
export async function servePublicThumbnail(deps: Pick<Deps, 'db' | 'storage'>, fileId: string, rangeHeader: string | undefined) {
  const [f] = await deps.db.select({ thumbnailKey: uploadedFiles.thumbnailKey }).from(uploadedFiles).where(eq(uploadedFiles.id, fileId));
  if (!f) throw notFound('File not found');
  return serveThumbnail(deps, f, rangeHeader);
}
