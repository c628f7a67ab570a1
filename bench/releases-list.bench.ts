// GET my releases for an artist with 1,000 releases among 200,000 in the database (PostgreSQL):
// latency percentiles over sequential requests, first page and a later page, search and filter.
import { benchArtist } from './releases-session.ts';
import { fmt, percentileOf, startServer } from './support.ts';

const PORT = 3741;
const dataDir = '.data-bench/releases-list';

const server = await startServer({ dataDir, port: PORT, fresh: true });
try {
  const { db, userId, headers } = await benchArtist(server.url, dataDir, PORT + 20000);
  // 199 other artists with 1,000 releases each, and ours with 1,000: 200,000 in all.
  await db.query(
    `INSERT INTO users (name, email, email_verified) SELECT 'Other ' || g, 'other' || g || '@bench.local', true FROM generate_series(1, 199) g`,
  );
  await db.query(`
    INSERT INTO music_releases (user_id, created_at, title, artist_name, genre, release_type, audio_url, status, streams_count, revenue_earned)
    SELECT u.id, now() - make_interval(mins => g), 'Release ' || g, u.name, 'Pop', 'single', 'https://drive.google.com/file/d/x/view',
           (ARRAY['draft','pending','approved','distributed','rejected'])[1 + g % 5], g * 10, (g * 0.37)::numeric
    FROM users u CROSS JOIN generate_series(1, 1000) g`);
  await db.query('ANALYZE music_releases');
  const { rows: count } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM music_releases');
  const { rows: plan } = await db.query<{ 'QUERY PLAN': string }>(
    `EXPLAIN SELECT id FROM music_releases WHERE user_id = $1 ORDER BY created_at DESC, id DESC LIMIT 25`,
    [userId],
  );
  await db.end();
  console.log(
    `${count[0]!.n} releases in the database, 1000 of them the artist's; plan: ${plan.map((r) => r['QUERY PLAN'].trim()).join(' | ')}`,
  );

  const get = async (query: string) => {
    const t0 = performance.now();
    const res = await fetch(`${server.url}/api/releases${query}`, { headers });
    const body = (await res.json()) as { items: unknown[]; nextCursor: string | null };
    if (res.status !== 200) throw new Error(`status ${res.status}`);
    return { ms: performance.now() - t0, body };
  };
  // Baseline: the cheapest signed-in route (session check + one profile query) on this machine.
  const me: number[] = [];
  for (let i = 0; i < 550; i++) {
    const t0 = performance.now();
    await (await fetch(`${server.url}/api/me`, { headers })).json();
    if (i >= 50) me.push(performance.now() - t0);
  }
  console.log(`baseline GET /api/me: p50 ${fmt(percentileOf(me, 50), 2)} ms, p99 ${fmt(percentileOf(me, 99), 2)} ms`);
  const first = await get('');
  const cursor = first.body.nextCursor!;
  for (const [label, query] of [
    ['first page (24)', ''],
    ['a later page (cursor)', `?cursor=${cursor}`],
    ['search "release 99"', '?q=release%2099'],
    ['status filter (distributed)', '?status=distributed'],
  ] as const) {
    for (let i = 0; i < 50; i++) await get(query); // warm
    const times: number[] = [];
    for (let i = 0; i < 500; i++) times.push((await get(query)).ms);
    console.log(
      `GET /api/releases ${label}: p50 ${fmt(percentileOf(times, 50), 2)} ms, p99 ${fmt(percentileOf(times, 99), 2)} ms (500 sequential requests, session check included)`,
    );
  }
} finally {
  await server.stop();
}
