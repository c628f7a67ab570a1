// A cover given as a web address becomes a file of the release's own before the release is
// saved: fetched once (uploads' importCover). Saved again with the same address, the release
// keeps the copy it already has.
import type { ReleaseValues } from '../../../domain/releases.ts';
import type { UserActor } from '../../actor.ts';
import type { Deps } from '../../deps.ts';
import { importCover } from '../uploads/import-cover.ts';

export type CurrentCover = { coverArtUrl: string | null; coverFileId: string | null };

export async function withCoverFile(deps: Deps, actor: UserActor, values: ReleaseValues, current?: CurrentCover): Promise<ReleaseValues> {
  if (values.coverFileId || !values.coverArtUrl) return values;
  if (current?.coverFileId && current.coverArtUrl === values.coverArtUrl) return { ...values, coverFileId: current.coverFileId };
  const file = await importCover(deps, actor, values.coverArtUrl);
  return { ...values, coverFileId: file.id };
}
