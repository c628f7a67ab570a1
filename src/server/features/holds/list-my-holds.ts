// The artist's own holds, newest first, as the revenue page shows them.
import { sql } from 'drizzle-orm';
import type { HoldDto } from '../../../domain/holds-dto.ts';
import type { UserActor } from '../../actor.ts';
import type { Deps } from '../../deps.ts';
import { holdColumns, holdFrom, holdLines, toHoldDto, type HoldRecord } from './hold-records.ts';

/** The artist's holds: in force first, then released, newest first (the latest 50). */
export async function listMyHolds(deps: Deps, { userId }: UserActor): Promise<HoldDto[]> {
  const { rows } = await deps.db.execute<HoldRecord>(sql`
    select ${holdColumns} from ${holdFrom} where h.user_id = ${userId}
     order by h.status = 'active' desc, h.created_at desc, h.id desc limit 50`);
  const lines = await holdLines(
    deps.db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => toHoldDto(r, lines.get(r.id) ?? []));
}
