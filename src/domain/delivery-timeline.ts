// A release's timeline per store (queued -> sent -> received -> ingested -> live, or the error in the
// store's words and ours), the deliveries waiting on a store's answer, and the measured time from
// approval to live per store. Artists get the steps and the words; admins also the technical record.
import type { DeliveryKind, DeliveryState } from './deliveries.ts';

export const TIMELINE_STEPS = ['queued', 'sent', 'received', 'ingested', 'live'] as const;
export type TimelineStepKey = (typeof TIMELINE_STEPS)[number];

export const TIMELINE_STEP_LABELS: Record<TimelineStepKey, string> = {
  queued: 'Queued',
  sent: 'Sent',
  received: 'Received by store',
  ingested: 'Ingested by store',
  live: 'Live',
};

/** What went wrong with a store, for the artist: the store's words, ours, and what to do. */
export type TimelineProblemDto = {
  kind: 'error' | 'failed';
  at: string;
  /** The store's own text; null when it gave none, or when it never got the release. */
  storeSays: string | null;
  weSay: string;
  whatToDo: string;
};

export type TimelineAckDto = {
  status: 'received' | 'ingested' | 'live' | 'error' | 'invalid';
  /** The store's SupplyChainStatus as written. */
  releaseStatus: string | null;
  errorText: string | null;
  proposedAction: string | null;
  fileName: string;
  messageId: string | null;
  /** When the store wrote it (its MessageCreatedDateTime), and when it was picked up. */
  sentAt: string | null;
  pickedUpAt: string;
};

/** The engineering behind a store's timeline: admins only. */
export type TimelineTechnicalDto = {
  deliveryId: string;
  batchId: string | null;
  messageId: string | null;
  attempts: number;
  lastError: string | null;
  /** Whether it may be sent again now (failed, or answered with an error and not yet sent again). */
  canResend: boolean;
  acknowledgements: TimelineAckDto[];
};

export type StoreTimelineDto = {
  storeId: string;
  storeName: string;
  state: DeliveryState;
  /** Every step in order; `at` null for a step not reached. */
  steps: { step: TimelineStepKey; at: string | null }[];
  problem: TimelineProblemDto | null;
  technical: TimelineTechnicalDto | null;
};

export type ReleaseTimelineDto = { stores: StoreTimelineDto[] };

/** A delivery sent and waiting longer than the set time for the store's next answer. */
export type OverdueDeliveryDto = {
  id: string;
  releaseId: string;
  releaseTitle: string;
  artistName: string;
  storeName: string;
  kind: DeliveryKind;
  /** delivered: no answer at all; received: received, not yet ingested. */
  state: 'delivered' | 'received';
  since: string;
};

export type OverdueDeliveriesDto = { hours: number; deliveries: OverdueDeliveryDto[] };

/** Approval to live for one store over the last 90 days. */
export type StoreLiveTimesDto = { storeName: string; releases: number; medianMs: number; p90Ms: number };
export const LIVE_TIMES_DAYS = 90;

export const DEFAULT_ACK_WAIT_HOURS = '72';

/** A store's error status (or a message status it gave) in our words, and what the artist should do. */
export function problemWords(
  kind: 'error' | 'failed',
  releaseStatus: string | null,
  proposedAction: string | null,
): Pick<TimelineProblemDto, 'weSay' | 'whatToDo'> {
  const team = 'Nothing: our team fixes it and sends it to the store again.';
  if (kind === 'failed') return { weSay: 'We could not get the release to the store.', whatToDo: team };
  if (releaseStatus === 'RightsConflict')
    return {
      weSay: 'The store says someone else claims the rights to this release.',
      whatToDo: 'Reply to our team through Support with proof that you own the rights.',
    };
  if (releaseStatus === 'ReleaseViolatesTermsOfService')
    return {
      weSay: 'The store says the release breaks its content rules.',
      whatToDo: 'Contact Support: we tell you what the store objects to and what can be changed.',
    };
  if (proposedAction === 'DoNotResendRelease')
    return { weSay: 'The store will not take this release.', whatToDo: 'Contact Support to find out what can be done.' };
  return { weSay: 'The store could not process what we sent.', whatToDo: team };
}
