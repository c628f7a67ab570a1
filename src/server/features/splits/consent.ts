// Consent to a lower share: a version that lowers a payee's share waits (pending) until each such
// payee agrees, or the window of CONSENT_DAYS ends without an objection (an hourly sweep). An
// objection stops it, and the owner is told; the split stays as it was. Each answer and the
// version's coming into force are in the audit log. Bookings use only versions in force.
import { sql } from 'drizzle-orm';
import { DomainError } from '../../../domain/errors.ts';
import { formatShare, SPLIT_TEXTS } from '../../../domain/splits.ts';
import { systemActor, type Actor } from '../../actor.ts';
import type { Deps } from '../../deps.ts';
import type { DbOrTx, Tx } from '../../db/pool.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { lockSplitOf } from './party-records.ts';
import { SPLIT_MAIL } from './split-mail-job.ts';

export type PendingChange = { before: string; after: string; until: string; answer: 'agreed' | 'objected' | null };

/** The change waiting for this party's answer (or answered while it still waits), if any. */
export async function pendingFor(db: DbOrTx, partyId: string): Promise<PendingChange | null> {
  const { rows } = await db.execute<{ before: number; after: number; until: string; answer: PendingChange['answer'] }>(sql`
    select c.before, c.after, v.pending_until::text until, c.answer
      from split_consents c join split_versions v on v.id = c.version_id
     where c.party_id = ${partyId} and v.status = 'pending'`);
  const r = rows[0];
  return r
    ? {
        before: formatShare(BigInt(r.before)),
        after: formatShare(BigInt(r.after)),
        until: new Date(r.until).toISOString(),
        answer: r.answer,
      }
    : null;
}

async function inForce(tx: Tx, actor: Actor, versionId: string): Promise<void> {
  const { rows } = await tx.execute<{ split_id: string; number: number }>(sql`
    update split_versions set status = 'in_force', pending_until = null where id = ${versionId} and status = 'pending' returning split_id, number`);
  if (!rows[0]) return;
  await recordAudit(tx, actor, {
    action: 'split.version_in_force',
    entityType: 'split',
    entityId: rows[0].split_id,
    after: { version: rows[0].number },
  });
}

/** A payee's answer, by their invitation link's party: agreed (in force once all agreed), or objected (the change stops). */
export async function answerChange(deps: Deps, partyId: string, answer: 'agreed' | 'objected'): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const split = await lockSplitOf(tx, partyId);
    const { rows } = await tx.execute<{ version_id: string }>(sql`
      update split_consents c set answer = ${answer}, answered_at = now()
        from split_versions v
       where v.id = c.version_id and v.split_id = ${split.id} and v.status = 'pending' and c.party_id = ${partyId} and c.answer is null
      returning c.version_id`);
    if (!rows[0]) throw new DomainError('CONFLICT', SPLIT_TEXTS.noChange);
    const versionId = rows[0].version_id;
    const actor = systemActor('split-invitation');
    await recordAudit(tx, actor, {
      action: answer === 'agreed' ? 'split.change_agreed' : 'split.change_objected',
      entityType: 'split',
      entityId: split.id,
      after: { party: partyId, answer },
    });
    if (answer === 'objected') {
      await tx.execute(sql`update split_versions set status = 'objected', pending_until = null where id = ${versionId}`);
      await deps.jobs.send(SPLIT_MAIL, { partyId, event: 'objected' }, { db: tx });
      return;
    }
    const { rows: waiting } = await tx.execute(
      sql`select 1 from split_consents where version_id = ${versionId} and answer is distinct from 'agreed'`,
    );
    if (!waiting[0]) await inForce(tx, actor, versionId);
  });
}

/** Puts in force every change whose objection window has ended without an objection. */
export async function sweepConsents(deps: Deps): Promise<{ inForce: number }> {
  const { rows } = await deps.db.execute<{ id: string; split_id: string }>(sql`
    select v.id, v.split_id from split_versions v
     where v.status = 'pending' and v.pending_until <= now()
       and not exists (select 1 from split_consents c where c.version_id = v.id and c.answer = 'objected')`);
  for (const v of rows)
    await deps.db.transaction(async (tx) => {
      await tx.execute(sql`select 1 from splits where id = ${v.split_id} for update`);
      await inForce(tx, systemActor('split-consents'), v.id);
    });
  return { inForce: rows.length };
}
