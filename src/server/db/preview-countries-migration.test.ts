// The migration that gives previews made before it their countries, which an import now gets
// whenever its lines are counted: a preview's are those of its matched and unmatched lines
// (sorted, each once), and imports in any other state keep what they had.
import { expect, it } from 'vitest';
import { databaseBefore } from '../test/database-before-migration.ts';

const { db, migrate } = databaseBefore('preview-countries');

const made = async (status: string, file: string, countries: string[] | null, rows: [state: string, country: string | null][]) => {
  const { rows: out } = await db.query<{ id: string }>(
    `INSERT INTO sales_imports (status, format, file_name, file_hash, source, store, period, countries)
     VALUES ($1, 'tunelane_csv', $2, $2, 'Apple', 'Apple Music', '2026-11', $3) RETURNING id`,
    [status, file, countries],
  );
  const id = out[0]!.id;
  for (const [i, [state, country]] of rows.entries())
    await db.query('INSERT INTO sales_import_rows (import_id, line, state, country) VALUES ($1, $2, $3, $4)', [id, i + 2, state, country]);
  return id;
};

it("fills a preview's countries from its matched and unmatched lines and leaves other imports alone", async () => {
  const preview = await made('preview', 'euro.csv', null, [
    ['matched', 'FR'],
    ['unmatched', 'DE'],
    ['matched', 'FR'],
    ['duplicate', 'JP'],
    ['refused', 'US'],
    ['matched', null],
  ]);
  const empty = await made('preview', 'nothing.csv', null, [['refused', 'US']]);
  const confirmed = await made('confirmed', 'americas.csv', ['US'], [['matched', 'CA']]);

  await migrate();

  const countries = async (id: string) =>
    (await db.query<{ countries: string[] | null }>('SELECT countries FROM sales_imports WHERE id = $1', [id])).rows[0]!.countries;
  expect(await countries(preview)).toEqual(['DE', 'FR']);
  expect(await countries(empty)).toEqual([]);
  expect(await countries(confirmed)).toEqual(['US']);
});
