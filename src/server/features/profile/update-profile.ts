// The display name (kept equal on the account and the profile) and the default artist name new
// releases start with, in one transaction.
import { eq, sql } from 'drizzle-orm';
import type { ProfileDto } from '../../../domain/profile-dto.ts';
import type { UpdateProfileInput } from '../../../domain/profile.ts';
import { profiles, users } from '../../db/schema.ts';
import { profileSettings } from '../../db/schema-profile.ts';
import { notFound } from '../../../domain/errors.ts';
import { toProfileDto } from './to-profile-dto.ts';
import type { Deps } from '../../deps.ts';
import type { UserActor } from '../../actor.ts';

export async function updateProfile({ db, userCache }: Deps, { userId }: UserActor, input: UpdateProfileInput): Promise<ProfileDto> {
  const dto = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(profiles)
      .set({ fullName: input.fullName, updatedAt: sql`now()` })
      .where(eq(profiles.id, userId))
      .returning();
    if (!row) throw notFound('Profile not found');
    await tx
      .update(users)
      .set({ name: input.fullName, updatedAt: sql`now()` })
      .where(eq(users.id, userId));
    if (input.defaultArtistName !== undefined) {
      await tx
        .insert(profileSettings)
        .values({ userId, defaultArtistName: input.defaultArtistName })
        .onConflictDoUpdate({ target: profileSettings.userId, set: { defaultArtistName: input.defaultArtistName, updatedAt: sql`now()` } });
    }
    const [settings] = await tx
      .select({ defaultArtistName: profileSettings.defaultArtistName })
      .from(profileSettings)
      .where(eq(profileSettings.userId, userId));
    return toProfileDto(row, settings?.defaultArtistName ?? null);
  });
  // read back at once here; the other instances hear of it from the database (migration 0055)
  userCache.drop(userId);
  return dto;
}
