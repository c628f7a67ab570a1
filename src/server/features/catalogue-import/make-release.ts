// One release of an import made, with its UPC and ISRCs as the sheet gives them and marked as
// already at the stores, in one transaction with the import row that records it: a run stopped
// at any point leaves either both or neither, so running again makes each release exactly once.
// The account's plan is locked as a release form's create locks it; its monthly release limit does
// not count imported releases, its artist profile limit does (a new main artist becomes a profile).
import { eq, sql } from 'drizzle-orm';
import type { SheetRelease } from '../../../domain/catalogue-import-texts.ts';
import type { ReleaseValues } from '../../../domain/releases.ts';
import { personOf, type UserActor } from '../../actor.ts';
import { catalogueImportRows } from '../../db/schema-catalogue-imports.ts';
import { musicReleases, releaseTracks } from '../../db/schema-releases.ts';
import type { Deps } from '../../deps.ts';
import { lockAccountPlan } from '../artists/account-lock.ts';
import { mainArtistProfile } from '../artists/main-artist-profile.ts';
import { checkFiles, checkIdentifiersFree, identifierTaken, releaseColumns, trackValues } from '../releases/release-columns.ts';
import { recordStatusChange } from '../releases/record-status-change.ts';

/** The sheet's values with the files matched by name. */
export function withFiles(r: SheetRelease, fileIds: Map<string, string>): ReleaseValues {
  const v = r.values;
  const audio = (name: string) => fileIds.get(name) ?? '';
  if (v.releaseType === 'single') return { ...v, coverFileId: fileIds.get(r.coverFile) ?? '', audioFileId: audio(r.tracks[0]!.audioFile) };
  return {
    ...v,
    coverFileId: fileIds.get(r.coverFile) ?? '',
    tracks: v.tracks.map((t, i) => ({ ...t, audioFileId: audio(r.tracks[i]!.audioFile) })),
  };
}

/** Makes the row's release unless it has one; returns the release id. */
export async function makeRelease(deps: Deps, owner: UserActor, rowId: string, fileIds: Map<string, string>): Promise<string> {
  const { userId } = owner;
  return deps.db
    .transaction(async (tx) => {
      const [row] = await tx.select().from(catalogueImportRows).where(eq(catalogueImportRows.id, rowId)).for('update');
      if (row!.releaseId) return row!.releaseId;
      const { paidPlan } = await lockAccountPlan(tx, userId);
      const values = withFiles(row!.sheet, fileIds);
      const tracks = trackValues(values);
      await checkFiles(tx, userId, values, tracks);
      await checkIdentifiersFree(tx, null, values, tracks);
      const main = await mainArtistProfile(tx, userId, paidPlan, values.artistName, { newArtist: true });
      const [made] = await tx
        .insert(musicReleases)
        .values({ ...releaseColumns(values, tracks), ...main, userId, status: 'draft', alreadyInStores: true })
        .returning({ id: musicReleases.id });
      const id = made!.id;
      await tx.insert(releaseTracks).values(tracks.map((t) => ({ ...t, releaseId: id })));
      await recordStatusChange(tx, {
        releaseId: id,
        actorId: personOf(owner),
        from: null,
        to: 'draft',
        note: 'Imported from the catalogue sheet',
      });
      await tx.update(catalogueImportRows).set({ releaseId: id }).where(eq(catalogueImportRows.id, rowId));
      await tx.execute(sql`update catalogue_imports set updated_at = now() where id = ${row!.importId}`);
      return id;
    })
    .catch((err: unknown) => {
      throw identifierTaken(err);
    });
}
