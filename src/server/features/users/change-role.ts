// An admin changes a user's role between user and admin (SPEC section 6). The last active admin
// cannot be made a user; a change made by another admin since this one loaded the user is
// refused; the change and its audit entry commit together.
import { sql } from 'drizzle-orm';
import { DomainError } from '../../../domain/errors.ts';
import type { AdminUserDto } from '../../../domain/users-admin-dto.ts';
import type { ChangeRoleInput } from '../../../domain/users-admin.ts';
import { LAST_ADMIN } from '../../../domain/users-admin-texts.ts';
import type { UserActor } from '../../actor.ts';
import type { Deps } from '../../deps.ts';
import { profiles, userRoles } from '../../db/schema.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { loadAdminUser } from './admin-user-query.ts';
import { activeAdminCount, lockAdminChanges, lockUser } from './lock-admins.ts';

export async function changeRole({ db }: Deps, actor: UserActor, userId: string, input: ChangeRoleInput): Promise<AdminUserDto> {
  return db.transaction(async (tx) => {
    await lockAdminChanges(tx);
    const user = await lockUser(tx, userId, input.version);
    if (user.role === input.role) return loadAdminUser(tx, userId);
    if (user.role === 'admin' && !user.suspendedAt && (await activeAdminCount(tx)) <= 1) throw new DomainError('FORBIDDEN', LAST_ADMIN);
    await tx
      .insert(userRoles)
      .values({ userId, role: input.role })
      .onConflictDoUpdate({ target: userRoles.userId, set: { role: input.role } });
    await tx
      .update(profiles)
      .set({ updatedAt: sql`now()` })
      .where(sql`${profiles.id} = ${userId}`);
    await recordAudit(tx, actor, {
      action: 'user.role_changed',
      entityType: 'user',
      entityId: userId,
      before: { role: user.role },
      after: { role: input.role },
    });
    return loadAdminUser(tx, userId);
  });
}
