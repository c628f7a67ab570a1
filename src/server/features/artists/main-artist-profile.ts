// A release's main artist is one of the account's artist profiles, found by name (letter case
// aside; the release takes the profile's spelling). A name no profile has becomes a new profile,
// within the plan's limit, once the artist confirms it is a new artist, so that a label's release
// never lands on the wrong artist through a misspelling. An account's first artist needs no
// confirmation: there is no other to confuse it with. An admin revising a release links or adds the
// owner's profile without either check. The caller holds the account's lock (lockAccountPlan).
import { and, eq, sql } from 'drizzle-orm';
import { PROFILE_MESSAGES } from '../../../domain/artist-profiles.ts';
import { DomainError, invalid } from '../../../domain/errors.ts';
import { planByType, type Plan } from '../../../domain/plans.ts';
import type { Tx } from '../../db/pool.ts';
import { artistProfiles } from '../../db/schema-artists.ts';
import { insertArtistProfile } from './save-artist-profile.ts';

/** The release's columns for its main artist. */
export type MainArtist = { artistProfileId: string | null; artistName: string };

export async function mainArtistProfile(
  tx: Tx,
  userId: string,
  plan: Plan,
  artistName: string,
  o: { newArtist?: boolean; byAdmin?: boolean } = {},
): Promise<MainArtist> {
  if (!artistName) return { artistProfileId: null, artistName };
  const [found] = await tx
    .select({ id: artistProfiles.id, name: artistProfiles.name })
    .from(artistProfiles)
    .where(and(eq(artistProfiles.userId, userId), sql`lower(${artistProfiles.name}) = lower(${artistName})`));
  if (found) return { artistProfileId: found.id, artistName: found.name };
  if (!o.newArtist && !o.byAdmin) {
    const [held] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(artistProfiles)
      .where(eq(artistProfiles.userId, userId));
    if (held!.n > 0) throw invalid(PROFILE_MESSAGES.confirmNew(artistName), 'artistName');
  }
  const values = { name: artistName, country: null, bio: null, storeIds: {}, newArtist: !!o.newArtist };
  // the plan's limit is said at the form's artist name
  const artistProfileId = await insertArtistProfile(tx, userId, o.byAdmin ? planByType('enterprise_label')! : plan, values).catch(
    (err: unknown) => {
      throw err instanceof DomainError && err.code === 'PLAN_LIMIT' ? new DomainError('PLAN_LIMIT', err.message, 'artistName') : err;
    },
  );
  return { artistProfileId, artistName };
}
