// The one spelling of a time the API answers with from SQL: ISO 8601 in UTC to the microsecond,
// which JavaScript's Date reads and which compares exactly (a record's version is its updated_at
// so spelled, version.ts). Times read as Date objects are given with toISOString instead.
import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

export const isoTime = (time: AnyColumn | SQL) => sql<string>`to_char((${time}) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
