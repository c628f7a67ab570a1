// Takes the next numbers of a counter in one atomic statement inside the approving transaction:
// the counter's row stays locked until that transaction ends, so concurrent approvals on any
// number of instances queue on it and each gets a distinct run. A run is taken for good when the
// approval commits; an approval that rolls back gives its run back, and as nothing of it was ever
// stored or sent, the next approval takes the same numbers without anyone having seen them.
// (Taking the numbers on a second connection would hold two connections per approval and can
// starve the pool when many approvals run at once.)
import { sql } from 'drizzle-orm';
import type { Tx } from '../../../db/pool.ts';
import { identifierCounters as c } from '../../../db/schema-identifiers.ts';

/** The first of `count` consecutive numbers, starting no lower than `first`. */
export async function allocateNumbers(db: Tx, name: string, first: number, count: number): Promise<number> {
  const [row] = await db
    .insert(c)
    .values({ name, nextValue: first + count })
    .onConflictDoUpdate({
      target: c.name,
      set: { nextValue: sql`greatest(${c.nextValue}, ${first}) + ${count}`, updatedAt: sql`now()` },
    })
    .returning({ next: c.nextValue });
  return row!.next - count;
}
