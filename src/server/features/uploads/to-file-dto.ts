import type { AudioInfo, ImageInfo, UploadedFileDto, UploadKind } from '../../../domain/uploads.ts';
import { audioWarnings, imageWarnings } from '../../../domain/uploads.ts';
import type { uploadedFiles } from '../../db/schema-uploads.ts';

export type FileRow = typeof uploadedFiles.$inferSelect;
export type FileMetadata = { audio?: AudioInfo; image?: ImageInfo };

const fileUrl = (id: string) => `/api/files/${id}`;
export const thumbnailUrl = (id: string) => `/api/files/${id}/thumbnail`;

export function toFileDto(row: FileRow): UploadedFileDto {
  const meta = (row.metadata ?? {}) as FileMetadata;
  const audio = meta.audio ?? null;
  const image = meta.image ?? null;
  return {
    id: row.id,
    kind: row.kind as UploadKind,
    originalName: row.originalName,
    mimeType: row.mimeType,
    sizeBytes: row.sizeBytes,
    url: fileUrl(row.id),
    thumbnailUrl: row.thumbnailKey ? thumbnailUrl(row.id) : null,
    audio,
    image,
    warnings: audio ? audioWarnings(audio) : image ? imageWarnings(image) : [],
    createdAt: row.createdAt.toISOString(),
  };
}
