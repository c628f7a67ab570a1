// Any artist's release in full for the review dialog: every field, tracks with their files,
// history, the owner, the version to give back with a change, and the store checks of its files.
import { eq } from 'drizzle-orm';
import { notFound } from '../../../domain/errors.ts';
import { isoDay, storeChecks } from '../../../domain/release-checks.ts';
import { RELEASE_NOT_FOUND, type AdminReleaseDto } from '../../../domain/releases-admin-dto.ts';
import type { UserActor } from '../../actor.ts';
import type { Deps } from '../../deps.ts';
import type { DbOrTx } from '../../db/pool.ts';
import { profiles } from '../../db/schema.ts';
import { musicReleases as m } from '../../db/schema-releases.ts';
import { versionOf } from '../../db/version.ts';
import { loadRelease } from './get-release.ts';

export async function loadAdminRelease(db: DbOrTx, id: string): Promise<AdminReleaseDto> {
  const [owner] = await db
    .select({
      userId: m.userId,
      email: profiles.email,
      name: profiles.fullName,
      version: versionOf(m.updatedAt),
      alreadyInStores: m.alreadyInStores,
    })
    .from(m)
    .leftJoin(profiles, eq(profiles.id, m.userId))
    .where(eq(m.id, id));
  if (!owner) throw notFound(RELEASE_NOT_FOUND);
  const release = await loadRelease(db, owner.userId, id);
  const storeCheck = storeChecks({
    today: isoDay(new Date()),
    // A release already at the stores keeps its original date, which has passed.
    releaseDate: owner.alreadyInStores ? null : release.releaseDate,
    releaseType: release.releaseType,
    title: release.title,
    cover: release.coverFile?.image ?? null,
    tracks: release.tracks.map((t) => ({
      position: t.position,
      title: t.title,
      audio: t.audioFile?.audio ?? null,
      link: !!t.audioUrl && !t.audioFile,
    })),
  });
  return { ...release, ownerEmail: owner.email, ownerName: owner.name, version: owner.version, storeCheck };
}

export async function adminGetRelease({ db }: Deps, _actor: UserActor, id: string): Promise<AdminReleaseDto> {
  return loadAdminRelease(db, id);
}
