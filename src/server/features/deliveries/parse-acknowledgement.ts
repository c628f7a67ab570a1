// Reads a store's AcknowledgementMessage (the release statuses it carries) and says what each
// status means for its delivery: received, ingested, live or error, a later answer only upwards.
import { create } from 'xmlbuilder2';
import type { DeliveryState } from '../../../domain/deliveries.ts';

/** SupplyChainStatus values by which a store says it could not take the release (allowed-value-sets.xsd). */
const ERROR_STATUSES = new Set([
  'ProcessingErrorAtReleaseDistributor',
  'ProcessingErrorAtReleaseCreator',
  'ReleaseNotAvailable',
  'ReleaseViolatesTermsOfService',
  'RightsConflict',
]);

export type AckOutcome = 'received' | 'ingested' | 'live' | 'error';

type El = { nodeType: number; localName: string; textContent: string | null; childNodes: ArrayLike<El> };
const children = (el: El | undefined, name: string) =>
  el ? Array.from(el.childNodes).filter((c) => c.nodeType === 1 && c.localName === name) : [];
const text = (el: El | undefined, name: string) => children(el, name)[0]?.textContent?.trim() || null;

export type ParsedReleaseStatus = {
  icpn: string | null;
  status: string;
  errorText: string | null;
  proposedAction: string | null;
  /** The batches and our messages it acknowledges (its Acknowledgement composites), where it says. */
  batchIds: string[];
  messageIds: string[];
  /** Each acknowledged message's status (ErncFileStatus: FileOK, or what is wrong with it) and text. */
  messageStatuses: { status: string; information: string | null }[];
};

export type ParsedAck = {
  messageId: string | null;
  sender: string | null;
  sentAt: Date | null;
  statuses: ParsedReleaseStatus[];
};

/** The release statuses an acknowledgement carries; null when it is not an AcknowledgementMessage. */
export function parseAcknowledgement(xml: string): ParsedAck | null {
  let root: El;
  try {
    root = (create(xml).node as unknown as { documentElement: El }).documentElement;
  } catch {
    return null;
  }
  if (root.localName !== 'AcknowledgementMessage') return null;
  const header = children(root, 'MessageHeader')[0];
  const created = text(header, 'MessageCreatedDateTime');
  const sentAt = created ? new Date(created) : null;
  return {
    messageId: text(header, 'MessageId'),
    sender: text(children(header, 'MessageSender')[0], 'PartyId'),
    sentAt: sentAt && !Number.isNaN(sentAt.getTime()) ? sentAt : null,
    statuses: children(root, 'ReleaseStatus').map((rs) => {
      const acks = children(rs, 'Acknowledgement');
      return {
        icpn: text(children(rs, 'ReleaseId')[0], 'ICPN'),
        status: text(rs, 'ReleaseStatus') ?? '',
        errorText: text(rs, 'ErrorText'),
        proposedAction: text(rs, 'ProposedActionType'),
        batchIds: acks.map((a) => text(a, 'BatchId')).filter((v) => v !== null),
        messageIds: acks.map((a) => text(a, 'MessageId')).filter((v) => v !== null),
        messageStatuses: acks
          .flatMap((a) => children(a, 'MessageStatus'))
          .map((m) => ({ status: text(m, 'Status') ?? '', information: text(m, 'Information') })),
      };
    }),
  };
}

/**
 * What a release's status means for its delivery: only SuccessfullyIngestedByReleaseDistributor is
 * ingested and ReleaseMadeAvailableToConsumers live; an error status, or an acknowledged message
 * whose status is neither FileOK nor user-defined, is an error; any other answer is received.
 */
export function ackOutcome(s: Pick<ParsedReleaseStatus, 'status' | 'messageStatuses'>): AckOutcome {
  if (ERROR_STATUSES.has(s.status) || s.messageStatuses.some((m) => m.status !== 'FileOK' && m.status !== 'UserDefined')) return 'error';
  if (s.status === 'SuccessfullyIngestedByReleaseDistributor') return 'ingested';
  if (s.status === 'ReleaseMadeAvailableToConsumers') return 'live';
  return 'received';
}

const RANK: Partial<Record<DeliveryState, number>> = { delivered: 0, received: 1, ingested: 2, live: 3 };

/** The state an answer puts a delivery in, or null when it changes nothing. */
export function nextDeliveryState(current: DeliveryState, outcome: AckOutcome): DeliveryState | null {
  if (outcome === 'error' || current === 'error') return outcome;
  return RANK[outcome]! > (RANK[current] ?? Infinity) ? outcome : null;
}
