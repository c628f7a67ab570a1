import { eq, sql } from 'drizzle-orm';
import type { ProfileDto, UpdateProfileInput } from '../../../domain/profile.ts';
import type { Db } from '../../db/pool.ts';
import { profiles, users } from '../../db/schema.ts';
import { notFound } from '../../http/errors.ts';
import { toProfileDto } from './to-profile-dto.ts';

export async function updateProfile(db: Db, userId: string, input: UpdateProfileInput): Promise<ProfileDto> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(profiles)
      .set({ fullName: input.fullName, updatedAt: sql`now()` })
      .where(eq(profiles.id, userId))
      .returning();
    if (!row) throw notFound('Profile not found');
    await tx.update(users).set({ name: input.fullName, updatedAt: sql`now()` }).where(eq(users.id, userId));
    return toProfileDto(row);
  });
}
