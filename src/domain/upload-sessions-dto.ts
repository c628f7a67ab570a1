// What the resumable upload routes answer: the session, where to continue, and the file once whole.
import { z } from 'zod';
import { uploadedFileDto } from './uploads-dto.ts';

export const uploadSessionDto = z.object({
  id: z.string(),
  kind: z.enum(['audio', 'cover']),
  name: z.string(),
  /** The whole file's size in bytes. */
  size: z.number(),
  /** The bytes received so far: the next part starts here. */
  offset: z.number(),
  /** The largest part one request may carry. */
  chunkBytes: z.number(),
  expiresAt: z.string(),
  /** The uploaded file once every part has arrived and it passed the checks; null until then. */
  file: uploadedFileDto.nullable(),
});
export type UploadSessionDto = z.infer<typeof uploadSessionDto>;
