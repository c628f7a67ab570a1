// Secrets kept in the database (store passwords, payment details) are sealed with AES-256-GCM, so
// a copy of the database alone reveals none of them. The key is SECRET_BOX_KEY; without it, one is
// derived (HKDF-SHA256) from the auth secret, so a single instance works with no setting while
// several instances share the key they already share.
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import path from 'node:path';
import type { Env } from '../env.ts';
import { authSecret } from '../auth/secret.ts';

const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

export type SecretBox = {
  /** Encrypts `plaintext`; `context` (a purpose such as `store-endpoint:<id>`) must be given again to open it. */
  seal(plaintext: string, context?: string): string;
  /** The plaintext of a sealed value; throws when the key, the context or a single byte differs. */
  open(sealed: string, context?: string): string;
};

export class SecretBoxError extends Error {}

/** A box over a key of any length of at least 32 characters, stretched to 32 bytes by HKDF. */
export function createSecretBox(keyMaterial: string): SecretBox {
  if (keyMaterial.length < 32) throw new SecretBoxError('The secret-box key must be at least 32 characters.');
  const key = Buffer.from(hkdfSync('sha256', keyMaterial, 'tunelane', 'secret-box v1', 32));
  return {
    seal(plaintext, context = '') {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      cipher.setAAD(Buffer.from(context, 'utf8'));
      const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      return `${VERSION}.${Buffer.concat([iv, body, cipher.getAuthTag()]).toString('base64url')}`;
    },
    open(sealed, context = '') {
      const [version, payload] = sealed.split('.');
      if (version !== VERSION || !payload) throw new SecretBoxError('Not a sealed value.');
      const raw = Buffer.from(payload, 'base64url');
      if (raw.length < IV_BYTES + TAG_BYTES) throw new SecretBoxError('Not a sealed value.');
      const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, IV_BYTES));
      decipher.setAAD(Buffer.from(context, 'utf8'));
      decipher.setAuthTag(raw.subarray(raw.length - TAG_BYTES));
      try {
        return Buffer.concat([decipher.update(raw.subarray(IV_BYTES, raw.length - TAG_BYTES)), decipher.final()]).toString('utf8');
      } catch {
        throw new SecretBoxError('The sealed value cannot be opened with this key.');
      }
    },
  };
}

const boxes = new WeakMap<Env, SecretBox>();

/** The box for this configuration (built once per settings object). */
export function secretBox(env: Env): SecretBox {
  let box = boxes.get(env);
  if (!box) {
    box = createSecretBox(env.SECRET_BOX_KEY ?? authSecret(env.AUTH_SECRET, path.resolve(env.DATA_DIR)));
    boxes.set(env, box);
  }
  return box;
}
