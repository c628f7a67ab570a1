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
import { and, eq, inArray } from 'drizzle-orm';
import { TEST_RECIPIENT_DPID } from '../../../domain/dpid.ts';
import { deliveryAcknowledgements, storeEndpoints } from '../../db/schema-deliveries.ts';
import type { Deps } from '../../deps.ts';
import { validateManifest } from './ern/validate-xml.ts';
import { openTransport, type EndpointRow } from './open-transport.ts';
import { parseAcknowledgement } from './parse-acknowledgement.ts';
import { listAcknowledgements } from './list-acknowledgements.ts';
import { recordStatus } from './record-acknowledgement.ts';

/** The choreography's name for a batch's acknowledgement of one release: ACK_<BatchId>_<ICPN>.xml. */
const BATCH_ACK_FILE = /^ACK_(\d{17})_[A-Za-z0-9]+\.xml$/;
/** The most of an acknowledgement file that is read; a real one is a few kilobytes. */
export const ACK_MAX_BYTES = 1024 * 1024;
const ACK_MAX_TEXT = '1 MiB';

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
          const recorded = await recordStatus(deps, tx, endpoint, parsed, s, fileName, [file.batchId, nameBatch]);
          if (recorded === 'error' || recorded === 'invalid') errors++;
        }
      });
    }
  } finally {
    await transport.close();
  }
  return { files, errors };
}
