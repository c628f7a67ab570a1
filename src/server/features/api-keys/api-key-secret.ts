// An API key: the prefix and 32 random bytes. Kept only as its SHA-256: with that much randomness a
// fast hash is as strong as a slow one, and every call can check it in one indexed lookup.
import { createHash, randomBytes } from 'node:crypto';
import { API_KEY_PREFIX } from '../../../domain/api-keys.ts';

/** How many characters of a key the list shows. */
const SHOWN = API_KEY_PREFIX.length + 6;

export const hashApiKey = (key: string): string => createHash('sha256').update(key).digest('hex');

export function newApiKey(): { secret: string; prefix: string; hash: string } {
  const secret = API_KEY_PREFIX + randomBytes(32).toString('base64url');
  return { secret, prefix: secret.slice(0, SHOWN), hash: hashApiKey(secret) };
}
