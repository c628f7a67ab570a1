// One of the artist's own holds.
import { sql } from 'drizzle-orm';
import { notFound } from '../../../domain/errors.ts';
import { HOLD_TEXTS } from '../../../domain/holds.ts';
import type { HoldDto } from '../../../domain/holds-dto.ts';
import type { UserActor } from '../../actor.ts';
import type { Deps } from '../../deps.ts';
import { holdColumns, holdFrom, holdLines, toHoldDto, type HoldRecord } from './hold-records.ts';

/** One of the artist's own holds; another artist's is not found. */
export async function getMyHold(deps: Deps, { userId }: UserActor, id: string): Promise<HoldDto> {
  const { rows } = await deps.db.execute<HoldRecord>(
    sql`select ${holdColumns} from ${holdFrom} where h.id = ${id} and h.user_id = ${userId}`,
  );
  if (!rows[0]) throw notFound(HOLD_TEXTS.notFound);
  const lines = await holdLines(deps.db, [id]);
  return toHoldDto(rows[0], lines.get(id) ?? []);
}
