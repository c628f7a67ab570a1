// ADMIN_EMAIL + ADMIN_PASSWORD on start: create that account (verified) or promote it. Instances
// starting together take turns (a lock on the address), so one creates it and the others promote.
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/pool.ts';
import { accounts, userRoles, users } from '../db/schema.ts';
import { hashPassword } from './password.ts';

export async function ensureAdmin(db: Db, email: string, password: string): Promise<'created' | 'promoted'> {
  const normalized = email.toLowerCase();
  const hash = await hashPassword(password);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`ensure-admin:${normalized}`}, 0))`);
    const [existing] = await tx.select({ id: users.id }).from(users).where(eq(users.email, normalized));
    let id = existing?.id;
    if (!id) {
      const [created] = await tx
        .insert(users)
        .values({ name: 'Admin', email: normalized, emailVerified: true })
        .returning({ id: users.id });
      id = created!.id;
    } else {
      await tx
        .update(users)
        .set({ emailVerified: true, updatedAt: sql`now()` })
        .where(eq(users.id, id));
    }
    const [credential] = await tx
      .select({ id: accounts.id })
      .from(accounts)
      .where(and(eq(accounts.userId, id), eq(accounts.providerId, 'credential')));
    if (credential)
      await tx
        .update(accounts)
        .set({ password: hash, updatedAt: sql`now()` })
        .where(eq(accounts.id, credential.id));
    else await tx.insert(accounts).values({ userId: id, accountId: id, providerId: 'credential', password: hash });
    await tx
      .insert(userRoles)
      .values({ userId: id, role: 'admin' })
      .onConflictDoUpdate({ target: userRoles.userId, set: { role: 'admin' } });
    return existing ? 'promoted' : 'created';
  });
}
