// The user row as the console lists it, and the filters of its table, shared by the list, the
// export and the changes (which answer with the changed row).
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { AdminUserDto } from '../../../domain/users-admin-dto.ts';
import type { UserFilters } from '../../../domain/users-admin.ts';
import { USER_NOT_FOUND } from '../../../domain/users-admin-texts.ts';
import type { PlanType } from '../../../domain/plans.ts';
import type { DbOrTx } from '../../db/pool.ts';
import { profiles as p, userRoles as r } from '../../db/schema.ts';
import { accountDeletions as d } from '../../db/schema-account.ts';
import { containsText } from '../../db/contains-text.ts';
import type { Keyset } from '../../db/keyset.ts';
import { versionOf } from '../../db/version.ts';
import { notFound } from '../../../domain/errors.ts';

/** What the console lists of a user; read from profiles joined with user_roles (r) and account_deletions (d). */
export const userColumns = {
  id: p.id,
  fullName: p.fullName,
  email: p.email,
  planType: p.planType,
  role: sql<string>`coalesce(${r.role}, 'user')`,
  suspendedAt: p.suspendedAt,
  deletionRequestedAt: d.requestedAt,
  deletionPurgeAfter: d.purgeAfter,
  createdAt: p.createdAt,
  version: versionOf(p.updatedAt),
};

type UserRow = {
  id: string;
  fullName: string | null;
  email: string;
  planType: string;
  role: string;
  suspendedAt: Date | null;
  deletionRequestedAt: Date | null;
  deletionPurgeAfter: Date | null;
  createdAt: Date;
  version: string;
};

export const toAdminUserDto = (u: UserRow): AdminUserDto => ({
  id: u.id,
  fullName: u.fullName,
  email: u.email,
  planType: u.planType as PlanType,
  role: u.role === 'admin' ? 'admin' : 'user',
  suspendedAt: u.suspendedAt?.toISOString() ?? null,
  deletion:
    u.deletionRequestedAt && u.deletionPurgeAfter
      ? { requestedAt: u.deletionRequestedAt.toISOString(), purgeAfter: u.deletionPurgeAfter.toISOString() }
      : null,
  createdAt: u.createdAt.toISOString(),
  version: u.version,
});

export function userKeyset(f: Pick<UserFilters, 'sort' | 'dir'>): Keyset {
  const key = f.sort === 'name' ? sql`coalesce(${p.fullName}, '')` : f.sort === 'email' ? sql`${p.email}` : sql`${p.createdAt}`;
  return { key, kind: f.sort === 'created' ? 'time' : 'text', id: sql`${p.id}`, dir: f.dir };
}

export function userFilters(f: UserFilters): SQL | undefined {
  const isAdmin = sql`exists (select 1 from ${r} where ${r.userId} = ${p.id} and ${r.role} = 'admin')`;
  return and(
    f.q ? containsText(sql`(coalesce(${p.fullName}, '') || ' ' || ${p.email})`, f.q) : undefined,
    f.plan !== 'all' ? eq(p.planType, f.plan) : undefined,
    f.role === 'admin' ? isAdmin : f.role === 'user' ? sql`not ${isAdmin}` : undefined,
    f.status === 'suspended' ? sql`${p.suspendedAt} is not null` : f.status === 'active' ? sql`${p.suspendedAt} is null` : undefined,
  );
}

export const hasFilters = (f: UserFilters) => !!f.q || f.plan !== 'all' || f.role !== 'all' || f.status !== 'all';

/** One user as the console lists them; not found is a 404. */
export async function loadAdminUser(db: DbOrTx, id: string): Promise<AdminUserDto> {
  const [row] = await db.select(userColumns).from(p).leftJoin(r, eq(r.userId, p.id)).leftJoin(d, eq(d.userId, p.id)).where(eq(p.id, id));
  if (!row) throw notFound(USER_NOT_FOUND);
  return toAdminUserDto(row);
}
