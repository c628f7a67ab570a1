import type { Deps } from '../../../deps.ts';
import type { DbOrTx } from '../../../db/pool.ts';
import type { ReleaseSnapshot } from './types.ts';

/** The release as its messages need it; files hashed from storage. A missing release is NOT_FOUND. */
export async function loadReleaseSnapshot(_deps: Pick<Deps, 'storage'>, _db: DbOrTx, _releaseId: string): Promise<ReleaseSnapshot> {
  throw new Error('not built yet');
}
