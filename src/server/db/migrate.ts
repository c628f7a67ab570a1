import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type { Database } from './pool.ts';

const folder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
const LOCK = 727_001; // advisory lock id: one instance migrates at a time

export async function runMigrations({ pool, db }: Database): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [LOCK]);
    await migrate(db, { migrationsFolder: folder });
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [LOCK]).catch(() => undefined);
    client.release();
  }
}
