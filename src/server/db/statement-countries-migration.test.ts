// The migration that lets a store's regional statements of one month stand side by side: imports
// confirmed or replaced before it come out with the countries of their matched and unmatched
// lines (sorted, each once), others with none, and two confirmed statements of one source, store
// and period are no longer refused by an index.
import { expect, it } from 'vitest';
import { databaseBefore } from '../test/database-before-migration.ts';

const { db, migrate } = databaseBefore('statement-countries');

const statement = async (status: string, file: string, rows: [state: string, country: string][]) => {
  const { rows: made } = await db.query<{ id: string }>(
    `INSERT INTO sales_imports (status, format, file_name, file_hash, source, store, period)
     VALUES ($1, 'tunelane_csv', $2, $2, 'Apple', 'Apple Music', '2026-11') RETURNING id`,
    [status, file],
  );
  const id = made[0]!.id;
  for (const [i, [state, country]] of rows.entries())
    await db.query('INSERT INTO sales_import_rows (import_id, line, state, country) VALUES ($1, $2, $3, $4)', [id, i + 2, state, country]);
  return id;
};

it('fills the countries of confirmed and replaced imports from their lines and drops the one-statement index', async () => {
  const replaced = await statement('replaced', 'old.csv', [
    ['matched', 'US'],
    ['matched', 'CA'],
  ]);
  const confirmed = await statement('confirmed', 'americas.csv', [
    ['matched', 'US'],
    ['unmatched', 'MX'],
    ['matched', 'US'],
    ['duplicate', 'DE'],
    ['refused', 'JP'],
    ['matched', 'CA'],
  ]);
  const preview = await statement('preview', 'euro.csv', [['matched', 'DE']]);

  await migrate();

  const countries = async (id: string) =>
    (await db.query<{ countries: string[] | null }>('SELECT countries FROM sales_imports WHERE id = $1', [id])).rows[0]!.countries;
  expect(await countries(replaced)).toEqual(['CA', 'US']);
  expect(await countries(confirmed)).toEqual(['CA', 'MX', 'US']);
  expect(await countries(preview)).toBeNull();
  // a second confirmed statement of Apple Music for 2026-11 (another region) is let in
  await db.query(`UPDATE sales_imports SET status = 'confirmed' WHERE id = $1`, [preview]);
  const { rows } = await db.query<{ n: number }>(
    `SELECT count(*)::int n FROM sales_imports WHERE status = 'confirmed' AND source = 'Apple' AND store = 'Apple Music' AND period = '2026-11'`,
  );
  expect(rows[0]!.n).toBe(2);
});
