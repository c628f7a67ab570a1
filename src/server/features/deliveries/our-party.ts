// We, as the sender of every message: DDEX_PARTY_ID (the DPID DDEX allocated us) and the brand's
// name. Unset, only a test message has a sender: the test party of domain/dpid.ts.
import { dpidProblem, TEST_SENDER_DPID } from '../../../domain/dpid.ts';
import { invalid } from '../../../domain/errors.ts';
import type { Env } from '../../env.ts';
import type { DdexParty } from './ern/types.ts';

export type PartyEnv = Pick<Env, 'DDEX_PARTY_ID' | 'BRAND_NAME'>;

/** Our party for a live message (`test` false: DDEX_PARTY_ID, required) or a test message (DDEX_PARTY_ID, else the test sender). */
export function ourParty(env: PartyEnv, test: boolean, storeName: string): DdexParty {
  const dpid = env.DDEX_PARTY_ID;
  if (dpid && dpidProblem(dpid)) throw invalid(`DDEX_PARTY_ID ${dpid} is not a valid DDEX party id: ${dpidProblem(dpid)}.`);
  if (dpid) return { dpid, name: env.BRAND_NAME };
  if (test) return { dpid: TEST_SENDER_DPID, name: env.BRAND_NAME };
  throw invalid(
    `Set DDEX_PARTY_ID to our own DDEX party id (the DPID DDEX allocates with its Implementation Licence) before releases go to ${storeName}: a store reached over SFTP or S3 takes messages only from a registered sender.`,
  );
}
