// The admin's review of a claim: Approve, Mark Paid (completed), Reject or back to pending, with
// the notes saved every time (SPEC section 4). Completed or rejected sets processed_date. A paid
// or rejected claim keeps its status (moving it back would change a settled balance); its notes
// can still change. At the version the console loaded, audited in the same transaction, and the
// artist mailed once it commits. Approving or marking paid re-checks, under the artist's balance
// lock, that their claims stay within their net earnings (keep-claims-covered.ts), else is refused.
import { sql } from 'drizzle-orm';
import { RECORD_CHANGED } from '../../../domain/admin-list.ts';
import { CLAIM_TEXTS, type UpdateClaimInput } from '../../../domain/claims.ts';
import type { AdminClaimDto } from '../../../domain/earnings-dto.ts';
import { DomainError } from '../../../domain/errors.ts';
import type { UserActor } from '../../actor.ts';
import type { Deps } from '../../deps.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { findClaim } from './admin-claims.ts';
import { CLAIM_MAIL } from './claim-mail-job.ts';
import { keepClaimsCovered } from './keep-claims-covered.ts';
import { lockBalance } from './lock-balance.ts';
import { toAdminClaimDto } from './to-claim-dto.ts';

export const CLAIM_SETTLED = 'A paid or rejected claim keeps its status; only its notes can change.';

export async function updateClaim(deps: Deps, actor: UserActor, id: string, input: UpdateClaimInput): Promise<AdminClaimDto> {
  await deps.db.transaction(async (tx) => {
    const { rows } = await tx.execute<{ user_id: string }>(sql`select user_id from revenue_claims where id = ${id} for update`);
    if (!rows[0]) await findClaim(tx, id); // throws not found
    await lockBalance(tx, rows[0]!.user_id);
    const before = await findClaim(tx, id);
    if (before.version !== input.version) throw new DomainError('CONFLICT', RECORD_CHANGED);
    const settled = ['completed', 'processed', 'rejected'].includes(before.status);
    if (settled && input.status !== before.status) throw new DomainError('CONFLICT', CLAIM_SETTLED);
    const processes = input.status !== before.status && (input.status === 'completed' || input.status === 'rejected');
    const notes = input.notes || null;
    const write = () =>
      tx.execute(sql`
        update revenue_claims set status = ${input.status}, admin_notes = ${notes}, updated_at = clock_timestamp()
          ${processes ? sql`, processed_date = now()` : sql``}
         where id = ${id}`);
    const moveTo = input.status !== before.status ? input.status : null;
    const refused = moveTo === 'approved' ? CLAIM_TEXTS.approveRefused : moveTo === 'completed' ? CLAIM_TEXTS.payRefused : null;
    if (refused)
      await keepClaimsCovered(tx, sql`select ${before.user_id}::uuid user_id`, (s) => CLAIM_TEXTS.claimsNotCovered(refused, s), write);
    else await write();
    await recordAudit(tx, actor, {
      action: 'claim.updated',
      entityType: 'claim',
      entityId: id,
      before: { status: before.status, adminNotes: before.admin_notes },
      after: { status: input.status, adminNotes: notes },
    });
    if (input.status !== before.status || notes !== before.admin_notes)
      await deps.jobs.send(CLAIM_MAIL, { claimId: id, status: input.status }, { db: tx });
  });
  return toAdminClaimDto(await findClaim(deps.db, id));
}
