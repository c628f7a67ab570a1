// Where a store's batches go: a folder, an SFTP server or an S3-compatible bucket, behind one
// shape. Paths are relative to the endpoint's root and use `/`. A file appears under its final
// name only once all of it is there (written under a temporary name and renamed, or an S3 object,
// which exists whole or not at all), so a cut-off upload never looks complete.
import type { Readable } from 'node:stream';

export type Transport = {
  /** Writes the whole file at `path` (its folders created); replaces a file already there. */
  put(path: string, body: Readable | Buffer): Promise<void>;
  /** The size of the file at `path`, or null when there is none. */
  size(path: string): Promise<number | null>;
  /** Names of the files directly in `dir` ('' is the root). */
  list(dir: string): Promise<string[]>;
  read(path: string): Promise<Buffer>;
  /** False once the connection is known to be gone (a server that hung up). */
  isOpen(): boolean;
  close(): Promise<void>;
};

/** The temporary name a file is written under before it takes its own. */
export const partName = (path: string) => `${path}.part`;

/** Refuses paths that could leave the endpoint's root; ours are generated, this is the last guard. */
export function assertRelativePath(path: string): void {
  if (path.startsWith('/') || path.split('/').some((p) => p === '..' || p === '.') || path.includes('\\') || path.includes('\0'))
    throw new Error(`unsafe delivery path: ${path}`);
}
