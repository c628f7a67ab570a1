// The artist's analytics and revenue pages at scale: an artist with 1,000 releases over 5,000,000
// analytics rows (1,000,000 of them the artist's, over the last 365 days; the rest 200 other
// artists'), the earnings ledger those rows would have booked (one entry per release, store and
// day), and a few claims. All made with SQL on the running server's database; then p50/p99 of
// 200 sequential requests per page and period (after 5 warm-ups, the session check included), and
// EXPLAIN ANALYZE of the pages' heaviest queries over a year (with the rows they read).
// ANALYTICS_ROWS=500000 runs quicker with the same rollup and ledger sizes (the rows repeat every 73,000).
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { ledgerRows, periodRange, rollupRows } from '../src/server/features/royalties/rollup-ranges.ts';
import { artistWithReleases, fmt, percentileOf, startServer } from './support.ts';

const PORT = 3788;
const ANALYTICS_ROWS = Number(process.env.ANALYTICS_ROWS ?? 5_000_000);
const REQUESTS = 200;
const dataDir = '.data-bench/earnings-pages';
const SECRET = 'bench-earnings-auth-secret-0123456789abcdef';
const ARTIST = { email: 'artist@bench.local', password: 'bench-artist-password', name: 'Bench Artist' };

const server = await startServer({ dataDir, port: PORT, fresh: true, env: { AUTH_SECRET: SECRET } });
const secret = fs.readFileSync(path.join(dataDir, 'pg.secret'), 'utf8').trim();
const db = new pg.Client({ connectionString: `postgres://postgres:${secret}@127.0.0.1:${PORT + 20000}/postgres` });
await db.connect();
// as the app's connections plan (db/pool.ts), for the EXPLAIN below
await db.query('set enable_parallel_append = off');

