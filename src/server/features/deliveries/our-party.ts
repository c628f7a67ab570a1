import type { Env } from '../../env.ts';
import type { DdexParty } from './ern/types.ts';

/** We, as the sender of every message: DDEX_PARTY_ID and the brand's name. */
export const ourParty = (env: Pick<Env, 'DDEX_PARTY_ID' | 'BRAND_NAME'>): DdexParty => ({ dpid: env.DDEX_PARTY_ID, name: env.BRAND_NAME });
