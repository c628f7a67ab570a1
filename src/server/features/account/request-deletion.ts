// Deleting an account, as the settings screen says it will happen: with the password (or, for an
// account without one, the email typed out), in one transaction the account is marked for
// deletion with its purge date, its live releases are taken down, every session ends and every
// emailed link of the account is revoked; then a mail confirms it. Sign-in is refused from then on; the purge job removes the data after the
// grace period (purge-deleted-accounts.ts), unless an admin restores the account before
// (features/users/cancel-user-deletion.ts).
import { and, eq } from 'drizzle-orm';
import type { AccountDeletionDto } from '../../../domain/account-dto.ts';
import type { DeleteAccountInput } from '../../../domain/account.ts';
import {
  DELETE_CONFIRM_MISMATCH,
  DELETION_CONSEQUENCES,
  DELETION_GRACE_DAYS,
  PASSWORD_REQUIRED,
  WRONG_PASSWORD,
} from '../../../domain/account-texts.ts';
import { formatDate, DAY_MS } from '../../../domain/dates.ts';
import { invalid, notFound } from '../../../domain/errors.ts';
import { verifyPassword } from '../../auth/password.ts';
import { accounts, sessions, users } from '../../db/schema.ts';
import { accountDeletions } from '../../db/schema-account.ts';
import type { Deps } from '../../deps.ts';
import { consumeLimit } from '../../http/rate-limit.ts';
import { notify } from '../../realtime/notify.ts';
import type { UserActor } from '../../actor.ts';
import { takeDownReleases } from '../releases/take-down-releases.ts';
import { revokeAccountTokens } from './email-tokens.ts';

const TAKEN_DOWN_NOTE = 'Taken down: the account is being deleted';
const ATTEMPTS = { name: 'delete-account', max: 10, windowSeconds: 15 * 60, message: 'Too many attempts.' };

const day = (d: Date) => formatDate(d, 'long', { timeZone: 'UTC' });

export async function requestAccountDeletion(
  deps: Deps,
  { userId }: UserActor,
  input: DeleteAccountInput,
  now = new Date(),
): Promise<AccountDeletionDto> {
  await consumeLimit(deps.pool, ATTEMPTS, userId);
  const [user] = await deps.db.select({ email: users.email, name: users.name }).from(users).where(eq(users.id, userId));
  if (!user) throw notFound('Account not found');
  if (input.confirmEmail.toLowerCase() !== user.email.toLowerCase()) throw invalid(DELETE_CONFIRM_MISMATCH, 'confirmEmail');
  const [credential] = await deps.db
    .select({ password: accounts.password })
    .from(accounts)
    .where(and(eq(accounts.userId, userId), eq(accounts.providerId, 'credential')));
  if (credential?.password) {
    if (!input.password) throw invalid(PASSWORD_REQUIRED, 'password');
    if (!(await verifyPassword({ hash: credential.password, password: input.password }))) throw invalid(WRONG_PASSWORD, 'password');
  }

  const purgeAfter = new Date(now.getTime() + DELETION_GRACE_DAYS * DAY_MS);
  const result = await deps.db.transaction(async (tx) => {
    const [marked] = await tx.insert(accountDeletions).values({ userId, requestedAt: now, purgeAfter }).onConflictDoNothing().returning();
    if (!marked) {
      const [existing] = await tx.select().from(accountDeletions).where(eq(accountDeletions.userId, userId));
      return { purgeAfter: existing!.purgeAfter, releasesTakenDown: existing!.releasesTakenDown, first: false };
    }
    const releasesTakenDown = await takeDownReleases(tx, userId, TAKEN_DOWN_NOTE);
    await tx.update(accountDeletions).set({ releasesTakenDown }).where(eq(accountDeletions.userId, userId));
    await tx.delete(sessions).where(eq(sessions.userId, userId));
    // A link mailed before (a new address, its undo, a password reset) changes nothing now.
    await revokeAccountTokens(tx, userId);
    // The console's Users table shows the request at once (its status, and Restore).
    await notify(tx, { topic: 'profiles', id: userId });
    return { purgeAfter, releasesTakenDown, first: true };
  });
  if (result.first) {
    deps.log.info({ userId, purgeAfter: result.purgeAfter, releasesTakenDown: result.releasesTakenDown }, 'account deletion requested');
    await deps.mailer
      .send(deletionMail(deps, user.email, user.name, result.purgeAfter))
      .catch((err: unknown) => deps.log.error({ err, userId }, 'account deletion mail failed'));
  }
  return { purgeAfter: result.purgeAfter.toISOString(), releasesTakenDown: result.releasesTakenDown };
}

function deletionMail(deps: Deps, to: string, name: string | null, purgeAfter: Date) {
  const brand = deps.env.BRAND_NAME;
  const lines = DELETION_CONSEQUENCES.map((c) => `- ${c}`).join('\n');
  return {
    to,
    subject: `Your ${brand} account is being deleted`,
    text: `Hello ${name || 'there'},\n\nAs you asked, your ${brand} account is being deleted. Its data will be removed on ${day(purgeAfter)}.\n\n${lines}\n\nIf you did not ask for this, or want to keep the account, write to ${deps.env.SUPPORT_EMAIL} before then.\n\n${brand}`,
  };
}
