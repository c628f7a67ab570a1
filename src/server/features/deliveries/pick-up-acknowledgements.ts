// The stores answer with AcknowledgementMessage files (ACK_*.xml) in their folder. A scheduled job
// reads each new one once per endpoint, checks it against the choreography schema, and records per
// release: ingested (the delivery becomes acknowledged), or the store's error and proposed action,
// which waits for an admin. A file that is not a valid acknowledgement is recorded as invalid.
// Acknowledgements are a few kilobytes: a file listed larger than ACK_MAX_BYTES is recorded as
// invalid without being read, and what is read is streamed and cut off past that size (a file that
// grew after the listing is invalid too), so a huge file in a store's folder costs one listing.
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { create } from 'xmlbuilder2';
import { deliveries, deliveryAcknowledgements, storeEndpoints } from '../../db/schema-deliveries.ts';
import type { Deps } from '../../deps.ts';
import { validateManifest } from './ern/validate-xml.ts';
import { openTransport, type EndpointRow } from './open-transport.ts';

const ACK_FILE = /^ACK_[A-Za-z0-9._-]{1,200}\.xml$/;
/** The most of an acknowledgement file that is read; a real one is a few kilobytes. */
export const ACK_MAX_BYTES = 1024 * 1024;
const ACK_MAX_TEXT = '1 MiB';
/** Statuses by which a store says it could not take the release. */
const ERROR_STATUSES = /Error|Violates|Conflict|NotAvailable/;

type El = { nodeType: number; localName: string; textContent: string | null; childNodes: ArrayLike<El> };
const children = (el: El, name: string) => Array.from(el.childNodes).filter((c) => c.nodeType === 1 && c.localName === name);
const text = (el: El | undefined, name: string) => (el ? children(el, name)[0]?.textContent?.trim() || null : null);

export type ParsedAck = {
  messageId: string | null;
  statuses: { icpn: string | null; status: string; errorText: string | null; proposedAction: string | null }[];
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
  return {
    messageId: text(children(root, 'MessageHeader')[0], 'MessageId'),
    statuses: children(root, 'ReleaseStatus').map((rs) => ({
      icpn: text(children(rs, 'ReleaseId')[0], 'ICPN'),
      status: text(rs, 'ReleaseStatus') ?? '',
      errorText: text(rs, 'ErrorText'),
      proposedAction: text(rs, 'ProposedActionType'),
    })),
  };
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
    // An empty file may be one the store is still writing: left for a later pick-up, unread.
    const listed = (await transport.listFiles('')).filter((f) => ACK_FILE.test(f.name) && f.size > 0);
    if (!listed.length) return { files, errors };
    const names = listed.map((f) => f.name);
    const seen = new Set(
      (
        await deps.db
          .select({ fileName: deliveryAcknowledgements.fileName })
          .from(deliveryAcknowledgements)
          .where(and(eq(deliveryAcknowledgements.endpointId, endpoint.id), inArray(deliveryAcknowledgements.fileName, names)))
      ).map((r) => r.fileName),
    );
    const invalid = async (name: string, why: string) => {
      errors++;
      await deps.db
        .insert(deliveryAcknowledgements)
        .values({
          endpointId: endpoint.id,
          fileName: name,
          status: 'invalid',
          errorText: `Unreadable acknowledgement: ${why}`.slice(0, 1000),
        })
        .onConflictDoNothing();
    };
    for (const { name, size } of listed.filter((f) => !seen.has(f.name))) {
      files++;
      if (size > ACK_MAX_BYTES) {
        await invalid(
          name,
          `the file is ${size.toLocaleString('en-US')} bytes, over the ${ACK_MAX_TEXT} an acknowledgement may be; it was not read`,
        );
        continue;
      }
      const body = await transport.readAtMost(name, ACK_MAX_BYTES);
      if (!body) {
        await invalid(name, `the file grew past the ${ACK_MAX_TEXT} an acknowledgement may be while it was read; it was not read further`);
        continue;
      }
      const xml = body.toString('utf8');
      const check = await validateManifest(xml, deps.env.DDEX_DIR);
      const parsed = check.valid ? parseAcknowledgement(xml) : null;
      if (!parsed || !parsed.statuses.length) {
        await invalid(name, check.valid ? 'not an acknowledgement of a release' : check.errors.slice(0, 3).join('; '));
        continue;
      }
      await deps.db.transaction(async (tx) => {
        for (const [i, s] of parsed.statuses.entries()) {
          const isError = ERROR_STATUSES.test(s.status);
          if (isError) errors++;
          const [delivery] = s.icpn
            ? await tx
                .select({ id: deliveries.id, releaseId: deliveries.releaseId, state: deliveries.state })
                .from(deliveries)
                .where(
                  and(
                    eq(deliveries.endpointId, endpoint.id),
                    eq(deliveries.releaseIcpn, s.icpn),
                    sql`${deliveries.deliveredAt} is not null`,
                  ),
                )
                .orderBy(desc(deliveries.deliveredAt))
                .limit(1)
                .for('update')
            : [];
          await tx
            .insert(deliveryAcknowledgements)
            .values({
              endpointId: endpoint.id,
              deliveryId: delivery?.id ?? null,
              releaseId: delivery?.releaseId ?? null,
              // One row per release in a file: the first under the file's name (what marks it read), the rest numbered.
              fileName: i === 0 ? name : `${name}#${i}`,
              messageId: parsed.messageId,
              releaseIcpn: s.icpn,
              status: isError ? 'error' : 'ingested',
              errorText: isError ? (s.errorText ?? s.status) : null,
              proposedAction: s.proposedAction,
            })
            .onConflictDoNothing();
          if (delivery && !isError && delivery.state === 'delivered')
            await tx
              .update(deliveries)
              .set({ state: 'acknowledged', acknowledgedAt: sql`now()`, stateChangedAt: sql`now()`, updatedAt: sql`now()` })
              .where(eq(deliveries.id, delivery.id));
        }
      });
    }
  } finally {
    await transport.close();
  }
  return { files, errors };
}
