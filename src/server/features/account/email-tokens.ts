// The emailed links that change an account's address or undo the change: random tokens kept only
// as hashes in better-auth's verifications table (identifier `<kind>:<sha256>`, value
// `<user id>|<address>`), each used once and refused after its expiry. Every outstanding token of
// an account, these and better-auth's password resets (whose value is the user id), is revoked
// in one statement.
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/pool.ts';
import { verifications } from '../../db/schema.ts';

/** 'email-change' confirms a new address (mailed to it); 'email-undo' puts the old one back (mailed to that). */
export type EmailTokenKind = 'email-change' | 'email-undo';

const identifier = (kind: EmailTokenKind, token: string) => `${kind}:${createHash('sha256').update(token).digest('base64url')}`;
const ofUser = (userId: string) => sql`starts_with(${verifications.value}, ${`${userId}|`})`;

export async function issueEmailToken(db: DbOrTx, kind: EmailTokenKind, userId: string, email: string, expiresAt: Date): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(verifications).values({ identifier: identifier(kind, token), value: `${userId}|${email}`, expiresAt });
  return token;
}

/** Uses a token up (it is gone either way): its account and address, or null when unknown, used or expired. */
export async function consumeEmailToken(
  db: DbOrTx,
  kind: EmailTokenKind,
  token: string,
  now: Date,
): Promise<{ userId: string; email: string } | null> {
  const [row] = await db
    .delete(verifications)
    .where(eq(verifications.identifier, identifier(kind, token)))
    .returning();
  if (!row || row.expiresAt.getTime() <= now.getTime()) return null;
  const bar = row.value.indexOf('|');
  return { userId: row.value.slice(0, bar), email: row.value.slice(bar + 1) };
}

/** Drops an account's tokens of one kind (a new address asked for replaces the one pending). */
export async function dropEmailTokens(db: DbOrTx, kind: EmailTokenKind, userId: string): Promise<void> {
  await db.delete(verifications).where(and(sql`starts_with(${verifications.identifier}, ${`${kind}:`})`, ofUser(userId)));
}

/** Revokes every outstanding token of an account: address changes, their undo links, password resets. */
export async function revokeAccountTokens(db: DbOrTx, userId: string): Promise<number> {
  const gone = await db
    .delete(verifications)
    .where(or(eq(verifications.value, userId), ofUser(userId)))
    .returning({ id: verifications.id });
  return gone.length;
}
