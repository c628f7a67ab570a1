// The reminder of a split invitation: once, to each payee who has not answered a week after they
// were invited. Marked in the same statement that picks them, so two instances never remind twice,
// and queued in that transaction, so a reminder marked is a reminder sent.
import { sql } from 'drizzle-orm';
import type { Deps } from '../../deps.ts';
import { SPLIT_MAIL } from './split-mail-job.ts';

export const REMIND_AFTER_DAYS = 7;

export async function remindPayees(deps: Deps): Promise<{ reminded: number }> {
  return deps.db.transaction(async (tx) => {
    const { rows } = await tx.execute<{ id: string }>(sql`
      update split_parties set reminded_at = now()
       where id in (select id from split_parties where status = 'invited' and reminded_at is null
                       and created_at < now() - make_interval(days => ${REMIND_AFTER_DAYS}) for update skip locked)
      returning id`);
    for (const r of rows) await deps.jobs.send(SPLIT_MAIL, { partyId: r.id, event: 'reminded' }, { db: tx });
    return { reminded: rows.length };
  });
}
