// The amounts repaid first a new version brings, checked against the split as it stands: saving a
// version checks them, and a pending version checks them again when it would take effect (its
// amounts wait on the version until then). Those with a part repaid stay as they are, and none
// added or raised may count as repaid from earnings already shared out.
import { sql } from 'drizzle-orm';
import { invalid } from '../../../domain/errors.ts';
import { formatUnits } from '../../../domain/earnings-decimal.ts';
import { recoupedAt, SPLIT_TEXTS, type Recoupment } from '../../../domain/splits.ts';
import type { Tx } from '../../db/pool.ts';
import { readRecoupments } from './read-recoupments.ts';

/** The split's amounts repaid first as they are (`old`) and as `wanted` makes them (`ordered`, by party id); refused (400) as above. */
export async function nextRecoupments(
  tx: Tx,
  split: { id: string; total: bigint },
  wanted: Recoupment[],
  partyOf: (payee: string) => string,
): Promise<{ old: Recoupment[]; ordered: Recoupment[] }> {
  const old = (await readRecoupments(tx, [split.id])).get(split.id) ?? [];
  const repaid = recoupedAt(old, split.total);
  const next = wanted.map((r) => ({ payee: partyOf(r.payee), amount: r.amount }));
  old.forEach((r, i) => {
    if (repaid[i]! > 0n && next.find((n) => n.payee === r.payee)?.amount !== r.amount) throw invalid(SPLIT_TEXTS.recoupStarted, 'payees');
  });
  const ordered = [
    ...old.flatMap((r) => next.filter((n) => n.payee === r.payee)),
    ...next.filter((n) => !old.some((r) => r.payee === n.payee)),
  ];
  // nor may one added or raised count as repaid from earnings already shared out before it
  const after = recoupedAt(ordered, split.total);
  ordered.forEach((r, i) => {
    const j = old.findIndex((o) => o.payee === r.payee);
    if (after[i] !== (j < 0 ? 0n : repaid[j])) throw invalid(SPLIT_TEXTS.recoupTooLate, 'payees');
  });
  return { old, ordered };
}

/** Makes `ordered` the split's amounts repaid first. */
export async function writeRecoupments(tx: Tx, splitId: string, ordered: Recoupment[]): Promise<void> {
  await tx.execute(sql`delete from split_recoupments where split_id = ${splitId}`);
  if (ordered.length > 0)
    await tx.execute(sql`
        insert into split_recoupments (split_id, party_id, position, amount)
        select ${splitId}::uuid, p, o::int, a from unnest(${sql.param(ordered.map((r) => r.payee))}::uuid[],
               ${sql.param(ordered.map((r) => formatUnits(r.amount)))}::numeric[]) with ordinality as x(p, a, o)`);
}
