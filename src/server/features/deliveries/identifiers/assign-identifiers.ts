// At approval: a release without a UPC gets the next one of our range, each track without an
// ISRC the next designation of our registrant for this year. Codes the artist gave are kept. A
// number someone already uses (an artist may have entered a code from our range) is skipped.
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { DomainError } from '../../../../domain/errors.ts';
import { makeIsrc, withCheckDigit } from '../../../../domain/identifiers.ts';
import type { Tx } from '../../../db/pool.ts';
import { musicReleases, releaseTracks } from '../../../db/schema-releases.ts';
import type { Deps } from '../../../deps.ts';
import { allocateNumbers } from './allocate-numbers.ts';

const ISRC_LAST = 99_999;

function upcRange(env: Deps['env']) {
  const digits = 12 - env.UPC_PREFIX.length;
  // Stryker disable next-line ArithmeticOperator: equivalent, Math.min with the prefix's last item bounds the default anyway
  const last = Math.min(env.UPC_LAST ?? 10 ** digits - 1, 10 ** digits - 1);
  return { prefix: env.UPC_PREFIX, digits, first: env.UPC_FIRST, last };
}

async function nextUpc(deps: Deps, tx: Tx): Promise<string> {
  const r = upcRange(deps.env);
  for (;;) {
    const n = await allocateNumbers(tx, `upc:${r.prefix}`, r.first, 1);
    if (n > r.last)
      throw new DomainError(
        'IDENTIFIERS_EXHAUSTED',
        `The UPC range of prefix ${r.prefix} (items ${r.first} to ${r.last}) is used up. Configure a new UPC_PREFIX or range before approving more releases.`,
      );
    const upc = withCheckDigit(`${r.prefix}${String(n).padStart(r.digits, '0')}`);
    // Stryker disable next-line ObjectLiteral: equivalent, only whether a row comes back matters
    const [taken] = await tx.select({ id: musicReleases.id }).from(musicReleases).where(eq(musicReleases.upc, upc));
    if (!taken) return upc;
  }
}

async function nextIsrcs(deps: Deps, tx: Tx, count: number, now: Date): Promise<string[]> {
  const registrant = deps.env.ISRC_REGISTRANT;
  const year = now.getUTCFullYear();
  const codes: string[] = [];
  while (codes.length < count) {
    const wanted = count - codes.length;
    const first = await allocateNumbers(tx, `isrc:${registrant}:${year % 100}`, 0, wanted);
    if (first + wanted - 1 > ISRC_LAST)
      throw new DomainError(
        'IDENTIFIERS_EXHAUSTED',
        `The ISRCs of registrant ${registrant} for ${year} are used up. Configure another ISRC_REGISTRANT before approving more releases.`,
      );
    const batch = Array.from({ length: wanted }, (_, i) => makeIsrc(registrant, year, first + i));
    const taken = await tx.select({ isrc: releaseTracks.isrc }).from(releaseTracks).where(inArray(releaseTracks.isrc, batch));
    const used = new Set(taken.map((t) => t.isrc));
    codes.push(...batch.filter((c) => !used.has(c)));
  }
  return codes;
}

/** Gives the release its missing codes, inside the approving transaction (the release row is locked by it). */
export async function assignIdentifiers(deps: Deps, tx: Tx, releaseId: string, now = new Date()): Promise<void> {
  const [release] = await tx.select({ upc: musicReleases.upc }).from(musicReleases).where(eq(musicReleases.id, releaseId));
  if (!release) return;
  if (!release.upc)
    await tx
      .update(musicReleases)
      .set({ upc: await nextUpc(deps, tx) })
      .where(eq(musicReleases.id, releaseId));
  const missing = await tx
    .select({ id: releaseTracks.id })
    .from(releaseTracks)
    .where(and(eq(releaseTracks.releaseId, releaseId), isNull(releaseTracks.isrc)))
    .orderBy(asc(releaseTracks.position));
  // Stryker disable next-line ConditionalExpression: equivalent, no ISRC wanted takes no number either
  if (!missing.length) return;
  const codes = await nextIsrcs(deps, tx, missing.length, now);
  for (const [i, t] of missing.entries()) await tx.update(releaseTracks).set({ isrc: codes[i]! }).where(eq(releaseTracks.id, t.id));
}
