// The batch's BatchComplete_<BatchId>.xml: the choreography's ManifestMessage listing every
// message of the batch with its path, the releases it carries, the kind of delivery (DeliveryType, a
// MessageActionType: ERN 4 messages carry none themselves) and its hash.
import { create } from 'xmlbuilder2';
import type { XMLBuilder } from 'xmlbuilder2/lib/interfaces.js';
import { AVS_VERSION, MANIFEST_NAMESPACE, MANIFEST_VERSION, utcDateTime, xmlText } from './ddex-values.ts';
import type { DdexParty, ManifestInput } from './types.ts';

function party(el: XMLBuilder, p: DdexParty): void {
  el.ele('PartyId').txt(p.dpid).up().ele('PartyName').ele('FullName').txt(xmlText(p.name));
}

export function buildManifest(input: ManifestInput): string {
  if (!/^\d{17}$/.test(input.batchId)) throw new Error(`a batch id is YYYYMMDDhhmmssnnn, not ${input.batchId}`);
  const doc = create({ version: '1.0', encoding: 'UTF-8' });
  const root = doc.ele(MANIFEST_NAMESPACE, 'ern-c-sftp:ManifestMessage', { MessageVersionId: MANIFEST_VERSION, AvsVersionId: AVS_VERSION });
  const header = root.ele('MessageHeader');
  party(header.ele('MessageSender'), input.sender);
  party(header.ele('MessageRecipient'), input.recipient);
  header.ele('MessageCreatedDateTime').txt(utcDateTime(input.createdAt));
  root.ele('IsTestFlag').txt(input.test ? 'true' : 'false');
  root.ele('RootDirectory').txt(input.batchId);
  root.ele('NumberOfMessages').txt(String(input.messages.length));
  for (const m of input.messages) {
    const entry = root.ele('MessageInBatch');
    entry.ele('MessageType').txt('NewReleaseMessage');
    entry.ele('MessageId').txt(m.messageId);
    entry.ele('URL').txt(m.url);
    for (const id of m.releaseIds) entry.ele('IncludedReleaseId').ele('ICPN').txt(id);
    entry
      .ele('DeliveryType')
      .txt(m.kind === 'takedown' ? 'TakeDown' : m.redelivery || m.kind === 'update' ? 'ReDelivery' : 'NewReleaseDelivery');
    entry.ele('ProductType').txt('AudioProduct');
    entry.ele('HashSum').ele('HashSumValue').txt(m.sha256).up().ele('HashSumAlgorithmType').txt('SHA-256');
  }
  return doc.end({ prettyPrint: true });
}
