// The stores answer with AcknowledgementMessage files. The ERN choreography's batch profile puts
// each beside the batch's manifest, `<BatchId>/ACK_<BatchId>_<ICPN>.xml`; some stores write them at
// the endpoint's root, so both are read: the root, and the folders of the endpoint's recent batches
// (the least recently looked at first, a bounded number a run). Each file is read once per
// endpoint and checked against the choreography schema. It must come from the store: its
// MessageSender is the endpoint's DPID (or one of its further recipients); one from another party
// is refused, logged and recorded as invalid, never applied. Each release it names is matched to
// our delivery by ICPN and batch (the folder, the file name and the acknowledgement's BatchId must
// agree) and, where it says, our MessageId, and recorded, so a delivery keeps every answer.
// What the store says moves the delivery: received (the store has it; no more),
// ingested (SuccessfullyIngestedByReleaseDistributor), live (ReleaseMadeAvailableToConsumers), or
// error, which waits for an admin. A later answer (by MessageCreatedDateTime) overrides an earlier
// one, an error always, a success only upwards (a "received" never undoes "ingested").
// Acknowledgements are a few kilobytes: a file listed larger than ACK_MAX_BYTES is recorded as
// invalid without being read, and what is read is streamed and cut off past that size (a file that
// grew after the listing is invalid too), so a huge file in a store's folder costs one listing.
import { and, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { create } from 'xmlbuilder2';
import type { DeliveryState } from '../../../domain/deliveries.ts';
import { TEST_RECIPIENT_DPID } from '../../../domain/dpid.ts';
import type { Tx } from '../../db/pool.ts';
import { deliveries, deliveryAcknowledgements, storeEndpoints } from '../../db/schema-deliveries.ts';
import type { Deps } from '../../deps.ts';
import { validateManifest } from './ern/validate-xml.ts';
import { openTransport, type EndpointRow } from './open-transport.ts';
import type { Transport } from './transports/transport.ts';

const ACK_FILE = /^ACK_[A-Za-z0-9._-]{1,200}\.xml$/;
/** The choreography's name for a batch's acknowledgement of one release: ACK_<BatchId>_<ICPN>.xml. */
const BATCH_ACK_FILE = /^ACK_(\d{17})_[A-Za-z0-9]+\.xml$/;
/** The most of an acknowledgement file that is read; a real one is a few kilobytes. */
export const ACK_MAX_BYTES = 1024 * 1024;
const ACK_MAX_TEXT = '1 MiB';
/** Batch folders looked into per endpoint and run, and how long after delivery a batch is still watched. */
export const ACK_BATCHES_PER_RUN = 200;
const ACK_WATCH_DAYS = 90;

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

/** The parties an endpoint's acknowledgements may come from: those its messages go to. */
function expectedSenders(e: EndpointRow): string[] {
  const main = e.partyId ?? (e.protocol === 'folder' ? TEST_RECIPIENT_DPID : null);
  return [...(main ? [main] : []), ...e.extraPartyIds];
}

export async function pickUpAcknowledgements(deps: Deps): Promise<{ files: number; errors: number }> {
  const endpoints = await deps.db.select().from(storeEndpoints).where(eq(storeEndpoints.enabled, true));
  let files = 0;
  let errors = 0;
  for (const endpoint of endpoints) {
    try {
      const r = await pickUpFrom(deps, endpoint);
      files += r.files;
      errors += r.errors;
    } catch (err) {
      // One store being unreachable does not keep the others' answers waiting.
      deps.log.warn({ endpoint: endpoint.name, err: (err as Error).message }, 'acknowledgements not read');
    }
  }
  return { files, errors };
}

type Listed = { path: string; name: string; size: number; batchId: string | null };

/** The acknowledgement files at the root and in the folders of the batches watched this run. */
async function listAcknowledgements(deps: Deps, endpoint: EndpointRow, transport: Transport): Promise<Listed[]> {
  // An empty file may be one the store is still writing: left for a later pick-up, unread.
  const isAck = (f: { name: string; size: number }) => ACK_FILE.test(f.name) && f.size > 0;
  const listed: Listed[] = (await transport.listFiles(''))
    .filter(isAck)
    .map((f) => ({ path: f.name, name: f.name, size: f.size, batchId: null }));
  const batches = await deps.db
    .select({ id: deliveries.id, batchId: deliveries.batchId })
    .from(deliveries)
    .where(
      and(
        eq(deliveries.endpointId, endpoint.id),
        isNotNull(deliveries.batchId),
        sql`${deliveries.deliveredAt} > now() - make_interval(days => ${ACK_WATCH_DAYS})`,
      ),
    )
    .orderBy(sql`${deliveries.acksCheckedAt} asc nulls first`, desc(deliveries.deliveredAt))
    .limit(ACK_BATCHES_PER_RUN);
  for (const { batchId } of batches) {
    let inBatch;
    try {
      inBatch = await transport.listFiles(batchId!);
    } catch (err) {
      // A batch folder that cannot be read (a link leading out of the store's folder) keeps only its own answers back.
      deps.log.warn({ endpoint: endpoint.name, batchId, err: (err as Error).message }, 'batch folder not read for acknowledgements');
      continue;
    }
    for (const f of inBatch.filter(isAck)) listed.push({ path: `${batchId}/${f.name}`, name: f.name, size: f.size, batchId });
  }
  if (batches.length)
    await deps.db
      .update(deliveries)
      .set({ acksCheckedAt: sql`now()` })
      .where(
        inArray(
          deliveries.id,
          batches.map((b) => b.id),
        ),
      );
  return listed;
}

async function pickUpFrom(deps: Deps, endpoint: EndpointRow): Promise<{ files: number; errors: number }> {
  const transport = await openTransport(deps.env, endpoint);
  let files = 0;
  let errors = 0;
  try {
    const listed = await listAcknowledgements(deps, endpoint, transport);
    if (!listed.length) return { files, errors };
    const seen = new Set(
      (
        await deps.db
          .select({ fileName: deliveryAcknowledgements.fileName })
          .from(deliveryAcknowledgements)
          .where(
            and(
              eq(deliveryAcknowledgements.endpointId, endpoint.id),
              inArray(
                deliveryAcknowledgements.fileName,
                listed.map((f) => f.path),
              ),
            ),
          )
      ).map((r) => r.fileName),
    );
    const invalid = async (name: string, why: string, o: { sender?: string | null; messageId?: string | null } = {}) => {
      errors++;
      await deps.db
        .insert(deliveryAcknowledgements)
        .values({
          endpointId: endpoint.id,
          fileName: name,
          status: 'invalid',
          senderPartyId: o.sender ?? null,
          messageId: o.messageId ?? null,
          errorText: why.slice(0, 1000),
        })
        .onConflictDoNothing();
    };
    const senders = expectedSenders(endpoint);
    for (const file of listed.filter((f) => !seen.has(f.path))) {
      files++;
      if (file.size > ACK_MAX_BYTES) {
        await invalid(
          file.path,
          `Unreadable acknowledgement: the file is ${file.size.toLocaleString('en-US')} bytes, over the ${ACK_MAX_TEXT} an acknowledgement may be; it was not read`,
        );
        continue;
      }
      const body = await transport.readAtMost(file.path, ACK_MAX_BYTES);
      if (!body) {
        await invalid(
          file.path,
          `Unreadable acknowledgement: the file grew past the ${ACK_MAX_TEXT} an acknowledgement may be while it was read; it was not read further`,
        );
        continue;
      }
      const xml = body.toString('utf8');
      const check = await validateManifest(xml, deps.env.DDEX_DIR);
      const parsed = check.valid ? parseAcknowledgement(xml) : null;
      if (!parsed || !parsed.statuses.length) {
        await invalid(
          file.path,
          `Unreadable acknowledgement: ${check.valid ? 'not an acknowledgement of a release' : check.errors.slice(0, 3).join('; ')}`,
        );
        continue;
      }
      if (!parsed.sender || !senders.includes(parsed.sender)) {
        const expected = senders.length
          ? `${endpoint.name}'s party (${senders.join(', ')})`
          : `${endpoint.name}, which has no DDEX party id`;
        deps.log.warn(
          { endpoint: endpoint.name, file: file.path, sender: parsed.sender, expected: senders },
          'acknowledgement from another party refused',
        );
        await invalid(
          file.path,
          `Refused acknowledgement: sent by ${parsed.sender ?? 'no party'}, not by ${expected}; it was not applied`,
          {
            sender: parsed.sender,
            messageId: parsed.messageId,
          },
        );
        continue;
      }
      const nameBatch = BATCH_ACK_FILE.exec(file.name)?.[1] ?? null;
      await deps.db.transaction(async (tx) => {
        for (const [i, s] of parsed.statuses.entries()) {
          // One row per release in a file: the first under the file's path (what marks it read), the rest numbered.
          const fileName = i === 0 ? file.path : `${file.path}#${i}`;
          const recorded = await recordStatus(tx, endpoint, parsed, s, fileName, [file.batchId, nameBatch]);
          if (recorded === 'error' || recorded === 'invalid') errors++;
        }
      });
    }
  } finally {
    await transport.close();
  }
  return { files, errors };
}

/** Records one release's status and applies it to its delivery; returns the status recorded. */
async function recordStatus(
  tx: Tx,
  endpoint: EndpointRow,
  ack: ParsedAck,
  s: ParsedReleaseStatus,
  fileName: string,
  placedIn: (string | null)[],
): Promise<AckOutcome | 'invalid'> {
  const batches = [...new Set([...placedIn, ...s.batchIds].filter((b) => b !== null))];
  const common = {
    endpointId: endpoint.id,
    fileName,
    messageId: ack.messageId,
    senderPartyId: ack.sender,
    sentAt: ack.sentAt,
    releaseIcpn: s.icpn,
    batchId: batches[0] ?? null,
    acknowledgedMessageId: s.messageIds[0] ?? null,
    releaseStatus: s.status,
    proposedAction: s.proposedAction,
  };
  if (batches.length > 1) {
    await tx
      .insert(deliveryAcknowledgements)
      .values({
        ...common,
        status: 'invalid',
        errorText: `Unreadable acknowledgement: it names batches ${batches.join(' and ')} at once; it was not applied`,
      })
      .onConflictDoNothing();
    return 'invalid';
  }
  const outcome = ackOutcome(s);
  const [delivery] = s.icpn
    ? await tx
        .select({ id: deliveries.id, releaseId: deliveries.releaseId, state: deliveries.state })
        .from(deliveries)
        .where(
          and(
            eq(deliveries.endpointId, endpoint.id),
            eq(deliveries.releaseIcpn, s.icpn),
            isNotNull(deliveries.deliveredAt),
            ...(batches.length ? [eq(deliveries.batchId, batches[0]!)] : []),
            ...(s.messageIds.length ? [inArray(deliveries.messageId, s.messageIds)] : []),
          ),
        )
        .orderBy(desc(deliveries.deliveredAt))
        .limit(1)
        .for('update')
    : [];
  let next: DeliveryState | null = null;
  if (delivery) {
    // Applied only when not older than the latest answer that moved this delivery.
    const [last] = await tx
      .select({ sentAt: deliveryAcknowledgements.sentAt })
      .from(deliveryAcknowledgements)
      .where(and(eq(deliveryAcknowledgements.deliveryId, delivery.id), isNotNull(deliveryAcknowledgements.deliveryState)))
      .orderBy(sql`${deliveryAcknowledgements.sentAt} desc nulls last`)
      .limit(1);
    const older = last?.sentAt && ack.sentAt && ack.sentAt < last.sentAt;
    next = older ? null : nextDeliveryState(delivery.state as DeliveryState, outcome);
  }
  const firstError = s.messageStatuses.find((m) => m.status !== 'FileOK');
  const inserted = await tx
    .insert(deliveryAcknowledgements)
    .values({
      ...common,
      deliveryId: delivery?.id ?? null,
      releaseId: delivery?.releaseId ?? null,
      status: outcome,
      errorText: outcome === 'error' ? (s.errorText ?? firstError?.information ?? firstError?.status ?? s.status) : null,
      deliveryState: next,
    })
    .onConflictDoNothing()
    .returning({ id: deliveryAcknowledgements.id });
  if (delivery && next && inserted.length)
    await tx
      .update(deliveries)
      .set({
        state: next,
        acknowledgedAt: sql`coalesce(${deliveries.acknowledgedAt}, now())`,
        ...(next === delivery.state ? {} : { stateChangedAt: sql`now()` }),
        updatedAt: sql`now()`,
      })
      .where(eq(deliveries.id, delivery.id));
  return outcome;
}
