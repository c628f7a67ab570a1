// Where the official DDEX schemas are: DDEX_DIR when configured (the app hands its configuration
// in; a caller without it, such as a test, gets the process's DDEX_DIR), else the copy the
// repository carries in vendor/ddex (DDEX's files, unchanged but for offline imports).
import { existsSync } from 'node:fs';
import path from 'node:path';

export const ERN_SCHEMA = 'ern43/release-notification.xsd';
export const MANIFEST_SCHEMA = 'ern-c-sftp18/ern-choreography-sftp.xsd';

function repositoryRoot(from = import.meta.dirname): string {
  let dir = from;
  while (!existsSync(path.join(dir, 'package.json'))) {
    const up = path.dirname(dir);
    if (up === dir) return from;
    dir = up;
  }
  return dir;
}

/** The folder holding ern43/ and ern-c-sftp18/, or null when none of the places has it. */
export function findDdexDir(configured?: string): string | null {
  const candidates = [configured, process.env.DDEX_DIR, path.join(repositoryRoot(), 'vendor/ddex')];
  return candidates.find((d): d is string => !!d && existsSync(path.join(d, ERN_SCHEMA))) ?? null;
}
