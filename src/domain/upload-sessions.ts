// Resumable uploads: a session names the file and its size, then takes the file in parts, each at
// the offset the session has reached, so a client cut off mid-way sends again only what is missing.
// The completed file goes through the same checks as a single upload (domain/uploads.ts).
import { z } from 'zod';

/** The largest part one request may carry (the last part of a file is smaller). */
export const CHUNK_BYTES = 8 * 1024 * 1024;

/** How long a session lasts after it is made; the daily sweep removes it and its parts afterwards. */
export const SESSION_HOURS = 24;

const NAME_MESSAGE = 'Please give the file name (at most 255 characters)';

/** The name of an uploaded file, as it was on the uploader's computer. */
export const uploadName = z
  .string({ error: NAME_MESSAGE })
  .trim()
  .min(1, NAME_MESSAGE)
  .max(255, NAME_MESSAGE)
  .refine((n) => !/[\\/]/.test(n), NAME_MESSAGE);

const SIZE_MESSAGE = 'Please give the size of the file in bytes';

export const createUploadSessionSchema = z.object({
  kind: z.enum(['audio', 'cover'], { error: 'Please say whether the file is audio or cover art' }),
  name: uploadName,
  size: z.number({ error: SIZE_MESSAGE }).int(SIZE_MESSAGE).min(1, SIZE_MESSAGE).max(Number.MAX_SAFE_INTEGER, SIZE_MESSAGE),
});
export type CreateUploadSessionInput = z.infer<typeof createUploadSessionSchema>;

const OFFSET_MESSAGE = 'Please give the offset of the part: the byte of the file it starts at';

export const uploadChunkQuery = z.object({
  offset: z
    .string({ error: OFFSET_MESSAGE })
    .regex(/^\d{1,15}$/, OFFSET_MESSAGE)
    .transform(Number),
});

export const UPLOAD_SESSION_MESSAGES = {
  notFound: 'Upload session not found',
  wrongOffset: (expected: number) => `The upload continues at byte ${expected}. Send the part that starts there.`,
  partTooLarge: (max: number) => `This part may carry at most ${max} bytes. Send the rest of the file in further parts.`,
  emptyPart: (expected: number) => `The part was empty. Send the bytes of the file from byte ${expected}.`,
  completing: 'The whole file has arrived and is being checked. Ask for the session again in a moment.',
} as const;
