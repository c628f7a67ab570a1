// The stores an artist can choose for a release: every enabled store endpoint, by key and name.
import type { ReleaseStoreDto } from '../../../domain/releases-dto.ts';
import type { Deps } from '../../deps.ts';
import { enabledStoreParties } from '../deliveries/store-endpoints.ts';

export async function listReleaseStores({ db }: Deps): Promise<ReleaseStoreDto[]> {
  return (await enabledStoreParties(db)).map((s) => ({ key: s.key, name: s.name }));
}
