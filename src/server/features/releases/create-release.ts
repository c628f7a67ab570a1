// A new release, saved as a draft with its tracks, within the plan's monthly limit. The limit is
// counted under the account's lock, so concurrent creates cannot pass it; so is a new artist profile
// its main artist may need (artists/main-artist-profile.ts). A cover
// given as a web address is fetched first (outside the transaction).
import type { ReleaseValues } from '../../../domain/releases.ts';
import { planLimitMessage } from '../../../domain/releases-rules.ts';
import { musicReleases, releaseTracks } from '../../db/schema-releases.ts';
import { DomainError } from '../../../domain/errors.ts';
import { lockAccountPlan } from '../artists/account-lock.ts';
import { mainArtistProfile } from '../artists/main-artist-profile.ts';
import { checkFiles, checkIdentifiersFree, checkStores, identifierTaken, releaseColumns, trackValues } from './release-columns.ts';
import { recordStatusChange } from './record-status-change.ts';
import { releasesThisMonth } from './release-quota.ts';
import { withCoverFile } from './with-cover-file.ts';
import type { Deps } from '../../deps.ts';
import type { UserActor } from '../../actor.ts';

export async function createRelease(deps: Deps, actor: UserActor, input: ReleaseValues): Promise<{ id: string }> {
  const { userId } = actor;
  const values = await withCoverFile(deps, actor, input);
  const tracks = trackValues(values);
  const created = deps.db.transaction(async (tx) => {
    const { plan, paidPlan } = await lockAccountPlan(tx, userId);
    if (plan.releasesPerMonth !== null && (await releasesThisMonth(tx, userId)) >= plan.releasesPerMonth) {
      throw new DomainError('PLAN_LIMIT', planLimitMessage(plan.name, plan.releasesPerMonth));
    }
    await checkFiles(tx, userId, values, tracks);
    await checkIdentifiersFree(tx, null, values, tracks);
    await checkStores(tx, values.stores);
    const main = await mainArtistProfile(tx, userId, paidPlan, values.artistName, { newArtist: values.newArtist });
    const [row] = await tx
      .insert(musicReleases)
      .values({ ...releaseColumns(values, tracks), ...main, userId, status: 'draft' })
      .returning({ id: musicReleases.id });
    const id = row!.id;
    if (tracks.length) await tx.insert(releaseTracks).values(tracks.map((t) => ({ ...t, releaseId: id })));
    await recordStatusChange(tx, { releaseId: id, actorId: userId, from: null, to: 'draft', note: 'Created' });
    return { id };
  });
  return created.catch((err: unknown) => {
    throw identifierTaken(err);
  });
}
