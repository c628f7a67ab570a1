// Who a message to a store endpoint goes from and to. A store reached over SFTP or S3 takes live
// messages: from our DPID (DDEX_PARTY_ID) to the store's DPID and its further recipients, each
// required and checked (check character included), or the approval is refused naming what to set.
// A local folder never reaches a store: it is a test store, and its messages are TestMessages, from
// DDEX_PARTY_ID or else the test sender, to the endpoint's DPID or else the test recipient, so a
// fresh install delivers end to end before any DPID is known.
import { dpidProblem, TEST_RECIPIENT_DPID } from '../../../domain/dpid.ts';
import { invalid } from '../../../domain/errors.ts';
import type { MessageParties, StoreParty } from './ern/types.ts';
import { ourParty, type PartyEnv } from './our-party.ts';

const SETTINGS = 'Settings, under Store endpoints';

export function messageParties(env: PartyEnv, store: StoreParty): MessageParties {
  const test = store.protocol === 'folder';
  const sender = ourParty(env, test, store.name);
  if (store.dpid && dpidProblem(store.dpid))
    throw invalid(`${store.name}'s DDEX party id ${store.dpid} is not valid: ${dpidProblem(store.dpid)}. Correct it in ${SETTINGS}.`);
  for (const extra of store.extraDpids)
    if (dpidProblem(extra))
      throw invalid(
        `${store.name}'s further recipient ${extra} is not a valid DDEX party id: ${dpidProblem(extra)}. Correct it in ${SETTINGS}.`,
      );
  if (!store.dpid && !test)
    throw invalid(`${store.name} has no DDEX party id. Enter the DPID the store gives in ${SETTINGS}, before releases go to it.`);
  return { sender, recipient: { dpid: store.dpid ?? TEST_RECIPIENT_DPID, name: store.name }, extraRecipients: store.extraDpids, test };
}
