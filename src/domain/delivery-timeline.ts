// A release's timeline per store (queued -> sent -> received -> ingested -> live, or the error in the
// store's words and ours): its steps, how long the console lets a store take to answer, and what a
// store's error means for the artist. What the API answers is in delivery-timeline-dto.ts.

export const TIMELINE_STEPS = ['queued', 'sent', 'received', 'ingested', 'live'] as const;
export type TimelineStepKey = (typeof TIMELINE_STEPS)[number];

export const TIMELINE_STEP_LABELS: Record<TimelineStepKey, string> = {
  queued: 'Queued',
  sent: 'Sent',
  received: 'Received by store',
  ingested: 'Ingested by store',
  live: 'Live',
};

/** The console's times from approval to live look back this many days. */
export const LIVE_TIMES_DAYS = 90;

/** How long a delivery may wait for the store's next answer before the console lists it, unless Settings say otherwise. */
export const DEFAULT_ACK_WAIT_HOURS = '72';

/** A store's error status (or a message status it gave) in our words, and what the artist should do. */
export function problemWords(
  kind: 'error' | 'failed',
  releaseStatus: string | null,
  proposedAction: string | null,
): { weSay: string; whatToDo: string } {
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