try {
  const artistId = await artistWithReleases(server, db, ARTIST, 1000);
  await db.query(
    `insert into users (name, email, email_verified) select 'Other ' || g, 'other' || g || '@bench.local', true from generate_series(1, 200) g`,
  );
  await db.query(`insert into music_releases (user_id, title, artist_name, status)
    select u.id, 'Other release ' || g, u.name, 'distributed' from generate_series(1, 2000) g
      join lateral (select id, name from users where email = 'other' || (1 + g % 200) || '@bench.local') u on true`);

  // the analytics rows, in statements of 500,000 (the rollup triggers sum each statement's rows)
  const mine = Math.floor(ANALYTICS_ROWS / 5);
  const t0 = performance.now();
  const CHUNK = 500_000;
  for (let start = 0; start < ANALYTICS_ROWS; start += CHUNK) {
    const end = Math.min(ANALYTICS_ROWS, start + CHUNK);
    if (start < mine)
      await db.query(
        `with r as (select id, user_id, row_number() over (order by id) - 1 n from music_releases where user_id = $1)
         insert into release_analytics (release_id, user_id, platform, country, streams_count, revenue, net_revenue, date)
         select r.id, r.user_id, (array['Spotify','Apple Music','YouTube Music','Amazon Music','Deezer'])[1 + g % 5],
                (array['US','GB','DE','IN','BR','CA','FR','JP','AU','MX'])[1 + (g / 7) % 10], 1 + g % 500, (1 + g % 500) * 0.004, (1 + g % 500) * 0.0036,
                current_date - (g % 365)
           from generate_series($2::int, $3::int - 1) g join r on r.n = g % 1000`,
        [artistId, start, Math.min(end, mine)],
      );
    if (end > mine)
      await db.query(
        `with rel as (select id, user_id, row_number() over (order by id) - 1 n from music_releases where user_id <> $1)
         insert into release_analytics (release_id, user_id, platform, country, streams_count, revenue, net_revenue, date)
         select rel.id, rel.user_id, 'Spotify', 'US', 1 + g % 100, 0.004, 0.0036, current_date - (g % 365)
           from generate_series($2::int, $3::int - 1) g join rel on rel.n = g % 2000`,
        [artistId, Math.max(start, mine), end],
      );
  }
  const loadS = (performance.now() - t0) / 1000;
  // the ledger those rows would have booked: one entry per release, store and day (Individual Artist, 90 %)
  await db.query(`insert into earnings_ledger (user_id, release_id, import_id, kind, period_start, period_end, store, quantity, gross, plan_type, share_percent, net)
    select user_id, release_id, '00000000-0000-4000-8000-000000000001', 'earning', date, date, platform, sum(streams_count), sum(revenue), 'individual_artist', 90, sum(net_revenue)
      from release_analytics group by user_id, release_id, date, platform`);
  await db.query(
    `insert into revenue_claims (user_id, amount, payment_method, payment_summary, status, request_date)
    select $1, 10 + g, 'bank_transfer', 'Bank ••••6789', case when g <= 5 then 'completed' else 'pending' end, now() - g * interval '9 days'
      from generate_series(1, 8) g`,
    [artistId],
  );
  await db.query('vacuum analyze');
  const { rows: count } = await db.query<{
    all: number;
    mine: number;
    ledger: number;
    days: number;
    weeks: number;
    months: number;
    quarters: number;
    years: number;
  }>(
    `select count(*)::int "all", count(*) filter (where user_id = $1)::int mine, (select count(*)::int from earnings_ledger where user_id = $1) ledger,
            (select count(*)::int from analytics_rollup_days where user_id = $1) days, (select count(*)::int from analytics_rollup_weeks where user_id = $1) weeks,
            (select count(*)::int from analytics_rollup_months where user_id = $1) months, (select count(*)::int from analytics_rollup_quarters where user_id = $1) quarters,
            (select count(*)::int from analytics_rollup_years where user_id = $1) years
       from release_analytics`,
    [artistId],
  );
  const c = count[0]!;
  console.log(
    `analytics: ${c.all.toLocaleString('en-US')} rows (${fmt(loadS)} s with the rollup triggers), ${c.mine.toLocaleString('en-US')} of them the artist's (1,000 releases); ` +
      `rollups of the artist: ${c.days.toLocaleString('en-US')} daily, ${c.weeks.toLocaleString('en-US')} weekly, ${c.months.toLocaleString('en-US')} monthly, ${c.quarters.toLocaleString('en-US')} quarterly, ${c.years.toLocaleString('en-US')} yearly rows; ledger entries of the artist: ${c.ledger.toLocaleString('en-US')}`,
  );

  const res = await fetch(`${server.url}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: server.url },
    body: JSON.stringify({ email: ARTIST.email, password: ARTIST.password }),
  });
  if (!res.ok) throw new Error(`sign-in ${res.status}`);
  const cookie = res.headers
    .getSetCookie()
    .map((h) => h.split(';')[0])
    .join('; ');
  for (const page of ['analytics', 'revenue'] as const)
    for (const period of [7, 30, 90, 365]) {
      const url = `${server.url}/api/earnings/${page}?period=${period}`;
      const get = async () => {
        const s = performance.now();
        const r = await fetch(url, { headers: { Cookie: cookie } });
        await r.arrayBuffer();
        if (r.status !== 200) throw new Error(`${url}: ${r.status}`);
        return performance.now() - s;
      };
      for (let i = 0; i < 5; i++) await get();
      const times: number[] = [];
      // 200 requests: the 99th percentile is then the second slowest, not the slowest of all
      for (let i = 0; i < REQUESTS; i++) times.push(await get());
      console.log(
        `${page} ${period} days: p50 ${fmt(percentileOf(times, 50), 1)} ms, p99 ${fmt(percentileOf(times, 99), 1)} ms, slowest ${fmt(Math.max(...times), 1)} ms (${REQUESTS} sequential requests)`,
      );
    }

  // the pages' heaviest queries over a year, as the pages build them: the analytics top releases
  // (days, weeks of the month and months of the release rollups), the revenue page's earnings, top
  // releases and earnings per month and store (the ledger's monthly rollups and the partial months'
  // entries), the months with a statement and the balance (the ledger's rollup per artist)
  const { rows: todayRow } = await db.query<{ today: string }>('select current_date::text today');
  const year = periodRange(todayRow[0]!.today, 365);
  const dialect = new PgDialect();
  for (const [name, q] of [
    [
      'analytics top releases over a year',
      sql`select key, sum(streams) streams, sum(net_revenue) from (${rollupRows('release', year, artistId)}) r
           group by key having sum(rows) > 0 order by streams desc, key limit 5`,
    ],
    ['earned over a year', sql`select round(sum(e.net), 2) from (${ledgerRows(null, year, artistId)}) e`],
    [
      'revenue top releases over a year',
      sql`select key, sum(quantity), sum(net) net from (${ledgerRows('release', year, artistId)}) e
           group by key having sum(net) > 0 order by net desc, key limit 5`,
    ],
    [
      'earnings per month and store over a year',
      sql`select month, key, sum(quantity), sum(net) from (${ledgerRows('store', { from: `${year.from.slice(0, 8)}01`, to: year.to }, artistId)}) e
           group by 1, 2 having sum(net) <> 0 or sum(quantity) <> 0`,
    ],
    [
      'months with a statement',
      sql`select to_char(month, 'YYYY-MM') from earnings_rollup_months where user_id = ${artistId} and (net <> 0 or quantity <> 0) order by month desc limit 60`,
    ],
    ['net earnings (balance)', sql`select coalesce(sum(net), 0) from earnings_rollup_months where user_id = ${artistId}`],
  ] as const) {
    const query = dialect.sqlToQuery(q);
    const { rows } = await db.query<{ 'QUERY PLAN': string }>(`explain (analyze, buffers) ${query.sql}`, query.params);
    const plan = rows.map((r) => r['QUERY PLAN']);
    const scans = plan.filter((l) => / Scan /.test(l) && !/Subquery Scan|Bitmap Index Scan/.test(l));
    const read = scans.reduce((n, l) => n + Number(/actual time=[\d.]+\.\.[\d.]+ rows=([\d.]+)/.exec(l)?.[1] ?? 0), 0);
    const kinds = [
      ...new Set(
        scans.map((l) =>
          l
            .trim()
            .replace(/^->\s*/, '')
            .replace(/\s+\(cost.*$/, ''),
        ),
      ),
    ];
    console.log(`EXPLAIN ${name}: ${plan.find((l) => l.startsWith('Execution Time'))}; ${fmt(read, 0)} rows read by ${kinds.join('; ')}`);
  }
} finally {
  await db.end();
  await server.stop();
}
