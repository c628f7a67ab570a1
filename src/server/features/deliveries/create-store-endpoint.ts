// An admin adds a store endpoint (a store not in the default list, or a second way to one): its
// key is taken from its name, which no other endpoint may share; the secret is sealed to the new
// row; the creation is audited in the same transaction.
import { randomUUID } from 'node:crypto';
import { eq, or, sql } from 'drizzle-orm';
import { ENDPOINT_NAME_TAKEN, storeKey } from '../../../domain/deliveries.ts';
import type { StoreEndpointDto } from '../../../domain/deliveries-dto.ts';
import type { StoreEndpointInput } from '../../../domain/deliveries-schema.ts';
import { DomainError } from '../../../domain/errors.ts';
import type { UserActor } from '../../actor.ts';
import { secretBox } from '../../crypto/secret-box.ts';
import { storeEndpoints as e } from '../../db/schema-deliveries.ts';
import type { Deps } from '../../deps.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { endpointSecretContext } from './open-transport.ts';
import { checkEndpointInput, dtoColumns, endpointColumns } from './store-endpoints.ts';

export async function createStoreEndpoint(
  deps: Deps,
  actor: UserActor,
  input: { endpoint: StoreEndpointInput },
): Promise<StoreEndpointDto> {
  const v = input.endpoint;
  const key = storeKey(v.name);
  if (!key) throw new DomainError('VALIDATION', 'Store name needs a letter or a digit', 'endpoint.name');
  await checkEndpointInput(deps, v, false);
  const id = randomUUID();
  return deps.db.transaction(async (tx) => {
    // One writer per key at a time, so two admins adding the same store get one row and one refusal.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`store-endpoint:${key}`}, 0))`);
    const [taken] = await tx
      .select({ id: e.id })
      .from(e)
      .where(or(eq(e.storeKey, key), sql`lower(${e.name}) = lower(${v.name})`))
      .limit(1);
    if (taken) throw new DomainError('CONFLICT', ENDPOINT_NAME_TAKEN, 'endpoint.name');
    const columns = endpointColumns(v);
    await tx.insert(e).values({
      id,
      storeKey: key,
      ...columns,
      secretSealed: v.secret ? secretBox(deps.env).seal(v.secret, endpointSecretContext(id)) : null,
    });
    await recordAudit(tx, actor, {
      action: 'store_endpoint.created',
      entityType: 'store_endpoint',
      entityId: id,
      after: { ...columns, storeKey: key, hasSecret: !!v.secret },
    });
    const [created] = await tx.select(dtoColumns).from(e).where(eq(e.id, id));
    return created as StoreEndpointDto;
  });
}
