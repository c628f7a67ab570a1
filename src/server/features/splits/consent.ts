// Consent to a lower share or amount repaid first: a version that lowers (or removes) either for a
// payee waits (pending) until each such payee agrees, or the window of CONSENT_DAYS ends without an
// objection (an hourly sweep). An objection stops it, and the owner is told; the split stays as it
// was. Its amounts repaid first wait on the version and become the split's when it takes effect,
// checked again then: if repayment began meanwhile where they differ, it lapses instead and the
// owner is told. Each answer, and the version's coming into force or lapsing, are in the audit
// log. Bookings use only versions in force.
import { sql } from 'drizzle-orm';
import { DomainError } from '../../../domain/errors.ts';
import { formatShare, SPLIT_TEXTS } from '../../../domain/splits.ts';
import { systemActor, type Actor } from '../../actor.ts';
import type { Deps } from '../../deps.ts';
import type { DbOrTx, Tx } from '../../db/pool.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { lockSplitOf } from './party-records.ts';
import { nextRecoupments, writeRecoupments } from './next-recoupments.ts';
import { units } from '../../../domain/earnings-decimal.ts';
import { displayTotal } from '../../../domain/earnings-totals.ts';
import { SPLIT_MAIL } from './split-mail-job.ts';

export type PendingChange = {
  before: string;
  after: string;
  /** The amount repaid first before and in the change, when it lowers it. */
  recoupBefore: string | null;
  recoupAfter: string | null;
  until: string;
  answer: 'agreed' | 'objected' | null;
};

/** The change waiting for this party's answer (or answered while it still waits), if any. */
export async function pendingFor(db: DbOrTx, partyId: string): Promise<PendingChange | null> {
  const { rows } = await db.execute<{
    before: number;
    after: number;
    recoup_before: string | null;
    recoup_after: string | null;
    until: string;
    answer: PendingChange['answer'];
  }>(sql`
    select c.before, c.after, c.recoup_before::text, c.recoup_after::text, v.pending_until::text until, c.answer
      from split_consents c join split_versions v on v.id = c.version_id
     where c.party_id = ${partyId} and v.status = 'pending'`);
  const r = rows[0];
  const money = (x: string | null) => (x === null ? null : displayTotal(units(x)));
  return r
    ? {
        before: formatShare(BigInt(r.before)),
        after: formatShare(BigInt(r.after)),
        recoupBefore: money(r.recoup_before),
        recoupAfter: money(r.recoup_after),
        until: new Date(r.until).toISOString(),
        answer: r.answer,
      }
    : null;
}

/** The pending version takes effect, its amounts repaid first with it; or lapses when they no longer can (the split is locked). */
async function inForce(deps: Deps, tx: Tx, actor: Actor, versionId: string): Promise<'in_force' | 'lapsed' | null> {
  const { rows } = await tx.execute<{
    split_id: string;
    number: number;
    total: string;
    recoupments: { party: string; amount: string }[] | null;
  }>(sql`
    select v.split_id, v.number, s.total::text, v.recoupments from split_versions v join splits s on s.id = v.split_id
     where v.id = ${versionId} and v.status = 'pending'`);
  const v = rows[0];
  if (!v) return null;
  if (v.recoupments) {
    try {
      const wanted = v.recoupments.map((r) => ({ payee: r.party, amount: units(r.amount) }));
      const { ordered } = await nextRecoupments(tx, { id: v.split_id, total: units(v.total) }, wanted, (id) => id);
      await writeRecoupments(tx, v.split_id, ordered);
    } catch (err) {
      if (!(err instanceof DomainError)) throw err;
      await tx.execute(sql`update split_versions set status = 'lapsed', pending_until = null where id = ${versionId}`);
      await recordAudit(tx, actor, {
        action: 'split.version_lapsed',
        entityType: 'split',
        entityId: v.split_id,
        after: { version: v.number, reason: err.message },
      });
      const { rows: party } = await tx.execute<{ party_id: string }>(
        sql`select party_id from split_consents where version_id = ${versionId} limit 1`,
      );
      await deps.jobs.send(SPLIT_MAIL, { partyId: party[0]!.party_id, event: 'lapsed' }, { db: tx });
      return 'lapsed';
    }
  }
  await tx.execute(sql`update split_versions set status = 'in_force', pending_until = null, recoupments = null where id = ${versionId}`);
  await recordAudit(tx, actor, {
    action: 'split.version_in_force',
    entityType: 'split',
    entityId: v.split_id,
    after: { version: v.number },
  });
  return 'in_force';
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
    if (!waiting[0]) await inForce(deps, tx, actor, versionId);
  });
}

/** Puts in force (or lapses) every change whose objection window has ended without an objection. */
export async function sweepConsents(deps: Deps): Promise<{ inForce: number; lapsed: number }> {
  const { rows } = await deps.db.execute<{ id: string; split_id: string }>(sql`
    select v.id, v.split_id from split_versions v
     where v.status = 'pending' and v.pending_until <= now()
       and not exists (select 1 from split_consents c where c.version_id = v.id and c.answer = 'objected')`);
  const outcome = { inForce: 0, lapsed: 0 };
  for (const v of rows) {
    const done = await deps.db.transaction(async (tx) => {
      await tx.execute(sql`select 1 from splits where id = ${v.split_id} for update`);
      return inForce(deps, tx, systemActor('split-consents'), v.id);
    });
    if (done === 'in_force') outcome.inForce++;
    else if (done === 'lapsed') outcome.lapsed++;
  }
  return outcome;
}
