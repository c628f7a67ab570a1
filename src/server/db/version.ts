// Optimistic concurrency: a record's version is its updated_at to the microsecond. The console
// gets it with the record and gives it back with a change; the change applies only if the record
// still has that version, so of two admins changing one record, the second is told it changed.
import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

export const versionOf = (updatedAt: AnyColumn | SQL) =>
  sql<string>`to_char((${updatedAt}) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
