// Money at scale: a 1,000,000-row sales report (our CSV) uploaded, previewed and confirmed
// through the API (wall time, rows per second, the server's peak resident memory), beside
// `psql \copy` of the same file into an unindexed table on the same database (the floor); then the
// artist's analytics and revenue pages for an artist with 1,000 releases over 5,000,000 analytics
// rows (p50/p99 over sequential requests, for each period). ROWS=... runs a smaller report.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import pg from 'pg';
import { fmt, startServer } from './support.ts';

const PORT = 3786;
const ROWS = Number(process.env.ROWS ?? 1_000_000);
const ANALYTICS_ROWS = Number(process.env.ANALYTICS_ROWS ?? 5_000_000);
const dataDir = '.data-bench/royalties';
const file = path.resolve('.data-bench/royalties-report.csv');
const SECRET = 'bench-royalties-auth-secret-0123456789abcdef';
const ADMIN = { email: 'admin@bench.local', password: 'bench-admin-password' };
const ARTIST = { email: 'artist@bench.local', password: 'bench-artist-password', name: 'Bench Artist' };
const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))]!;

const server = await startServer({
  dataDir,
  port: PORT,
  fresh: true,
  env: { AUTH_SECRET: SECRET, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password },
});
const secret = fs.readFileSync(path.join(dataDir, 'pg.secret'), 'utf8').trim();
const dbUrl = `postgres://postgres:${secret}@127.0.0.1:${PORT + 20000}/postgres`;
const db = new pg.Client({ connectionString: dbUrl });
await db.connect();
const rss = (field: 'VmRSS' | 'VmHWM') =>
  Number(
    /(\d+) kB/.exec(
      fs
        .readFileSync(`/proc/${server.proc.pid}/status`, 'utf8')
        .split('\n')
        .find((l) => l.startsWith(field))!,
    )![1],
  ) / 1024;

