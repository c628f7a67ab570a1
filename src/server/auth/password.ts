// Passwords are hashed with argon2id (OWASP ASVS level 2): 19 MiB memory, 2 passes.
import { hash, verify } from '@node-rs/argon2';

const ARGON2ID = 2; // the Algorithm enum is type-only in @node-rs/argon2

export function hashPassword(password: string): Promise<string> {
  return hash(password, { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 });
}

export async function verifyPassword({ hash: stored, password }: { hash: string; password: string }): Promise<boolean> {
  try {
    return await verify(stored, password);
  } catch {
    return false; // a malformed stored hash never signs anyone in
  }
}
