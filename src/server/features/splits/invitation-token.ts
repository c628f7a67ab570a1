// An invitation link's token: the payee's party id and an HMAC over it and the party's invite key,
// in 43 base64url characters. Nothing secret is stored (the database holds the random key, not the
// token), the same token can be mailed again in a reminder, and a new key ends every older link.
// Keyed from the secret-box key material (SECRET_BOX_KEY, else the auth secret), so every instance
// signs alike.
import { createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';
import path from 'node:path';
import type { Env } from '../../env.ts';
import { authSecret } from '../../auth/secret.ts';

const keys = new WeakMap<Env, Buffer>();
function key(env: Env): Buffer {
  let k = keys.get(env);
  if (!k) {
    const material = env.SECRET_BOX_KEY ?? authSecret(env.AUTH_SECRET, path.resolve(env.DATA_DIR));
    k = Buffer.from(hkdfSync('sha256', material, 'tunelane', 'split-invitation v1', 32));
    keys.set(env, k);
  }
  return k;
}

const mac = (env: Env, id: Buffer, inviteKey: string) =>
  createHmac('sha256', key(env)).update(id).update(inviteKey).digest().subarray(0, 16);
const idBytes = (partyId: string) => Buffer.from(partyId.replace(/-/g, ''), 'hex');

/** A fresh invite key: a new invitation, whose links end the old ones'. */
export const newInviteKey = (): string => randomBytes(16).toString('base64url');

export function invitationToken(env: Env, partyId: string, inviteKey: string): string {
  const id = idBytes(partyId);
  return Buffer.concat([id, mac(env, id, inviteKey)]).toString('base64url');
}

/** The party id a token names (to look its key up), or null when it is not a token's shape. */
export function tokenParty(token: string): string | null {
  const bytes = Buffer.from(token, 'base64url');
  if (bytes.length !== 32) return null;
  const hex = bytes.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** Whether a token is the party's, under their current key. */
export function tokenMatches(env: Env, token: string, partyId: string, inviteKey: string): boolean {
  const bytes = Buffer.from(token, 'base64url');
  return bytes.length === 32 && timingSafeEqual(bytes.subarray(16), mac(env, idBytes(partyId), inviteKey));
}
