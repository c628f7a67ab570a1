// The account's imports, newest first: the page opens the latest, so it survives a reload.
import { desc, eq } from 'drizzle-orm';
import type { CatalogueImportListDto } from '../../../domain/catalogue-import-dto.ts';
import type { UserActor } from '../../actor.ts';
import { catalogueImports as c } from '../../db/schema-catalogue-imports.ts';
import type { Deps } from '../../deps.ts';

export async function listImports(deps: Deps, actor: UserActor): Promise<CatalogueImportListDto> {
  const rows = await deps.db
    .select({ id: c.id, fileName: c.fileName, state: c.state, createdAt: c.createdAt })
    .from(c)
    .where(eq(c.userId, actor.userId))
    .orderBy(desc(c.createdAt))
    .limit(20);
  return rows.map((r) => ({ ...r, state: r.state as CatalogueImportListDto[number]['state'], createdAt: r.createdAt.toISOString() }));
}
