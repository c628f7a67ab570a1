// What a release's timeline per store answers with (the artist's steps and words; for admins the
// technical record too), and the console's deliveries waiting on a store and times to live. The
// schemas are the server's answer contract; the web takes only their types.
import { z } from 'zod';
import { DELIVERY_STATES } from './deliveries.ts';
import { ackStatusDto, deliveryToWatchDto } from './deliveries-dto.ts';
import { TIMELINE_STEPS } from './delivery-timeline.ts';

/** What went wrong with a store, for the artist: the store's words, ours, and what to do. */
export const timelineProblemDto = z.object({
  kind: z.enum(['error', 'failed']),
  at: z.string(),
  /** The store's own text; null when it gave none, or when it never got the release. */
  storeSays: z.string().nullable(),
  weSay: z.string(),
  whatToDo: z.string(),
});
export type TimelineProblemDto = z.infer<typeof timelineProblemDto>;

export const timelineAckDto = z.object({
  status: ackStatusDto,
  /** The store's SupplyChainStatus as written. */
  releaseStatus: z.string().nullable(),
  errorText: z.string().nullable(),
  proposedAction: z.string().nullable(),
  fileName: z.string(),
  messageId: z.string().nullable(),
  /** When the store wrote it (its MessageCreatedDateTime), and when it was picked up. */
  sentAt: z.string().nullable(),
  pickedUpAt: z.string(),
});
export type TimelineAckDto = z.infer<typeof timelineAckDto>;

/** The engineering behind a store's timeline: admins only. */
export const timelineTechnicalDto = z.object({
  deliveryId: z.string(),
  batchId: z.string().nullable(),
  messageId: z.string().nullable(),
  attempts: z.number(),
  lastError: z.string().nullable(),
  /** Whether it may be sent again now (failed, or answered with an error and not yet sent again). */
  canResend: z.boolean(),
  acknowledgements: z.array(timelineAckDto),
});
export type TimelineTechnicalDto = z.infer<typeof timelineTechnicalDto>;

export const storeTimelineDto = z.object({
  storeId: z.string(),
  storeName: z.string(),
  state: z.enum(DELIVERY_STATES),
  /** Every step in order; `at` null for a step not reached. */
  steps: z.array(z.object({ step: z.enum(TIMELINE_STEPS), at: z.string().nullable() })),
  problem: timelineProblemDto.nullable(),
  technical: timelineTechnicalDto.nullable(),
});
export type StoreTimelineDto = z.infer<typeof storeTimelineDto>;

export const releaseTimelineDto = z.object({ stores: z.array(storeTimelineDto) });
export type ReleaseTimelineDto = z.infer<typeof releaseTimelineDto>;

/** A delivery sent and waiting longer than the set time for the store's next answer. */
export const overdueDeliveryDto = deliveryToWatchDto.extend({
  /** delivered: no answer at all; received: received, not yet ingested. */
  state: z.enum(['delivered', 'received']),
  since: z.string(),
});
export type OverdueDeliveryDto = z.infer<typeof overdueDeliveryDto>;

export const overdueDeliveriesDto = z.object({ hours: z.number(), deliveries: z.array(overdueDeliveryDto) });
export type OverdueDeliveriesDto = z.infer<typeof overdueDeliveriesDto>;

/** Approval to live for one store over the last 90 days. */
export const storeLiveTimesDto = z.object({ storeName: z.string(), releases: z.number(), medianMs: z.number(), p90Ms: z.number() });
export type StoreLiveTimesDto = z.infer<typeof storeLiveTimesDto>;
