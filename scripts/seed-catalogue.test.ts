// The catalogue seed (scripts/seed-catalogue.ts) at a small size, into a fresh DATA_DIR as an
// operator runs it: the counts asked for, every release's totals equal to its analytics, the
// analytics rolled up as the app rolls them (the rollups' sums are the rows' sums), a balance per
// artist; and refused on an instance that has accounts.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, expect, it } from 'vitest';
import { startEmbeddedPostgres, type EmbeddedPostgres } from '../src/server/db/embedded.ts';
import { freePort } from '../src/server/test/app-process.ts';
import { createLogger } from '../src/server/logger.ts';

const run = promisify(execFile);
const dataDir = path.resolve(`.data-test/seed-catalogue-${process.pid}`);
let embedded: EmbeddedPostgres | undefined;

afterAll(async () => {
  await embedded?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function seed(args: string[]): Promise<{ code: number; out: string }> {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir };
  delete env.DATABASE_URL;
  try {
    const { stdout, stderr } = await run(process.execPath, ['scripts/seed-catalogue.ts', ...args], { env });
    return { code: 0, out: stdout + stderr };
  } catch (err) {
    const e = err as { code: number; stdout: string; stderr: string };
    return { code: e.code, out: e.stdout + e.stderr };
  }
}

it('seeds the catalogue asked for, consistent with itself, once', async () => {
  fs.rmSync(dataDir, { recursive: true, force: true });
  const first = await seed(['--artists', '30', '--releases-per-artist', '10', '--analytics', '3000']);
  expect(first.code, first.out).toBe(0);
  expect(first.out).toMatch(/artist accounts: 30 rows/);
  expect(first.out).toMatch(/analytics rows[^:]*: 3,000 rows/);

  embedded = await startEmbeddedPostgres({ dir: path.join(dataDir, 'pg'), port: await freePort(), log: createLogger('silent') });
  const client = new pg.Client({ connectionString: embedded.url });
  await client.connect();
  const one = async (sql: string) => ((await client.query({ text: sql, rowMode: 'array' })).rows[0] as unknown[]).map(String);
  try {
    expect(await one(`select count(*) from users where email like '%@catalogue.invalid'`)).toEqual(['30']);
    expect(await one(`select count(*) from artist_profiles`)).toEqual(['30']);
    expect(await one(`select count(*), count(*) filter (where status = 'distributed'), count(upc) from music_releases`)).toEqual([
      '300',
      '210',
      '210',
    ]);
    expect(await one(`select count(*), count(isrc) from release_tracks`)).toEqual(['300', '210']);
    // each release's totals are its analytics' sums; the rollups' sums are the rows' sums
    expect(
      await one(`select count(*) from music_releases r
                  where r.streams_count <> coalesce((select sum(streams_count) from release_analytics a where a.release_id = r.id), 0)`),
    ).toEqual(['0']);
    const [rowsStreams, rowsRevenue] = await one(`select sum(streams_count), sum(revenue) from release_analytics`);
    expect(await one(`select sum(streams), sum(revenue) from analytics_rollup_days where dim = 'all'`)).toEqual([rowsStreams, rowsRevenue]);
    expect(await one(`select count(distinct user_id), sum(net) from earnings_ledger`)).toEqual(['30', '840.000000000000']);
    // the console's platform totals count what the seed wrote
    expect(
      await one(`select (select sum(delta) from platform_totals where metric = 'releases') = 300,
                        (select sum(delta) from platform_totals where metric = 'streams') = (select sum(streams_count) from release_analytics),
                        (select sum(delta) from platform_totals where metric = 'revenue') = (select sum(revenue) from release_analytics)`),
    ).toEqual(['true', 'true', 'true']);
    // the plan's working tables are gone
    expect(await one(`select count(*) from pg_tables where tablename like 'seed\\_%'`)).toEqual(['0']);
  } finally {
    await client.end();
    await embedded.stop();
    embedded = undefined;
  }

  const again = await seed(['--artists', '5', '--analytics', '10']);
  expect(again.code).not.toBe(0);
  expect(again.out).toContain('This instance has accounts already');
}, 120_000);
