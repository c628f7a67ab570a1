// Where the console's edit of a release in stores starts: the update waiting for review if there is
// one (the admin corrects it rather than the older live version), else the release as stores have
// it; with the uploaded files the values name and what the edit is based on, given back with the
// save so that a change made since (by the artist, or another admin's review) is not overwritten unseen.
import { and, eq, inArray } from 'drizzle-orm';
import { DomainError, notFound } from '../../../domain/errors.ts';
import { filesOf, revisionFormValues, toFormValues } from '../../../domain/release-form-values.ts';
import { NOT_IN_STORES, UPDATABLE_STATUSES } from '../../../domain/release-updates.ts';
import type { AdminRevisionStartDto } from '../../../domain/release-updates-dto.ts';
import type { ReleaseValues } from '../../../domain/releases.ts';
import { RELEASE_NOT_FOUND } from '../../../domain/releases-admin-dto.ts';
import type { UploadedFileDto } from '../../../domain/uploads.ts';
import type { UserActor } from '../../actor.ts';
import { musicReleases as m, releaseRevisions as r } from '../../db/schema-releases.ts';
import { uploadedFiles } from '../../db/schema-uploads.ts';
import { versionOf } from '../../db/version.ts';
import type { Deps } from '../../deps.ts';
import { toFileDto } from '../uploads/to-file-dto.ts';
import { loadRelease } from './get-release.ts';
import { trackValues } from './release-columns.ts';

/** What an edit is based on: the release's version and the waiting update's (or none). */
export const editBase = (releaseVersion: string, pending: { id: string; version: string } | null | undefined): string =>
  `${releaseVersion}/${pending ? `${pending.id}@${pending.version}` : 'none'}`;

export async function adminGetRevisionStart({ db }: Deps, _actor: UserActor, id: string): Promise<AdminRevisionStartDto> {
  // One snapshot: the values and what they are based on agree.
  return db.transaction(
    async (tx) => {
      const [release] = await tx
        .select({ userId: m.userId, status: m.status, version: versionOf(m.updatedAt) })
        .from(m)
        .where(eq(m.id, id));
      if (!release) throw notFound(RELEASE_NOT_FOUND);
      if (!(UPDATABLE_STATUSES as readonly string[]).includes(release.status)) throw new DomainError('NOT_EDITABLE', NOT_IN_STORES);
      const [pending] = await tx
        .select({ id: r.id, values: r.values, version: versionOf(r.updatedAt) })
        .from(r)
        .where(and(eq(r.releaseId, id), eq(r.state, 'pending')));
      const basedOn = editBase(release.version, pending);
      if (!pending) {
        const live = await loadRelease(tx, release.userId, id);
        return { basedOn, values: toFormValues(live), files: filesOf(live), fromPending: false };
      }
      const values = pending.values as ReleaseValues;
      const ids = [values.coverFileId, ...trackValues(values).map((t) => t.audioFileId)].filter((f): f is string => !!f);
      const rows = ids.length
        ? await tx
            .select()
            .from(uploadedFiles)
            .where(and(eq(uploadedFiles.userId, release.userId), inArray(uploadedFiles.id, ids)))
        : [];
      const files: Record<string, UploadedFileDto> = Object.fromEntries(rows.map((f) => [f.id, toFileDto(f)]));
      return { basedOn, values: revisionFormValues(values), files, fromPending: true };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}
