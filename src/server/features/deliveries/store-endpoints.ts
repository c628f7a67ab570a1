// The admin's store endpoints (Settings): the list, and what changing one (update-store-endpoint.ts)
// and adding one (create-store-endpoint.ts) share. The secret is sealed on the way
// in and never sent out; a local folder must be inside the deliveries folder; a change applies
// only at the version loaded and is audited.
import { asc, eq, sql } from 'drizzle-orm';
import { endpointFieldLabels } from '../../../domain/deliveries.ts';
import type { StoreEndpointDto } from '../../../domain/deliveries-dto.ts';
import { type StoreEndpointInput } from '../../../domain/deliveries-schema.ts';
import { DomainError } from '../../../domain/errors.ts';
import type { UserActor } from '../../actor.ts';
import type { DbOrTx } from '../../db/pool.ts';
import { storeEndpoints as e } from '../../db/schema-deliveries.ts';
import { versionOf } from '../../db/version.ts';
import type { Deps } from '../../deps.ts';
import type { StoreParty } from './ern/types.ts';
import { FOLDER_OUTSIDE_DELIVERIES, folderEndpointRoot } from './folder-endpoint-root.ts';

export const dtoColumns = {
  id: e.id,
  storeKey: e.storeKey,
  name: e.name,
  partyId: e.partyId,
  extraPartyIds: e.extraPartyIds,
  protocol: e.protocol,
  host: e.host,
  port: e.port,
  username: e.username,
  secretKind: e.secretKind,
  hasSecret: sql<boolean>`${e.secretSealed} is not null`,
  remotePath: e.remotePath,
  enabled: e.enabled,
  version: versionOf(e.updatedAt),
};

export async function listStoreEndpoints({ db }: Deps, _actor: UserActor): Promise<StoreEndpointDto[]> {
  return (await db
    .select(dtoColumns)
    .from(e)
    .orderBy(sql`lower(${e.name})`)) as StoreEndpointDto[];
}

/** The columns of an endpoint as approval reads it (its parties and whether it is a local test store). */
export const storePartyColumns = { key: e.storeKey, name: e.name, dpid: e.partyId, extraDpids: e.extraPartyIds, protocol: e.protocol };

/** The stores a release can go to now: every enabled endpoint, as the ERN builder names parties. */
export async function enabledStoreParties(db: DbOrTx): Promise<StoreParty[]> {
  const rows = await db.select(storePartyColumns).from(e).where(eq(e.enabled, true)).orderBy(asc(e.name));
  return rows as StoreParty[];
}

/** The endpoint's columns as saved from the admin's input (the secret apart). */
export const endpointColumns = (v: StoreEndpointInput) => ({
  name: v.name,
  partyId: v.partyId,
  extraPartyIds: v.extraPartyIds,
  protocol: v.protocol,
  host: v.host,
  port: v.port,
  username: v.username,
  secretKind: v.protocol === 'folder' ? null : (v.secretKind ?? 'password'),
  remotePath: v.remotePath,
  enabled: v.enabled,
});

/**
 * What saving needs beyond the schema: a local folder inside the deliveries folder, and an SFTP
 * endpoint with something to sign in with (typed now, or kept from before: `saved`).
 */
export async function checkEndpointInput(deps: Deps, v: StoreEndpointInput, saved: boolean): Promise<void> {
  if (v.protocol === 'folder' && !(await folderEndpointRoot(deps.env.DATA_DIR, v.remotePath)))
    throw new DomainError('VALIDATION', FOLDER_OUTSIDE_DELIVERIES, 'endpoint.remotePath');
  if (v.protocol === 'sftp' && (v.secret === null || (v.secret === undefined && !saved)))
    throw new DomainError('VALIDATION', `${endpointFieldLabels(v.protocol, v.secretKind).secret} is required`, 'endpoint.secret');
}
