// Takes the next numbers of a counter in one atomic statement on its own connection (not the
// caller's transaction): concurrent callers on any instance queue on the row for that statement
// only, each gets a distinct run, and a run once taken is never given again, even when the
// caller's transaction rolls back (that leaves a gap, never a reuse).
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/pool.ts';
import { identifierCounters as c } from '../../../db/schema-identifiers.ts';

/** The first of `count` consecutive numbers, starting no lower than `first`. */
export async function allocateNumbers(db: Db, name: string, first: number, count: number): Promise<number> {
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
