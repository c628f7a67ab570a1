// Optimistic concurrency: a record's version is its updated_at to the microsecond. The console
// gets it with the record and gives it back with a change; the change applies only if the record
// still has that version, so of two admins changing one record, the second is told it changed.
import type { AnyColumn, SQL } from 'drizzle-orm';
import { isoTime } from './iso-time.ts';

export const versionOf = (updatedAt: AnyColumn | SQL) => isoTime(updatedAt);
