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
  /** The files directly in `dir` ('' is the root) with their sizes in bytes, as the listing gives them. */
  listFiles(dir: string): Promise<{ name: string; size: number }[]>;
  read(path: string): Promise<Buffer>;
  /**
   * The file's bytes, streamed and never more than `maxBytes` + 1 of them fetched or held (a file
   * that grew after it was listed stays cut off): null when the file holds more than `maxBytes`.
   */
  readAtMost(path: string, maxBytes: number): Promise<Buffer | null>;
  /** Throws, with the system's reason, unless the endpoint's folder (or bucket) is there and can be reached: a connection test. */
  check(): Promise<void>;
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

/** Gathers a stream's bytes, stopping it (null) as soon as they pass `maxBytes`. */
export function collectAtMost(stream: Readable, maxBytes: number): Promise<Buffer | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let n = 0;
    stream.on('data', (chunk: Buffer) => {
      n += chunk.length;
      if (n > maxBytes) {
        stream.removeAllListeners('data');
        stream.destroy();
        chunks.length = 0;
        resolve(null);
      } else chunks.push(chunk);
    });
    stream.once('end', () => resolve(Buffer.concat(chunks)));
    stream.on('error', reject);
  });
}
