// What a delivery sends, built and checked against the official schemas once, when the delivery
// is queued (at approval, or at a takedown's approval), and kept with it: the store's ERN message
// and its batch's BatchComplete manifest, under a batch id later than the endpoint's last, both
// from and to the parties message-parties.ts names (a test batch to a local folder). A delivery
// sends these exact bytes, however often it is retried or resumed.
import { createHash, randomUUID } from 'node:crypto';
import { and, desc, eq, sql } from 'drizzle-orm';
import { invalid } from '../../../domain/errors.ts';
import type { Tx } from '../../db/pool.ts';
import { deliveries } from '../../db/schema-deliveries.ts';
import type { Env } from '../../env.ts';
import { nextBatchId } from './batch-id.ts';
import type { BuiltMessage, MessageKind, ReleaseSnapshot, StoreParty } from './ern/types.ts';
import { ValidatorUnavailable, validateErnAll, validateManifestAll } from './ern/validate-xml.ts';
import { messageParties } from './message-parties.ts';

/** What building a message reads of the settings; ISRC_REGISTRANT tells our recordings (their first publication is known). */
export type MessageEnv = Pick<Env, 'DDEX_PARTY_ID' | 'BRAND_NAME' | 'DDEX_DIR'> & Partial<Pick<Env, 'ISRC_REGISTRANT'>>;

export type CheckedMessage = BuiltMessage & { messageId: string };

/** The columns of a delivery that carry its batch. */
export type SealedBatch = { batchId: string; messageId: string; message: string; messageSha256: string; manifest: string };

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/** Runs a validation; a missing validator or schema is said plainly, as nothing goes out unchecked. */
function checking<T>(run: Promise<T>): Promise<T> {
  return run.catch((err: unknown) => {
    if (err instanceof ValidatorUnavailable) throw invalid(`Releases cannot be checked against the DDEX schema now: ${err.message}.`);
    throw err;
  });
}

/** One message per item, validated in one xmllint run. Throws DomainError (VALIDATION) with the reason. */
export async function buildCheckedMessages(
  env: MessageEnv,
  items: { snapshot: ReleaseSnapshot; recipient: StoreParty; kind: MessageKind; heldFiles?: ReadonlySet<string> }[],
): Promise<CheckedMessage[]> {
  // Who each goes from and to, first: a missing or wrong DPID is refused before anything is built.
  const parties = items.map((i) => messageParties(env, i.recipient));
  // The XML writer loads with the first approval, not at start-up.
  const { buildReleaseMessage } = await import('./ern/build-release-message.ts');
  const createdAt = new Date();
  const built = items.map(({ snapshot, kind, heldFiles }, i) => {
    const messageId = randomUUID().replace(/-/g, '');
    const options = {
      ...parties[i]!,
      storeKey: items[i]!.recipient.key,
      isrcRegistrant: env.ISRC_REGISTRANT,
      kind,
      heldFiles,
      messageId,
      createdAt,
    };
    return { ...buildReleaseMessage(snapshot, options), messageId };
  });
  const results = await checking(
    validateErnAll(
      built.map((b) => b.xml),
      env.DDEX_DIR,
    ),
  );
  results.forEach((r, i) => {
    if (!r.valid)
      throw invalid(
        `The release message for ${items[i]!.recipient.name} does not pass the DDEX schema: ${r.errors.slice(0, 3).join('; ')}`,
      );
  });
  return built;
}

/**
 * Gives each message its batch: a batch id per endpoint, each later than the last (the endpoint's
 * lock is held to the end of the transaction, so concurrent approvals on any instance take turns),
 * and the BatchComplete manifest, validated. In the items' order.
 */
export async function sealBatches(
  env: MessageEnv,
  tx: Tx,
  items: { endpointId: string; recipient: StoreParty; kind: MessageKind; redelivery?: boolean; message: CheckedMessage }[],
): Promise<SealedBatch[]> {
  const endpointIds = [...new Set(items.map((i) => i.endpointId))].sort(); // one locking order: no deadlock
  const last = new Map<string, string | null>();
  for (const id of endpointIds) {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('delivery-batch:' || ${id}))`);
    const [row] = await tx
      .select({ batchId: deliveries.batchId })
      .from(deliveries)
      .where(and(eq(deliveries.endpointId, id), sql`${deliveries.batchId} is not null`))
      .orderBy(desc(deliveries.batchId))
      .limit(1);
    last.set(id, row?.batchId ?? null);
  }
  const { buildManifest } = await import('./ern/build-manifest.ts');
  const createdAt = new Date();
  const sealed = items.map(({ endpointId, recipient, kind, redelivery, message }) => {
    const batchId = nextBatchId(createdAt, last.get(endpointId)!);
    last.set(endpointId, batchId);
    const messageSha256 = sha256(message.xml);
    const parties = messageParties(env, recipient);
    const manifest = buildManifest({
      batchId,
      sender: parties.sender,
      recipient: parties.recipient,
      test: parties.test,
      createdAt,
      messages: [
        {
          messageId: message.messageId,
          url: `${message.releaseId}/${message.releaseId}.xml`,
          releaseIds: [message.releaseId],
          kind,
          redelivery,
          sha256: messageSha256,
        },
      ],
    });
    return { batchId, messageId: message.messageId, message: message.xml, messageSha256, manifest };
  });
  const results = await checking(
    validateManifestAll(
      sealed.map((s) => s.manifest),
      env.DDEX_DIR,
    ),
  );
  results.forEach((r) => {
    if (!r.valid) throw invalid(`The batch manifest does not pass the DDEX schema: ${r.errors.slice(0, 3).join('; ')}`);
  });
  return sealed;
}
