// An artist asks for their release to be taken down from the stores.
import { and, eq } from 'drizzle-orm';
import { TAKEDOWN_ALREADY_PENDING, TAKEDOWN_ONLY_DISTRIBUTED } from '../../../domain/deliveries.ts';
import { type TakedownRequestInput } from '../../../domain/deliveries-schema.ts';
import { DomainError, invalid, notFound } from '../../../domain/errors.ts';
import { RELEASE_NOT_FOUND } from '../../../domain/releases-admin-dto.ts';
import type { UserActor } from '../../actor.ts';
import { takedownRequests as t } from '../../db/schema-deliveries.ts';
import { musicReleases } from '../../db/schema-releases.ts';
import type { Deps } from '../../deps.ts';
import { storesHolding } from './takedowns.ts';

export async function requestTakedown(deps: Deps, actor: UserActor, releaseId: string, input: TakedownRequestInput): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const [release] = await tx
      .select({ status: musicReleases.status })
      .from(musicReleases)
      .where(and(eq(musicReleases.id, releaseId), eq(musicReleases.userId, actor.userId)))
      .for('update');
    if (!release) throw notFound(RELEASE_NOT_FOUND);
    if (release.status !== 'distributed') throw new DomainError('CONFLICT', TAKEDOWN_ONLY_DISTRIBUTED);
    const holding = new Set((await storesHolding(tx, releaseId)).map((s) => s.endpointId));
    const chosen = [...new Set(input.storeIds ?? [])];
    if (chosen.some((id) => !holding.has(id))) throw invalid('Choose stores that have this release', 'storeIds');
    const [pending] = await tx
      .select({ id: t.id })
      .from(t)
      .where(and(eq(t.releaseId, releaseId), eq(t.state, 'pending')));
    if (pending) throw new DomainError('CONFLICT', TAKEDOWN_ALREADY_PENDING);
    await tx.insert(t).values({
      releaseId,
      userId: actor.userId,
      storeIds: chosen.length ? chosen : null,
      reason: input.reason || null, // trimmed by the schema
    });
  });
}
