// Changes that could leave the service without an admin (a role change, a suspension) take one
// lock in turn, so two admins demoting each other at once cannot both succeed; the count of
// active admins is read after the lock, so it sees the other change if it came first.
import { sql } from 'drizzle-orm';
import { DomainError, notFound } from '../../../domain/errors.ts';
import { RECORD_CHANGED } from '../../../domain/admin-list.ts';
import { USER_NOT_FOUND } from '../../../domain/users-admin-texts.ts';
import type { Tx } from '../../db/pool.ts';
import { versionOf } from '../../db/version.ts';

export async function lockAdminChanges(tx: Tx): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('tunelane:admin-set'))`);
}

export async function activeAdminCount(tx: Tx): Promise<number> {
  const { rows } = await tx.execute<{ n: number }>(sql`
    select count(*)::int as n from user_roles r join profiles p on p.id = r.user_id
     where r.role = 'admin' and p.suspended_at is null`);
  return rows[0]?.n ?? 0;
}

export type LockedUser = { id: string; email: string; role: 'user' | 'admin'; suspendedAt: Date | null };

/** The user's row locked for this change: a 404 when gone, a conflict when changed since `version`. */
export async function lockUser(tx: Tx, id: string, version: string): Promise<LockedUser> {
  const { rows } = await tx.execute<{ id: string; email: string; role: string; suspended_at: string | null; version: string }>(sql`
    select p.id, p.email, coalesce(r.role, 'user') as role, p.suspended_at, ${versionOf(sql`p.updated_at`)} as version
      from profiles p left join user_roles r on r.user_id = p.id
     where p.id = ${id}
       for update of p`);
  const row = rows[0];
  if (!row) throw notFound(USER_NOT_FOUND);
  if (row.version !== version) throw new DomainError('CONFLICT', RECORD_CHANGED);
  return {
    id: row.id,
    email: row.email,
    role: row.role === 'admin' ? 'admin' : 'user',
    suspendedAt: row.suspended_at ? new Date(row.suspended_at) : null,
  };
}
