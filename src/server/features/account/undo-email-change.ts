// The link mailed to the old address, used within its days: the account gets that address back
// (before or after the new one was confirmed), every session ends, every outstanding link of the
// account is revoked, and its password stops working, since whoever changed the address knew it:
// the owner chooses a new one through "Forgot password", which goes to the restored address.
import { randomBytes } from 'node:crypto';
import { and, eq, isNotNull, ne } from 'drizzle-orm';
import type { EmailRestoredDto } from '../../../domain/account-dto.ts';
import { ACCOUNT_FROZEN_MESSAGE, EMAIL_LINK_INVALID, EMAIL_TAKEN } from '../../../domain/account-texts.ts';
import { DomainError, forbidden } from '../../../domain/errors.ts';
import { isAccountFrozen } from '../../auth/frozen-account.ts';
import { hashPassword } from '../../auth/password.ts';
import { accounts, sessions, users } from '../../db/schema.ts';
import type { Deps } from '../../deps.ts';
import { consumeEmailToken, revokeAccountTokens } from './email-tokens.ts';
import { isUniqueViolation } from '../../db/is-unique-violation.ts';

export async function undoEmailChange(deps: Deps, input: { token: string }, now = new Date()): Promise<EmailRestoredDto> {
  const found = await consumeEmailToken(deps.db, 'email-undo', input.token, now);
  if (!found) throw new DomainError('INVALID_TOKEN', EMAIL_LINK_INVALID);
  const unusable = await hashPassword(randomBytes(32).toString('base64url'));
  let outcome: 'gone' | 'frozen' | 'taken' | 'restored';
  try {
    outcome = await deps.db.transaction(async (tx) => {
      const [user] = await tx.select({ email: users.email }).from(users).where(eq(users.id, found.userId)).for('update');
      if (!user) return 'gone' as const;
      if (await isAccountFrozen(tx, found.userId)) return 'frozen' as const;
      if (user.email !== found.email) {
        const [other] = await tx
          .select({ id: users.id })
          .from(users)
          .where(and(eq(users.email, found.email), ne(users.id, found.userId)));
        if (other) return 'taken' as const;
        await tx.update(users).set({ email: found.email, emailVerified: true, updatedAt: now }).where(eq(users.id, found.userId));
      }
      await tx.delete(sessions).where(eq(sessions.userId, found.userId));
      await revokeAccountTokens(tx, found.userId);
      await tx
        .update(accounts)
        .set({ password: unusable, updatedAt: now })
        .where(and(eq(accounts.userId, found.userId), eq(accounts.providerId, 'credential'), isNotNull(accounts.password)));
      return 'restored' as const;
    });
  } catch (err) {
    if (isUniqueViolation(err)) outcome = 'taken';
    else throw err;
  }
  if (outcome === 'gone') throw new DomainError('INVALID_TOKEN', EMAIL_LINK_INVALID);
  if (outcome === 'frozen') throw forbidden(ACCOUNT_FROZEN_MESSAGE);
  if (outcome === 'taken') throw new DomainError('CONFLICT', `${EMAIL_TAKEN} Please contact support.`);
  deps.log.warn({ userId: found.userId }, 'email change undone from the old address; sessions ended, password to be chosen again');
  return { email: found.email };
}
