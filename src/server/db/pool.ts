import pg from 'pg';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import * as coreSchema from './schema.ts';
import * as accountSchema from './schema-account.ts';
import * as apiSchema from './schema-api.ts';
import * as artistsSchema from './schema-artists.ts';
import * as auditSchema from './schema-audit.ts';
import * as catalogueImportsSchema from './schema-catalogue-imports.ts';
import * as contactSchema from './schema-contact.ts';
import * as deliveriesSchema from './schema-deliveries.ts';
import * as holdsSchema from './schema-holds.ts';
import * as identifiersSchema from './schema-identifiers.ts';
import * as paymentsSchema from './schema-payments.ts';
import * as payoutsSchema from './schema-payouts.ts';
import * as platformSchema from './schema-platform.ts';
import * as profileSchema from './schema-profile.ts';
import * as releasesSchema from './schema-releases.ts';
import * as royaltiesSchema from './schema-royalties.ts';
import * as royaltyRollupsSchema from './schema-royalty-rollups.ts';
import * as settingsSchema from './schema-settings.ts';
import * as splitsSchema from './schema-splits.ts';
import * as supportSchema from './schema-support.ts';
import * as teamsSchema from './schema-teams.ts';
import * as uploadsSchema from './schema-uploads.ts';
import * as usersSchema from './schema-users.ts';
import * as webhooksSchema from './schema-webhooks.ts';
import type { Logger } from '../logger.ts';

/** Every schema file: each capability owns its tables in one (drizzle.config.ts reads them all). */
const schema = {
  ...coreSchema,
  ...contactSchema,
  ...deliveriesSchema,
  ...holdsSchema,
  ...identifiersSchema,
  ...paymentsSchema,
  ...payoutsSchema,
  ...releasesSchema,
  ...uploadsSchema,
  ...royaltiesSchema,
  ...royaltyRollupsSchema,
  ...splitsSchema,
  ...supportSchema,
  ...teamsSchema,
  ...auditSchema,
  ...platformSchema,
  ...settingsSchema,
  ...usersSchema,
  ...accountSchema,
  ...artistsSchema,
  ...profileSchema,
  ...apiSchema,
  ...webhooksSchema,
  ...catalogueImportsSchema,
};

export type Db = NodePgDatabase<typeof schema>;
export type Database = { pool: pg.Pool; db: Db };
/** A transaction, or the database itself: operations that may run inside a caller's transaction take this. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

// numeric and bigint stay exact: numeric as string, int8 counts as JS numbers (they stay far
// below 2^53 for streams).
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));

export function createDatabase(url: string, max: number, log: Logger): Database {
  // No Parallel Append: the pages' reads of the rollups are unions of a few small ranges (rollup-ranges.ts),
  // and starting workers for them took longer than the reads (a year's analytics 24 ms without, over 100 ms with).
  const pool = new pg.Pool({ connectionString: url, max, idleTimeoutMillis: 30_000, options: '-c enable_parallel_append=off' });
  // An idle client losing its connection must not crash the process.
  pool.on('error', (err) => log.error({ err }, 'database pool error'));
  return { pool, db: drizzle(pool, { schema }) };
}
