// The artist answers a hold on their earnings, as often as they need to: the latest answer is kept
// and shown to the console, each one is audited and mailed to our team (the support address) with
// the answer it carries. Only the artist's own hold: another artist's is not found. A released
// hold has nothing left to answer.
import { sql } from 'drizzle-orm';
import { DomainError, notFound } from '../../../domain/errors.ts';
import { HOLD_TEXTS } from '../../../domain/holds.ts';
import type { HoldDto } from '../../../domain/holds-dto.ts';
import type { AnswerHoldInput } from '../../../domain/holds-schema.ts';
import type { UserActor } from '../../actor.ts';
import type { Deps } from '../../deps.ts';
import { notify } from '../../realtime/notify.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { HOLD_MAIL } from './hold-mail-job.ts';
import { getMyHold } from './get-my-hold.ts';

export async function answerHold(deps: Deps, actor: UserActor, id: string, input: AnswerHoldInput): Promise<HoldDto> {
  await deps.db.transaction(async (tx) => {
    const { rows } = await tx.execute<{ status: string; answer: string | null }>(
      sql`select status, answer from earnings_holds where id = ${id} and user_id = ${actor.userId} for update`,
    );
    const hold = rows[0];
    if (!hold) throw notFound(HOLD_TEXTS.notFound);
    if (hold.status !== 'active') throw new DomainError('CONFLICT', HOLD_TEXTS.released);
    await tx.execute(
      sql`update earnings_holds set answer = ${input.answer}, answered_at = now(), updated_at = clock_timestamp() where id = ${id}`,
    );
    await recordAudit(tx, actor, {
      action: 'hold.answered',
      entityType: 'hold',
      entityId: id,
      before: { answer: hold.answer },
      after: { answer: input.answer },
    });
    await deps.jobs.send(HOLD_MAIL, { holdId: id, event: 'answered', answer: input.answer }, { db: tx });
    await notify(tx, { topic: 'holds', id });
  });
  return getMyHold(deps, actor, id);
}
