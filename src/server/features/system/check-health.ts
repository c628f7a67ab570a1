import { sql } from 'drizzle-orm';
import type { Db } from '../../db/pool.ts';

/** Healthy when the database answers. */
export async function checkHealth(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}
