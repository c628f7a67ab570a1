// An AcknowledgementMessage as a store writes one (ERN choreography): for tests and the benchmark.
import { create } from 'xmlbuilder2';

let serial = 0;

export function acknowledgementXml(o: {
  sender: string;
  recipient: string;
  icpn: string;
  /** A SupplyChainStatus (allowed-value-sets.xsd). */
  status:
    | 'ReleaseReceivedByReleaseDistributor'
    | 'DeliveredToReleaseDistributor'
    | 'SuccessfullyIngestedByReleaseDistributor'
    | 'ReleaseMadeAvailableToConsumers'
    | 'ProcessingErrorAtReleaseDistributor'
    | 'RightsConflict';
  errorText?: string;
  proposedAction?: 'ResendXmlOnly' | 'ResendXmlAndResources' | 'DoNotResendRelease';
  /** The batch and our message it acknowledges: an Acknowledgement composite, with the message's status. */
  acknowledged?: { batchId?: string; messageId: string; status?: 'FileOK' | 'MetadataMissing' | 'ResourceCorrupt'; information?: string };
  createdAt?: Date;
}): string {
  const doc = create({ version: '1.0', encoding: 'UTF-8' });
  const root = doc.ele('http://ddex.net/xml/ern-c-sftp/18', 'ernc:AcknowledgementMessage', { AvsVersionId: '2' });
  const h = root.ele('MessageHeader');
  h.ele('MessageId').txt(`ACK${Date.now()}${++serial}`);
  h.ele('MessageSender').ele('PartyId').txt(o.sender);
  h.ele('MessageRecipient').ele('PartyId').txt(o.recipient);
  h.ele('MessageCreatedDateTime').txt((o.createdAt ?? new Date()).toISOString().replace(/\.\d+Z$/, 'Z'));
  const rs = root.ele('ReleaseStatus');
  rs.ele('ReleaseId').ele('ICPN').txt(o.icpn);
  rs.ele('ReleaseStatus').txt(o.status);
  if (o.errorText) rs.ele('ErrorText').txt(o.errorText);
  if (o.proposedAction) rs.ele('ProposedActionType').txt(o.proposedAction);
  if (o.acknowledged) {
    const a = rs.ele('Acknowledgement');
    a.ele('MessageType').txt('NewReleaseMessage');
    if (o.acknowledged.batchId) a.ele('BatchId').txt(o.acknowledged.batchId);
    a.ele('MessageId').txt(o.acknowledged.messageId);
    const ms = a.ele('MessageStatus');
    ms.ele('Status').txt(o.acknowledged.status ?? 'FileOK');
    if (o.acknowledged.information) ms.ele('Information').txt(o.acknowledged.information);
  }
  return doc.end({ prettyPrint: true });
}
