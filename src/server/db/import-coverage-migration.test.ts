// The migration that gives previews made before it what confirming reads from the import now, where
// it read every line: the stores (lower-cased) and usage periods of its matched and unmatched lines,
// each once, and the artists of its matched lines. Imports in any other state get the empty default.
import { expect, it } from 'vitest';
import { databaseBefore } from '../test/database-before-migration.ts';

const { db, migrate } = databaseBefore('import-coverage');

const ANA = '11111111-1111-4111-8111-111111111111';
const BO = '22222222-2222-4222-8222-222222222222';

type Line = [state: string, store: string, start: string, end: string, user: string | null];

const made = async (status: string, file: string, lines: Line[]) => {
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO sales_imports (status, format, file_name, file_hash, source) VALUES ($1, 'tunelane_csv', $2, $2, 'Apple') RETURNING id`,
    [status, file],
  );
  const id = rows[0]!.id;
  for (const [i, [state, store, start, end, user]] of lines.entries())
    await db.query(
      'INSERT INTO sales_import_rows (import_id, line, state, store, usage_start, usage_end, user_id) VALUES ($1, $2, $3, $4, $5, $6, $7)',
      [id, i + 2, state, store, start, end, user],
    );
  return id;
};

it("fills a preview's coverage and matched artists from its lines and leaves other imports empty", async () => {
  const preview = await made('preview', 'november.csv', [
    ['matched', 'Apple Music', '2026-11-01', '2026-11-30', BO],
    ['matched', 'apple music', '2026-11-01', '2026-11-30', ANA],
    ['unmatched', 'Deezer', '2026-11-03', '2026-11-03', null],
    ['matched', 'Apple Music', '2026-11-01', '2026-11-30', BO],
    ['duplicate', 'Tidal', '2026-10-01', '2026-10-31', ANA],
    ['refused', 'Spotify', '2026-09-01', '2026-09-30', null],
  ]);
  const refusedOnly = await made('preview', 'nothing.csv', [['refused', 'Spotify', '2026-09-01', '2026-09-30', null]]);
  const confirmed = await made('confirmed', 'october.csv', [['matched', 'Apple Music', '2026-10-01', '2026-10-31', ANA]]);

  await migrate();

  const read = async (id: string) =>
    (
      await db.query<{ coverage: unknown; matched_users: string[] }>('SELECT coverage, matched_users FROM sales_imports WHERE id = $1', [
        id,
      ])
    ).rows[0]!;
  expect(await read(preview)).toEqual({
    coverage: [
      { store_key: 'apple music', first_day: '2026-11-01', last_day: '2026-11-30' },
      { store_key: 'deezer', first_day: '2026-11-03', last_day: '2026-11-03' },
    ],
    matched_users: [ANA, BO],
  });
  expect(await read(refusedOnly)).toEqual({ coverage: [], matched_users: [] });
  expect(await read(confirmed)).toEqual({ coverage: [], matched_users: [] });
});
