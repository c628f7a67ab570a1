import { eq, sql } from 'drizzle-orm';
import type { MeDto } from '../../../domain/profile-dto.ts';
import type { Db } from '../../db/pool.ts';
import { profiles, userRoles } from '../../db/schema.ts';
import { profileSettings } from '../../db/schema-profile.ts';
import { notFound } from '../../../domain/errors.ts';
import { toProfileDto } from './to-profile-dto.ts';
import type { Deps } from '../../deps.ts';
import type { UserActor } from '../../actor.ts';

// A named prepared statement: every page asks for this, so it is planned once per connection.
const prepared = new WeakMap<Db, ReturnType<typeof prepare>>();
function prepare(db: Db) {
  return db
    .select({ profile: profiles, role: userRoles.role, defaultArtistName: profileSettings.defaultArtistName })
    .from(profiles)
    .leftJoin(userRoles, eq(userRoles.userId, profiles.id))
    .leftJoin(profileSettings, eq(profileSettings.userId, profiles.id))
    .where(eq(profiles.id, sql.placeholder('id')))
    .prepare('get_me');
}

/** The signed-in user's profile and role, in one round trip, kept for up to a second (auth/user-cache.ts). */
export async function getMe({ db, userCache }: Deps, actor: UserActor): Promise<MeDto> {
  const key = `me:${actor.userId}`;
  const cached = userCache.get<MeDto>(key);
  if (cached) return cached;
  const mark = userCache.mark();
  let query = prepared.get(db);
  if (!query) prepared.set(db, (query = prepare(db)));
  const [row] = await query.execute({ id: actor.userId });
  if (!row) throw notFound('Profile not found');
  const role = row.role === 'admin' ? 'admin' : 'user';
  const me: MeDto = { profile: toProfileDto(row.profile, row.defaultArtistName ?? null), role, isAdmin: role === 'admin' };
  userCache.put(key, actor.userId, me, mark);
  return me;
}
