// An AcknowledgementMessage as a store writes one (ERN choreography): for tests and the benchmark.
import { create } from 'xmlbuilder2';

export function acknowledgementXml(o: {
  sender: string;
  recipient: string;
  icpn: string;
  status: 'ReleaseReceivedByReleaseDistributor' | 'ProcessingErrorAtReleaseDistributor';
  errorText?: string;
  proposedAction?: 'ResendXmlOnly' | 'ResendXmlAndResources' | 'DoNotResendRelease';
}): string {
  const doc = create({ version: '1.0', encoding: 'UTF-8' });
  const root = doc.ele('http://ddex.net/xml/ern-c-sftp/18', 'ernc:AcknowledgementMessage', { AvsVersionId: '2' });
  const h = root.ele('MessageHeader');
  h.ele('MessageId').txt(`ACK${Date.now()}`);
  h.ele('MessageSender').ele('PartyId').txt(o.sender);
  h.ele('MessageRecipient').ele('PartyId').txt(o.recipient);
  h.ele('MessageCreatedDateTime').txt(new Date().toISOString().replace(/\.\d+Z$/, 'Z'));
  const rs = root.ele('ReleaseStatus');
  rs.ele('ReleaseId').ele('ICPN').txt(o.icpn);
  rs.ele('ReleaseStatus').txt(o.status);
  if (o.errorText) rs.ele('ErrorText').txt(o.errorText);
  if (o.proposedAction) rs.ele('ProposedActionType').txt(o.proposedAction);
  return doc.end({ prettyPrint: true });
}
