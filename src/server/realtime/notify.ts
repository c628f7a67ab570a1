// Announce a change to every instance's realtime subscribers. Call it inside the transaction
// that makes the change: PostgreSQL delivers the notification only if, and when, it commits.
// (Changes to profiles, releases, claims and tickets are announced by triggers already,
// migration 0009; this is for the rest, e.g. settings.)
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/pool.ts';
import { CHANNEL, type RealtimeEvent } from './realtime.ts';

export async function notify(db: DbOrTx, event: RealtimeEvent): Promise<void> {
  await db.execute(sql`select pg_notify(${CHANNEL}, ${JSON.stringify(event)})`);
}
