// What the uploads API answers with: an uploaded file and what was read of it. The schemas are
// the server's answer contract; the web takes only their types.
import { z } from 'zod';

export const audioInfoDto = z.object({
  container: z.string(),
  codec: z.string().nullable(),
  durationSeconds: z.number().nullable(),
  sampleRate: z.number().nullable(),
  bitDepth: z.number().nullable(),
  channels: z.number().nullable(),
  lossless: z.boolean(),
});
export type AudioInfo = z.infer<typeof audioInfoDto>;

export const imageInfoDto = z.object({ width: z.number(), height: z.number(), format: z.string(), colourMode: z.string() });
export type ImageInfo = z.infer<typeof imageInfoDto>;

export const uploadedFileDto = z.object({
  id: z.string(),
  kind: z.enum(['audio', 'cover']),
  originalName: z.string(),
  mimeType: z.string(),
  sizeBytes: z.number(),
  url: z.string(),
  thumbnailUrl: z.string().nullable(),
  audio: audioInfoDto.nullable(),
  image: imageInfoDto.nullable(),
  /** What stores would refuse, in words the artist can act on; empty when all is well. */
  warnings: z.array(z.string()),
  createdAt: z.string(),
});
export type UploadedFileDto = z.infer<typeof uploadedFileDto>;
