// The takedown requests waiting for an admin.
import { eq } from 'drizzle-orm';
import type { TakedownRequestDto } from '../../../domain/deliveries-dto.ts';
import type { UserActor } from '../../actor.ts';
import { takedownRequests as t } from '../../db/schema-deliveries.ts';
import type { Deps } from '../../deps.ts';
import { loadTakedowns } from './release-deliveries.ts';

export async function listPendingTakedowns({ db }: Deps, _actor: UserActor): Promise<TakedownRequestDto[]> {
  return loadTakedowns(db, eq(t.state, 'pending'), 200);
}
