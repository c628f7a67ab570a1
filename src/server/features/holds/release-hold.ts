// An admin releases a hold, with a note for the artist: its amount is claimable again at once
// (the balance counts only holds in force). At the version the console loaded, under the artist's
// balance lock as every change of their money, audited in the same transaction, and mailed to the
// artist once it commits. A released hold stays released.
import { sql } from 'drizzle-orm';
import { RECORD_CHANGED } from '../../../domain/admin-list.ts';
import { DomainError } from '../../../domain/errors.ts';
import { HOLD_TEXTS } from '../../../domain/holds.ts';
import type { AdminHoldDto } from '../../../domain/holds-dto.ts';
import type { ReleaseHoldInput } from '../../../domain/holds-schema.ts';
import type { UserActor } from '../../actor.ts';
import type { Deps } from '../../deps.ts';
import { notify } from '../../realtime/notify.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { lockBalance } from '../payouts/lock-balance.ts';
import { findHold, getAdminHold } from './hold-records.ts';
import { HOLD_MAIL } from './hold-mail-job.ts';

export async function releaseHold(deps: Deps, actor: UserActor, id: string, input: ReleaseHoldInput): Promise<AdminHoldDto> {
  await deps.db.transaction(async (tx) => {
    const { user_id: userId } = await findHold(tx, id); // not found otherwise
    await lockBalance(tx, userId);
    await tx.execute(sql`select 1 from earnings_holds where id = ${id} for update`);
    const before = await findHold(tx, id);
    if (before.status !== 'active') throw new DomainError('CONFLICT', HOLD_TEXTS.alreadyReleased);
    if (before.version !== input.version) throw new DomainError('CONFLICT', RECORD_CHANGED);
    await tx.execute(sql`
      update earnings_holds set status = 'released', released_at = now(), released_by = ${actor.userId}, release_note = ${input.note},
             updated_at = clock_timestamp()
       where id = ${id}`);
    await recordAudit(tx, actor, {
      action: 'hold.released',
      entityType: 'hold',
      entityId: id,
      before: { status: 'active', amount: before.amount },
      after: { status: 'released', note: input.note },
    });
    await deps.jobs.send(HOLD_MAIL, { holdId: id, event: 'released' }, { db: tx });
    await notify(tx, { topic: 'holds', id });
  });
  return getAdminHold(deps.db, id);
}
