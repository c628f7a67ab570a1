// How the signed-in account signs in: its address (confirmed or not), whether it has a password,
// and which other providers it uses. The settings screen shows the forms that apply.
import { eq } from 'drizzle-orm';
import type { AccountDto } from '../../../domain/account-dto.ts';
import { notFound } from '../../../domain/errors.ts';
import { accounts, users } from '../../db/schema.ts';
import type { Deps } from '../../deps.ts';
import type { UserActor } from '../../actor.ts';

export async function getAccount({ db }: Deps, { userId }: UserActor): Promise<AccountDto> {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) throw notFound('Account not found');
  const linked = await db
    .select({ providerId: accounts.providerId, password: accounts.password })
    .from(accounts)
    .where(eq(accounts.userId, userId));
  return {
    email: user.email,
    emailVerified: user.emailVerified,
    hasPassword: linked.some((a) => a.providerId === 'credential' && !!a.password),
    providers: linked.filter((a) => a.providerId !== 'credential').map((a) => a.providerId),
    createdAt: user.createdAt.toISOString(),
  };
}
