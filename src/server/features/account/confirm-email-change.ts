// The link sent to a new address, opened: the account signs in with that address from now on
// (confirmed, since its mailbox was reached), and every other session of the account ends; the
// browser that opened the link stays signed in when it is the account's own. A link is used
// once; it is refused after its expiry, once a newer address was asked for, once the account
// asked to be deleted (its links were revoked then), and while the account is frozen.
import { and, eq, ne } from 'drizzle-orm';
import type { EmailChangedDto } from '../../../domain/account-dto.ts';
import { ACCOUNT_FROZEN_MESSAGE, EMAIL_LINK_INVALID, EMAIL_TAKEN } from '../../../domain/account-texts.ts';
import { DomainError, forbidden } from '../../../domain/errors.ts';
import { isAccountFrozen } from '../../auth/frozen-account.ts';
import { sessions, users } from '../../db/schema.ts';
import type { Deps } from '../../deps.ts';
import { consumeEmailToken, dropEmailTokens } from './email-tokens.ts';
import { isUniqueViolation } from '../../db/is-unique-violation.ts';

export async function confirmEmailChange(
  deps: Deps,
  input: { token: string; sessionToken: string | null },
  now = new Date(),
): Promise<EmailChangedDto> {
  // Used up in a statement of its own: a link refused below is spent all the same.
  const found = await consumeEmailToken(deps.db, 'email-change', input.token, now);
  if (!found) throw new DomainError('INVALID_TOKEN', EMAIL_LINK_INVALID);
  let outcome: { signedIn: boolean } | 'gone' | 'frozen' | 'taken';
  try {
    outcome = await deps.db.transaction(async (tx) => {
      const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.id, found.userId)).for('update');
      if (!user) return 'gone' as const;
      if (await isAccountFrozen(tx, found.userId)) return 'frozen' as const;
      const [other] = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.email, found.email), ne(users.id, found.userId)));
      if (other) return 'taken' as const;
      await tx.update(users).set({ email: found.email, emailVerified: true, updatedAt: now }).where(eq(users.id, found.userId));
      const kept = input.sessionToken
        ? await tx
            .select({ id: sessions.id })
            .from(sessions)
            .where(and(eq(sessions.token, input.sessionToken), eq(sessions.userId, found.userId)))
        : [];
      await tx
        .delete(sessions)
        .where(kept[0] ? and(eq(sessions.userId, found.userId), ne(sessions.id, kept[0].id)) : eq(sessions.userId, found.userId));
      await dropEmailTokens(tx, 'email-change', found.userId);
      return { signedIn: !!kept[0] };
    });
  } catch (err) {
    // another account took the address between the check and the write
    if (isUniqueViolation(err)) outcome = 'taken';
    else throw err;
  }
  if (outcome === 'gone') throw new DomainError('INVALID_TOKEN', EMAIL_LINK_INVALID);
  if (outcome === 'frozen') throw forbidden(ACCOUNT_FROZEN_MESSAGE);
  if (outcome === 'taken') throw new DomainError('CONFLICT', EMAIL_TAKEN, 'email');
  deps.log.info({ userId: found.userId, signedIn: outcome.signedIn }, 'email address changed; other sessions ended');
  return { email: found.email, signedIn: outcome.signedIn };
}
