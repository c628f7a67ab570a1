// A version in force from an earlier usage day: what was booked since then moves to it, by transfer
// entries, never by rewriting what was booked. Each booking of the split under another version is
// booked back by its version and again by the new one (so each party ends where the terms give at
// the running totals), and the release's earnings booked while it had no split are booked by the
// new one; each under the import that brought them, so rolling that import back later takes them
// back too. The caller holds the balance locks (keepClaimsCovered), so a transfer that would take
// back money a payee has claimed is refused.
import { sql } from 'drizzle-orm';
import { units } from '../../../domain/earnings-decimal.ts';
import type { Tx } from '../../db/pool.ts';
import { book, openBookings, type SplitSum } from './book-splits.ts';

type Earning = SplitSum & { import_id: string };

/** Moves to `versionId` what the release earned from `from` (a usage day) on; each party's gain or loss, by party id, the owner's as 'owner'. */
export async function transferFrom(
  tx: Tx,
  split: { id: string; releaseId: string; ownerId: string },
  versionId: string,
  from: string,
): Promise<Map<string, bigint>> {
  const moved = await openBookings(tx, sql`b.split_id = ${split.id} and b.version_id <> ${versionId} and b.period_start >= ${from}::date`);
  // earnings of the release booked while it had no split (a track's own split keeps its share)
  const { rows: unsplit } = await tx.execute<Earning>(sql`
    select e.import_id, ${split.id}::uuid split_id, e.release_id, e.user_id, e.period_start::text usage_start, e.period_end::text usage_end,
           e.store, e.plan_type, e.share_percent::text pct, e.gross::text, e.net::text
      from earnings_ledger e
     where e.user_id = ${split.ownerId} and e.release_id = ${split.releaseId} and e.period_start >= ${from}::date and e.kind = 'earning'
       and not exists (select 1 from earnings_ledger x where x.reverses_id = e.id)
       and not exists (select 1 from split_bookings b join splits s on s.id = b.split_id
                        where s.release_id = e.release_id and b.import_id = e.import_id and b.period_start = e.period_start
                          and b.period_end = e.period_end and b.store = e.store)
     order by e.id`);
  // all booked back first, the latest first (as returns are), then booked again in their order: the
  // recoupments end where they were, and each version's pot loses what these bookings put in it
  const booked = await book(tx, [
    ...moved
      .toReversed()
      .map((b) => ({ importId: b.import_id, sum: b, versionId: b.version_id, gross: -units(b.gross), net: -units(b.net), reverses: b.id })),
    ...moved.map((b) => ({ importId: b.import_id, sum: b, versionId, gross: units(b.gross), net: units(b.net), reverses: null })),
    ...unsplit.map((e) => ({ importId: e.import_id, sum: e, versionId, gross: units(e.gross), net: units(e.net), reverses: null })),
  ]);
  const change = new Map<string, bigint>();
  for (const b of booked)
    for (const p of b.parts) {
      change.set(p.party, (change.get(p.party) ?? 0n) + p.amount);
      change.set('owner', (change.get('owner') ?? 0n) - p.amount);
    }
  return change;
}
