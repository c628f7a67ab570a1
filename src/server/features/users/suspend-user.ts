// Suspension: the account's sessions end in the same transaction (here and by the trigger of
// migration 0006), every request of a remaining cookie is refused, and signing in is refused with
// a clear message (auth.ts) until an admin lifts it. An admin cannot suspend themselves, nor the
// last active admin.
import { sql } from 'drizzle-orm';
import { DomainError } from '../../../domain/errors.ts';
import type { AdminUserDto } from '../../../domain/users-admin-dto.ts';
import { LAST_ADMIN_SUSPEND, SELF_SUSPEND } from '../../../domain/users-admin-texts.ts';
import type { UserActor } from '../../actor.ts';
import type { Deps } from '../../deps.ts';
import { profiles, sessions } from '../../db/schema.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { loadAdminUser } from './admin-user-query.ts';
import { activeAdminCount, lockAdminChanges, lockUser } from './lock-admins.ts';

export async function suspendUser({ db }: Deps, actor: UserActor, userId: string, version: string): Promise<AdminUserDto> {
  if (userId === actor.userId) throw new DomainError('FORBIDDEN', SELF_SUSPEND);
  return db.transaction(async (tx) => {
    await lockAdminChanges(tx);
    const user = await lockUser(tx, userId, version);
    if (user.suspendedAt) return loadAdminUser(tx, userId);
    if (user.role === 'admin' && (await activeAdminCount(tx)) <= 1) throw new DomainError('FORBIDDEN', LAST_ADMIN_SUSPEND);
    const live = await tx
      .select({ id: sessions.id })
      .from(sessions)
      .where(sql`${sessions.userId} = ${userId}`);
    const [row] = await tx
      .update(profiles)
      .set({ suspendedAt: sql`now()`, updatedAt: sql`now()` })
      .where(sql`${profiles.id} = ${userId}`)
      .returning({ suspendedAt: profiles.suspendedAt });
    // The trigger of migration 0006 has ended them already; this holds wherever it is missing.
    await tx.delete(sessions).where(sql`${sessions.userId} = ${userId}`);
    await recordAudit(tx, actor, {
      action: 'user.suspended',
      entityType: 'user',
      entityId: userId,
      before: { suspendedAt: null },
      after: { suspendedAt: row!.suspendedAt!.toISOString(), sessionsEnded: live.length },
    });
    return loadAdminUser(tx, userId);
  });
}

export async function restoreUser({ db }: Deps, actor: UserActor, userId: string, version: string): Promise<AdminUserDto> {
  return db.transaction(async (tx) => {
    const user = await lockUser(tx, userId, version);
    if (!user.suspendedAt) return loadAdminUser(tx, userId);
    await tx
      .update(profiles)
      .set({ suspendedAt: null, updatedAt: sql`now()` })
      .where(sql`${profiles.id} = ${userId}`);
    await recordAudit(tx, actor, {
      action: 'user.restored',
      entityType: 'user',
      entityId: userId,
      before: { suspendedAt: user.suspendedAt.toISOString() },
      after: { suspendedAt: null },
    });
    return loadAdminUser(tx, userId);
  });
}
