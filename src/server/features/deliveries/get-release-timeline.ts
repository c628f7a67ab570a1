// A release's timeline per store, from its latest delivery to that store and every answer the store
// gave it: queued (approval), sent, then the first answer that said received, ingested or live (the
// store's own time when it wrote one, else when it was picked up), or the error in the store's words
// and ours with what the artist should do. Artists see only their own releases and no engineering:
// no ids, batches, files, transfer errors or acknowledgement records; admins get those as well.
import { and, desc, eq, inArray, isNull, ne } from 'drizzle-orm';
import type { DeliveryState } from '../../../domain/deliveries.ts';
import { problemWords, TIMELINE_STEPS, type TimelineStepKey } from '../../../domain/delivery-timeline.ts';
import type { ReleaseTimelineDto, StoreTimelineDto, TimelineAckDto } from '../../../domain/delivery-timeline-dto.ts';
import { notFound } from '../../../domain/errors.ts';
import { RELEASE_NOT_FOUND } from '../../../domain/releases-admin-dto.ts';
import { isAdmin, type UserActor } from '../../actor.ts';
import { deliveries as d, deliveryAcknowledgements as ack, storeEndpoints as e } from '../../db/schema-deliveries.ts';
import { musicReleases } from '../../db/schema-releases.ts';
import type { Deps } from '../../deps.ts';
import { storeDeliveryColumns } from './store-delivery-columns.ts';

const iso = (v: Date | string) => new Date(v).toISOString();
/** The answers that say a step was reached: received by any of them, ingested by ingested or live, live by live. */
const REACHES: Partial<Record<TimelineStepKey, TimelineAckDto['status'][]>> = {
  received: ['received', 'ingested', 'live'],
  ingested: ['ingested', 'live'],
  live: ['live'],
};

export async function getReleaseTimeline(deps: Deps, actor: UserActor, releaseId: string): Promise<ReleaseTimelineDto> {
  const [release] = await deps.db.select({ userId: musicReleases.userId }).from(musicReleases).where(eq(musicReleases.id, releaseId));
  if (!release || (!isAdmin(actor) && release.userId !== actor.userId)) throw notFound(RELEASE_NOT_FOUND);
  const rows = await deps.db
    .selectDistinctOn([d.endpointId], { ...storeDeliveryColumns, messageId: d.messageId })
    .from(d)
    .innerJoin(e, eq(e.id, d.endpointId))
    // The release's first deliveries: new, or an imported release's updates (a revision's are its versions').
    .where(and(eq(d.releaseId, releaseId), ne(d.kind, 'takedown'), isNull(d.revisionId)))
    .orderBy(d.endpointId, desc(d.createdAt));
  const answers = rows.length
    ? await deps.db
        .select()
        .from(ack)
        .where(
          inArray(
            ack.deliveryId,
            rows.map((r) => r.id),
          ),
        )
        .orderBy(ack.createdAt)
    : [];
  const admin = isAdmin(actor);
  const stores = rows.map((r): StoreTimelineDto => {
    const mine = answers
      .filter((a) => a.deliveryId === r.id)
      .map((a): TimelineAckDto => ({
        status: a.status as TimelineAckDto['status'],
        releaseStatus: a.releaseStatus,
        errorText: a.errorText,
        proposedAction: a.proposedAction,
        fileName: a.fileName,
        messageId: a.messageId,
        sentAt: a.sentAt ? iso(a.sentAt) : null,
        pickedUpAt: iso(a.createdAt),
      }));
    const timeOf = (a: TimelineAckDto) => a.sentAt ?? a.pickedUpAt;
    const reached = (step: TimelineStepKey): string | null => {
      if (step === 'queued') return iso(r.queuedAt);
      if (step === 'sent') return r.deliveredAt ? iso(r.deliveredAt) : null;
      const times = mine.filter((a) => REACHES[step]!.includes(a.status)).map(timeOf);
      return times.length ? times.sort()[0]! : null;
    };
    const state = r.state as DeliveryState;
    const lastError = mine.filter((a) => a.status === 'error').sort((a, b) => timeOf(b).localeCompare(timeOf(a)))[0];
    const problem =
      state === 'failed'
        ? { kind: 'failed' as const, at: iso(r.since), storeSays: null, ...problemWords('failed', null, null) }
        : state === 'error' && lastError
          ? {
              kind: 'error' as const,
              at: timeOf(lastError),
              storeSays: lastError.errorText,
              ...problemWords('error', lastError.releaseStatus, lastError.proposedAction),
            }
          : null;
    return {
      storeId: r.storeId,
      storeName: r.storeName,
      state,
      steps: TIMELINE_STEPS.map((step) => ({ step, at: reached(step) })),
      problem,
      technical: admin
        ? {
            deliveryId: r.id,
            batchId: r.batchId,
            messageId: r.messageId,
            attempts: r.attempts,
            lastError: r.lastError,
            // The latest delivery to the store: nothing was sent after it, so a failed or errored one may go again.
            canResend: state === 'failed' || state === 'error',
            acknowledgements: mine,
          }
        : null,
    };
  });
  return { stores: stores.sort((a, b) => a.storeName.localeCompare(b.storeName)) };
}