async function signIn(who: { email: string; password: string }) {
  const res = await fetch(`${server.url}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: server.url },
    body: JSON.stringify(who),
  });
  if (!res.ok) throw new Error(`sign-in ${res.status}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

try {
  // the artist, with 1,000 releases of one track each (ISRC BENCH + number)
  await fetch(`${server.url}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: server.url },
    body: JSON.stringify(ARTIST),
  });
  await db.query(`update users set email_verified = true where email = $1`, [ARTIST.email]);
  const { rows: who } = await db.query<{ id: string }>(`select id from users where email = $1`, [ARTIST.email]);
  const artistId = who[0]!.id;
  await db.query(
    `insert into music_releases (user_id, title, artist_name, status) select $1, 'Release ' || g, 'Bench Artist', 'distributed' from generate_series(1, 1000) g`,
    [artistId],
  );
  await db.query(`insert into release_tracks (release_id, position, title, isrc)
    select id, 1, title, 'QZBEN26' || lpad(substr(title, 9), 5, '0') from music_releases where user_id = '${artistId}'`);

  // the report: 1,000,000 lines over the 1,000 tracks, 5 stores, 10 countries, last month
  const month = new Date(Date.now() - 20 * 86_400_000).toISOString().slice(0, 7);
  const stores = ['Spotify', 'Apple Music', 'YouTube Music', 'Amazon Music', 'Deezer'];
  const countries = ['US', 'GB', 'DE', 'IN', 'BR', 'CA', 'FR', 'JP', 'AU', 'MX'];
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const out = fs.createWriteStream(file);
  out.write(
    'source,statement_id,line_id,statement_period,usage_start,usage_end,store,use_type,country,isrc,upc,track_title,artist_name,quantity,amount,currency,original_amount,original_currency,exchange_rate,is_adjustment\n',
  );
  for (let i = 0; i < ROWS; i++) {
    const day = `${month}-${String(1 + (i % 28)).padStart(2, '0')}`;
    const track = 1 + (i % 1000);
    const q = 1 + (i % 997);
    const micros = q * 3917; // integer micro-dollars, written as decimal text
    const line = `Bench,BENCH-${month},${i + 1},${month},${day},${day},${stores[i % 5]},stream,${countries[(i >> 3) % 10]},QZBEN26${String(track).padStart(5, '0')},,Release ${track},Bench Artist,${q},${Math.trunc(micros / 1_000_000)}.${String(micros % 1_000_000).padStart(6, '0')},USD,,,,false\n`;
    if (!out.write(line)) await new Promise<void>((r) => out.once('drain', () => r()));
  }
  await new Promise<void>((r) => out.end(() => r()));
  const bytes = fs.statSync(file).size;
  console.log(`report: ${ROWS.toLocaleString('en-US')} rows, ${fmt(bytes / 1024 ** 2)} MiB`);

  const cookie = await signIn(ADMIN);
  const headers = { Origin: server.url, Cookie: cookie };
  const rssBefore = rss('VmRSS');
  const t0 = performance.now();
  const up = await fetch(`${server.url}/api/admin/royalties/imports?name=bench.csv`, {
    method: 'POST',
    headers: { ...headers, 'Content-Type': 'text/csv', 'Content-Length': String(bytes) },
    body: Readable.toWeb(fs.createReadStream(file)) as ReadableStream,
    duplex: 'half',
  } as RequestInit);
  const preview = (await up.json()) as { id: string; version: string; rows: { matched: number } };
  if (up.status !== 201) throw new Error(`upload ${up.status} ${JSON.stringify(preview)}`);
  const t1 = performance.now();
  const conf = await fetch(`${server.url}/api/admin/royalties/imports/${preview.id}/confirm`, {
    method: 'POST',
    headers: { ...headers, 'Content-Type': 'application/json' },
    body: JSON.stringify({ version: preview.version }),
  });
  if (conf.status !== 200) throw new Error(`confirm ${conf.status} ${await conf.text()}`);
  const t2 = performance.now();
  const peak = rss('VmHWM');
  const wall = (t2 - t0) / 1000;
  console.log(
    `import: preview ${fmt((t1 - t0) / 1000, 2)} s + confirm ${fmt((t2 - t1) / 1000, 2)} s = ${fmt(wall, 2)} s, ` +
      `${fmt(ROWS / wall)} rows/s, matched ${preview.rows.matched.toLocaleString('en-US')}; server RSS ${fmt(rssBefore)} MiB before, peak ${fmt(peak)} MiB`,
  );

  // the floor: psql \copy of the same file into an unindexed table
  await db.query(`create table bench_copy (source text, statement_id text, line_id text, statement_period text, usage_start date, usage_end date,
    store text, use_type text, country text, isrc text, upc text, track_title text, artist_name text, quantity bigint, amount numeric(24,12),
    currency text, original_amount text, original_currency text, exchange_rate text, is_adjustment text)`);
  const c0 = performance.now();
  const psql = spawnSync('/usr/bin/psql', [dbUrl, '-q', '-c', `\\copy bench_copy from '${file}' with (format csv, header true)`], {
    encoding: 'utf8',
  });
  if (psql.status !== 0) throw new Error(`psql: ${psql.stderr}`);
  const copy = (performance.now() - c0) / 1000;
  console.log(`psql \\copy: ${fmt(copy, 2)} s (${fmt(ROWS / copy)} rows/s); import / copy = ${fmt(wall / copy, 1)}x`);
  await db.query('drop table bench_copy');

  // 5,000,000 analytics rows: the artist's 1,000 releases over the last 365 days, the rest other artists'
  await db.query(
    `insert into users (name, email, email_verified) select 'Other ' || g, 'other' || g || '@bench.local', true from generate_series(1, 200) g`,
  );
  await db.query(`insert into music_releases (user_id, title, artist_name, status)
    select u.id, 'Other release ' || g, u.name, 'distributed' from generate_series(1, 2000) g
      join lateral (select id, name from users where email = 'other' || (1 + g % 200) || '@bench.local') u on true`);
  const { rows: have } = await db.query<{ n: number }>(`select count(*)::int n from release_analytics`);
  const mine = Math.floor((ANALYTICS_ROWS - have[0]!.n) / 5);
  await db.query(
    `with r as (select id, user_id, row_number() over (order by id) - 1 n from music_releases where user_id = $1)
     insert into release_analytics (release_id, user_id, platform, country, streams_count, revenue, net_revenue, date)
     select r.id, r.user_id, (array['Spotify','Apple Music','YouTube Music','Amazon Music','Deezer'])[1 + g % 5],
            (array['US','GB','DE','IN','BR','CA','FR','JP','AU','MX'])[1 + (g / 7) % 10], 1 + g % 500, (1 + g % 500) * 0.004, (1 + g % 500) * 0.0036,
            current_date - (g % 365)
       from generate_series(1, $2::int) g join r on r.n = g % 1000`,
    [artistId, mine],
  );
  const others = ANALYTICS_ROWS - have[0]!.n - mine;
  await db.query(
    `with rel as (select id, user_id, row_number() over (order by id) - 1 n from music_releases where user_id <> $1)
     insert into release_analytics (release_id, user_id, platform, country, streams_count, revenue, net_revenue, date)
     select rel.id, rel.user_id, 'Spotify', 'US', 1 + g % 100, 0.004, 0.0036, current_date - (g % 365)
       from generate_series(1, $2::int) g join rel on rel.n = g % 2000`,
    [artistId, others],
  );
  await db.query('vacuum analyze');
  const { rows: count } = await db.query<{ all: number; mine: number }>(
    `select count(*)::int "all", count(*) filter (where user_id = $1)::int mine from release_analytics`,
    [artistId],
  );
  console.log(
    `analytics: ${count[0]!.all.toLocaleString('en-US')} rows, ${count[0]!.mine.toLocaleString('en-US')} of them the artist's (1,000 releases)`,
  );

  const artistCookie = await signIn(ARTIST);
  for (const page of ['analytics', 'revenue'] as const)
    for (const period of [7, 30, 90, 365]) {
      const url = `${server.url}/api/earnings/${page}?period=${period}`;
      const get = async () => {
        const s = performance.now();
        const res = await fetch(url, { headers: { Cookie: artistCookie } });
        await res.arrayBuffer();
        if (res.status !== 200) throw new Error(`${url}: ${res.status}`);
        return performance.now() - s;
      };
      for (let i = 0; i < 5; i++) await get();
      const times: number[] = [];
      for (let i = 0; i < 60; i++) times.push(await get());
      console.log(`${page} ${period} days: p50 ${fmt(pct(times, 50), 1)} ms, p99 ${fmt(pct(times, 99), 1)} ms (60 sequential requests)`);
    }
} finally {
  await db.end();
  await server.stop();
  fs.rmSync(file, { force: true });
}
