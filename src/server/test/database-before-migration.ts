// A test file's own database, migrated up to just before one migration: the test writes rows as
// they were then, applies that migration and checks what it made of them.
import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, inject } from 'vitest';

const folder = path.join(path.dirname(fileURLToPath(import.meta.url)), '../db/migrations');
const journal = JSON.parse(fs.readFileSync(path.join(folder, 'meta/_journal.json'), 'utf8')) as { entries: { idx: number; tag: string }[] };

/** The database (connected before the file's tests) and `migrate()`, which applies the migration whose tag ends so. */
export function databaseBefore(tagEnd: string): { db: pg.Client; migrate: () => Promise<void> } {
  const target = journal.entries.find((e) => e.tag.endsWith(tagEnd));
  if (!target) throw new Error(`no migration ends with ${tagEnd}`);
  const adminUrl = inject('pgAdminUrl');
  const name = `t_${randomBytes(6).toString('hex')}`;
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const db = new pg.Client({ connectionString: url.toString() });
  const apply = async (tag: string) => {
    const text = fs.readFileSync(path.join(folder, `${tag}.sql`), 'utf8');
    for (const statement of text.split('--> statement-breakpoint')) if (statement.trim()) await db.query(statement);
  };
  const asAdmin = async (query: string) => {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(query);
    await admin.end();
  };

  beforeAll(async () => {
    await asAdmin(`CREATE DATABASE ${name}`);
    await db.connect();
    for (const e of journal.entries.filter((x) => x.idx < target.idx)) await apply(e.tag);
  });
  afterAll(async () => {
    await db.end();
    await asAdmin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  });
  return { db, migrate: () => apply(target.tag) };
}
