import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';

/** AUTH_SECRET when set; otherwise one generated on first start and kept in DATA_DIR. */
export function authSecret(configured: string | undefined, dataDir: string): string {
  if (configured) return configured;
  const file = path.join(dataDir, 'auth-secret');
  try {
    return fs.readFileSync(file, 'utf8').trim();
  } catch {
    const secret = randomBytes(32).toString('base64url');
    fs.writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
    return secret;
  }
}
