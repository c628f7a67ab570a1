// What a release's versions answer with: each reviewed change and what every store received of
// it. The schemas are the server's answer contract; the web takes only their types.
import { z } from 'zod';

/** Who wrote a change: the artist, or an admin for them (named in the console only). */
export const versionAuthorDto = z.discriminatedUnion('by', [
  z.object({ by: z.literal('artist') }),
  z.object({ by: z.literal('admin'), name: z.string().nullable() }),
]);
export type VersionAuthorDto = z.infer<typeof versionAuthorDto>;

/** What one store received of one version. */
export const versionDeliveryDto = z.object({
  id: z.string(),
  storeName: z.string(),
  kind: z.enum(['new', 'update', 'takedown']),
  state: z.string(),
  messageId: z.string().nullable(),
  batchId: z.string().nullable(),
  /** How many files (audio, cover) its batch carried: none for an update that changed no file. */
  filesSent: z.number(),
  queuedAt: z.string(),
});
export type VersionDeliveryDto = z.infer<typeof versionDeliveryDto>;

/** One version of a release: 1 as first approved, then each reviewed change. */
export const releaseVersionDto = z.object({
  /** null while waiting for review or when rejected. */
  version: z.number().nullable(),
  state: z.enum(['live', 'pending', 'approved', 'rejected']),
  /** The change's id; null for the first version. */
  revisionId: z.string().nullable(),
  adminNotes: z.string().nullable(),
  /** Who wrote the change; null for the first version, or when the author's account is gone. */
  editedBy: versionAuthorDto.nullable(),
  createdAt: z.string(),
  reviewedAt: z.string().nullable(),
  deliveries: z.array(versionDeliveryDto),
});
export type ReleaseVersionDto = z.infer<typeof releaseVersionDto>;
