// An invitation link's token: the invitation's id and an HMAC over it and the invitation's key, in
// 43 base64url characters. Nothing secret is stored (the database holds the random key, not the
// token), the same token can be mailed again in a reminder, and a new key ends every older link.
// Keyed from the secret-box key material (SECRET_BOX_KEY, else the auth secret), so every instance
// signs alike, and per purpose (a split's payee, a team's member), so one kind's token never opens
// the other's.
import { createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';
import path from 'node:path';
import type { Env } from '../env.ts';
import { authSecret } from '../auth/secret.ts';

export type InvitationPurpose = 'split-invitation v1' | 'team-invitation v1';

const keys = new WeakMap<Env, Map<InvitationPurpose, Buffer>>();
function key(env: Env, purpose: InvitationPurpose): Buffer {
  let byPurpose = keys.get(env);
  if (!byPurpose) keys.set(env, (byPurpose = new Map()));
  let k = byPurpose.get(purpose);
  if (!k) {
    const material = env.SECRET_BOX_KEY ?? authSecret(env.AUTH_SECRET, path.resolve(env.DATA_DIR));
    k = Buffer.from(hkdfSync('sha256', material, 'tunelane', purpose, 32));
    byPurpose.set(purpose, k);
  }
  return k;
}

const mac = (env: Env, purpose: InvitationPurpose, id: Buffer, inviteKey: string) =>
  createHmac('sha256', key(env, purpose)).update(id).update(inviteKey).digest().subarray(0, 16);
const idBytes = (id: string) => Buffer.from(id.replace(/-/g, ''), 'hex');

/** A fresh invite key: a new invitation, whose links end the old ones'. */
export const newInviteKey = (): string => randomBytes(16).toString('base64url');

export function invitationToken(env: Env, purpose: InvitationPurpose, id: string, inviteKey: string): string {
  const bytes = idBytes(id);
  return Buffer.concat([bytes, mac(env, purpose, bytes, inviteKey)]).toString('base64url');
}

/** The invitation id a token names (to look its key up), or null when it is not a token's shape. */
export function tokenId(token: string): string | null {
  const bytes = Buffer.from(token, 'base64url');
  if (bytes.length !== 32) return null;
  const hex = bytes.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** Whether a token is the invitation's, under its current key. */
export function tokenMatches(env: Env, purpose: InvitationPurpose, token: string, id: string, inviteKey: string): boolean {
  const bytes = Buffer.from(token, 'base64url');
  return bytes.length === 32 && timingSafeEqual(bytes.subarray(16), mac(env, purpose, idBytes(id), inviteKey));
}
