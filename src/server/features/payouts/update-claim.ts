// The admin's review of a claim: Approve, Mark Paid (completed), Reject or back to pending, with
// the notes saved every time (SPEC section 4). Only the moves CLAIM_MOVES allows go through: a paid
// or rejected claim keeps its status (moving it back would change a settled balance); its notes
// can still change. A rejection records its reason, a payment its reference (claimReviewProblem
// says what each needs). Completed or rejected sets processed_date. At the version the console
// loaded, audited in the same transaction, and the artist mailed once it commits. Approving or
// marking paid re-checks, under the artist's balance lock, that their claims stay within their net
// earnings (keep-claims-covered.ts), else is refused.
import { sql } from 'drizzle-orm';
import { RECORD_CHANGED } from '../../../domain/admin-list.ts';
import { CLAIM_TEXTS, type UpdateClaimInput } from '../../../domain/claims.ts';
import type { AdminClaimDto } from '../../../domain/claims-dto.ts';
import { canMoveClaim, claimReviewProblem } from '../../../domain/claim-review.ts';
import { DomainError, invalid } from '../../../domain/errors.ts';
import type { UserActor } from '../../actor.ts';
import type { Deps } from '../../deps.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { findClaim } from './admin-claims.ts';
import { CLAIM_MAIL } from './claim-mail-job.ts';
import { keepClaimsCovered } from './keep-claims-covered.ts';
import { lockBalance } from './lock-balance.ts';
import { toAdminClaimDto } from './to-claim-dto.ts';
import { emitClaimPaid } from '../webhooks/money-events.ts';

export const CLAIM_SETTLED = 'A paid or rejected claim keeps its status; only its notes can change.';

export async function updateClaim(deps: Deps, actor: UserActor, id: string, input: UpdateClaimInput): Promise<AdminClaimDto> {
  await deps.db.transaction(async (tx) => {
    const { rows } = await tx.execute<{ user_id: string }>(sql`select user_id from revenue_claims where id = ${id} for update`);
    if (!rows[0]) await findClaim(tx, id); // throws not found
    await lockBalance(tx, rows[0]!.user_id);
    const before = await findClaim(tx, id);
    if (before.version !== input.version) throw new DomainError('CONFLICT', RECORD_CHANGED);
    const moving = input.status !== before.status;
    if (moving && !canMoveClaim(before.status, input.status)) throw new DomainError('CONFLICT', CLAIM_SETTLED);
    const problem = claimReviewProblem(before.status, before.payment_method, input);
    if (problem) throw invalid(problem.message, problem.field);
    const processes = moving && (input.status === 'completed' || input.status === 'rejected');
    const notes = input.notes || null;
    // Recorded with the move that settles the claim, and kept by any later change of its notes.
    const rejection = moving && input.status === 'rejected' ? { reason: input.rejectionReason!, note: input.rejectionNote || null } : null;
    const reference = moving && input.status === 'completed' ? input.paymentReference : null;
    const write = () =>
      tx.execute(sql`
        update revenue_claims set status = ${input.status}, admin_notes = ${notes}, updated_at = clock_timestamp()
          ${processes ? sql`, processed_date = now()` : sql``}
          ${rejection ? sql`, rejection_reason = ${rejection.reason}, rejection_note = ${rejection.note}` : sql``}
          ${reference ? sql`, payment_reference = ${reference}` : sql``}
         where id = ${id}`);
    const refused = !moving
      ? null
      : input.status === 'approved'
        ? CLAIM_TEXTS.approveRefused
        : input.status === 'completed'
          ? CLAIM_TEXTS.payRefused
          : null;
    if (refused)
      await keepClaimsCovered(tx, sql`select ${before.user_id}::uuid user_id`, (s) => CLAIM_TEXTS.claimsNotCovered(refused, s), write);
    else await write();
    await recordAudit(tx, actor, {
      action: 'claim.updated',
      entityType: 'claim',
      entityId: id,
      before: { status: before.status, adminNotes: before.admin_notes },
      after: {
        status: input.status,
        adminNotes: notes,
        ...(rejection && { rejectionReason: rejection.reason, rejectionNote: rejection.note }),
        ...(reference && { paymentReference: reference }),
      },
    });
    if (moving || notes !== before.admin_notes) await deps.jobs.send(CLAIM_MAIL, { claimId: id, status: input.status }, { db: tx });
    if (moving && input.status === 'completed') await emitClaimPaid(deps, tx, id);
  });
  return toAdminClaimDto(await findClaim(deps.db, id));
}
