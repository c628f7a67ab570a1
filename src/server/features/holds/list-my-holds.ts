// The artist's own holds as the revenue page shows them: in force first, then released, newest
// first, a page at a time (keyset on in force, created_at, id).
import { sql } from 'drizzle-orm';
import type { HoldDto } from '../../../domain/holds-dto.ts';
import type { PageQuery } from '../../../domain/page-query.ts';
import type { UserActor } from '../../actor.ts';
import type { Deps } from '../../deps.ts';
import { cursorId, idPage } from '../../db/keyset.ts';
import { holdColumns, holdFrom, holdLines, toHoldDto, type HoldRecord } from './hold-records.ts';

export async function listMyHolds(
  deps: Deps,
  { userId }: UserActor,
  q: PageQuery,
): Promise<{ items: HoldDto[]; nextCursor: string | null }> {
  const after = cursorId(q.cursor);
  const { rows } = await deps.db.execute<HoldRecord>(sql`
    select ${holdColumns} from ${holdFrom} where h.user_id = ${userId}
       ${after ? sql`and ((h.status = 'active')::int, h.created_at, h.id) < (select (x.status = 'active')::int, x.created_at, x.id from earnings_holds x where x.id = ${after} and x.user_id = ${userId})` : sql``}
     order by (h.status = 'active')::int desc, h.created_at desc, h.id desc limit ${q.limit + 1}`);
  const page = idPage(rows, q.limit);
  const lines = await holdLines(
    deps.db,
    page.items.map((r) => r.id),
  );
  return { items: page.items.map((r) => toHoldDto(r, lines.get(r.id) ?? [])), nextCursor: page.nextCursor };
}
