import { sql } from 'drizzle-orm';
import type { Deps } from '../../deps.ts';

/** Healthy when the database answers. */
export async function checkHealth({ db }: Deps): Promise<void> {
  await db.execute(sql`select 1`);
}
