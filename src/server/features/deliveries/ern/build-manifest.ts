import type { ManifestInput } from './types.ts';

/** The batch's BatchComplete_<BatchId>.xml (ManifestMessage of the SFTP choreography). */
export function buildManifest(_input: ManifestInput): string {
  throw new Error('not built yet');
}
