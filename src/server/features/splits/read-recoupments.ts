// The amounts repaid first of splits, in their order, and where each stands at a split's total
// (domain/splits.ts recoupedAt): the one reading that booking, saving, declining and the screens share.
import { sql } from 'drizzle-orm';
import { units } from '../../../domain/earnings-decimal.ts';
import { recoupedAt, type Recoupment } from '../../../domain/splits.ts';
import type { DbOrTx } from '../../db/pool.ts';

/** Each split's recoupments (payee: the party id), in order; a split without any is absent. */
export async function readRecoupments(db: DbOrTx, splitIds: string[]): Promise<Map<string, Recoupment[]>> {
  const { rows } = await db.execute<{ split_id: string; party_id: string; amount: string }>(
    sql`select split_id, party_id, amount::text from split_recoupments where split_id = any(${sql.param(splitIds)}::uuid[]) order by split_id, position`,
  );
  const out = new Map<string, Recoupment[]>();
  for (const r of rows) out.set(r.split_id, [...(out.get(r.split_id) ?? []), { payee: r.party_id, amount: units(r.amount) }]);
  return out;
}

/** Per party, the amount repaid to them first and how much of it the total has repaid. */
export function recoupStanding(recoupments: readonly Recoupment[], total: bigint): Map<string, { amount: bigint; repaid: bigint }> {
  const repaid = recoupedAt(recoupments, total);
  return new Map(recoupments.map((r, i) => [r.payee, { amount: r.amount, repaid: repaid[i]! }]));
}
