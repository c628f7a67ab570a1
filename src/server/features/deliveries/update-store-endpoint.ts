// An admin changes a store's endpoint.
import { eq, sql } from 'drizzle-orm';
import { RECORD_CHANGED } from '../../../domain/admin-list.ts';
import { ENDPOINT_NOT_FOUND } from '../../../domain/deliveries.ts';
import type { StoreEndpointDto } from '../../../domain/deliveries-dto.ts';
import { type StoreEndpointInput } from '../../../domain/deliveries-schema.ts';
import { DomainError, notFound } from '../../../domain/errors.ts';
import type { UserActor } from '../../actor.ts';
import { secretBox } from '../../crypto/secret-box.ts';
import { storeEndpoints as e } from '../../db/schema-deliveries.ts';
import type { Deps } from '../../deps.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { endpointSecretContext } from './open-transport.ts';
import { checkEndpointInput, dtoColumns, endpointColumns } from './store-endpoints.ts';

export async function updateStoreEndpoint(
  deps: Deps,
  actor: UserActor,
  id: string,
  input: { endpoint: StoreEndpointInput; version: string },
): Promise<StoreEndpointDto> {
  const v = input.endpoint;
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ ...dtoColumns })
      .from(e)
      .where(eq(e.id, id))
      .for('update');
    if (!row) throw notFound(ENDPOINT_NOT_FOUND);
    if (row.version !== input.version) throw new DomainError('CONFLICT', RECORD_CHANGED);
    await checkEndpointInput(deps, v, row.hasSecret);
    const secret =
      v.secret === undefined
        ? {}
        : { secretSealed: v.secret === null ? null : secretBox(deps.env).seal(v.secret, endpointSecretContext(id)) };
    const changes = endpointColumns(v);
    await tx
      .update(e)
      .set({ ...changes, ...secret, updatedAt: sql`now()` })
      .where(eq(e.id, id));
    const { version: _v, id: _i, storeKey: _k, ...before } = row;
    await recordAudit(tx, actor, {
      action: 'store_endpoint.changed',
      entityType: 'store_endpoint',
      entityId: id,
      before,
      after: { ...changes, hasSecret: v.secret === undefined ? row.hasSecret : v.secret !== null },
    });
    const [updated] = await tx.select(dtoColumns).from(e).where(eq(e.id, id));
    return updated as StoreEndpointDto;
  });
}
