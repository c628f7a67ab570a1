import { eq } from 'drizzle-orm';
import type { MeDto } from '../../../domain/profile.ts';
import type { Db } from '../../db/pool.ts';
import { profiles, userRoles } from '../../db/schema.ts';
import { notFound } from '../../http/errors.ts';
import { toProfileDto } from './to-profile-dto.ts';

/** The signed-in user's profile and role, in one round trip. */
export async function getMe(db: Db, userId: string): Promise<MeDto> {
  const [row] = await db
    .select({ profile: profiles, role: userRoles.role })
    .from(profiles)
    .leftJoin(userRoles, eq(userRoles.userId, profiles.id))
    .where(eq(profiles.id, userId));
  if (!row) throw notFound('Profile not found');
  const role = row.role === 'admin' ? 'admin' : 'user';
  return { profile: toProfileDto(row.profile), role, isAdmin: role === 'admin' };
}
