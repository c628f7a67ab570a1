// One user in full for the console's detail dialog: profile, plan and expiry, role and status,
// counts of their releases, tickets and claims, when they last signed in, and any payments owed
// back to them (not applied: their order no longer fitted the plan when paid).
import { eq, sql } from 'drizzle-orm';
import type { AdminUserDetailDto } from '../../../domain/users-admin-dto.ts';
import type { UserActor } from '../../actor.ts';
import type { Deps } from '../../deps.ts';
import { profiles as p, users } from '../../db/schema.ts';
import { userActivity } from '../../db/schema-users.ts';
import { listRefundsDue } from '../payments/list-refunds-due.ts';
import { loadAdminUser } from './admin-user-query.ts';

export async function getUserDetail({ db }: Deps, _actor: UserActor, id: string): Promise<AdminUserDetailDto> {
  const user = await loadAdminUser(db, id);
  const [row] = await db
    .select({
      subscriptionPlan: p.subscriptionPlan,
      subscriptionStatus: p.subscriptionStatus,
      subscriptionExpiresAt: p.subscriptionExpiresAt,
      emailVerified: users.emailVerified,
      lastSignInAt: userActivity.lastSignInAt,
      releases: sql<number>`(select count(*)::int from music_releases where user_id = ${p.id})`,
      tickets: sql<number>`(select count(*)::int from support_tickets where user_id = ${p.id})`,
      claims: sql<number>`(select count(*)::int from revenue_claims where user_id = ${p.id})`,
    })
    .from(p)
    .innerJoin(users, eq(users.id, p.id))
    .leftJoin(userActivity, eq(userActivity.userId, p.id))
    .where(eq(p.id, id));
  return {
    ...user,
    subscriptionPlan: row?.subscriptionPlan ?? null,
    subscriptionStatus: row?.subscriptionStatus === 'active' ? 'active' : 'inactive',
    subscriptionExpiresAt: row?.subscriptionExpiresAt?.toISOString() ?? null,
    emailVerified: row?.emailVerified ?? false,
    lastSignInAt: row?.lastSignInAt?.toISOString() ?? null,
    counts: { releases: row?.releases ?? 0, tickets: row?.tickets ?? 0, claims: row?.claims ?? 0 },
    refundsDue: await listRefundsDue(db, id),
  };
}
