// The admin console at scale: 100,000 users, 1,000,000 releases, 100,000 claims and 100,000
// tickets made with generate_series; the six counters together and each list page (paginated,
// filtered, searched, sorted) over sequential requests, session check included; and the time from
// a ticket insert to an admin's event stream hearing it, with two app instances on one database.
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { fmt, percentileOf, startServer } from './support.ts';

const PORT = 3742;
const PORT_B = 3743;
const dataDir = '.data-bench/admin';
const SECRET = 'bench-admin-auth-secret-0123456789abcdef';
const ADMIN = { email: 'admin@bench.local', password: 'bench-admin-password' };

const a = await startServer({
  dataDir,
  port: PORT,
  fresh: true,
  env: { AUTH_SECRET: SECRET, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password },
});
let b: Awaited<ReturnType<typeof startServer>> | undefined;
const secret = fs.readFileSync(path.join(dataDir, 'pg.secret'), 'utf8').trim();
const dbUrl = `postgres://postgres:${secret}@127.0.0.1:${PORT + 20000}/postgres`;
const db = new pg.Client({ connectionString: dbUrl });
await db.connect();
try {
  const t0 = performance.now();
  await db.query(`INSERT INTO users (name, email, email_verified, created_at)
    SELECT 'User ' || g, 'user' || g || '@bench.local', true, now() - make_interval(mins => g * 7) FROM generate_series(1, 100000) g`);
  await db.query(
    `UPDATE profiles SET plan_type = (ARRAY['free','individual_artist','small_label','enterprise_label'])[1 + abs(hashtext(id::text)) % 4]`,
  );
  await db.query(`
    INSERT INTO music_releases (user_id, created_at, updated_at, title, artist_name, genre, release_type, audio_url, status, streams_count, revenue_earned)
    SELECT u.id, now() - make_interval(mins => g), now() - make_interval(mins => g), 'Release ' || g, u.name, 'Pop', 'single',
           'https://drive.google.com/file/d/x/view', (ARRAY['draft','pending','approved','distributed','rejected'])[1 + g % 5], g % 50000, (g % 9973) * 0.37
      FROM generate_series(1, 1000000) g
      JOIN LATERAL (SELECT id, name FROM users WHERE email = 'user' || (1 + g % 100000) || '@bench.local') u ON true`);
  await db.query(`INSERT INTO revenue_claims (user_id, amount, payment_method, status, request_date)
    SELECT u.id, 10 + g % 500, 'paypal', (ARRAY['pending','approved','completed','rejected'])[1 + g % 4], now() - make_interval(mins => g)
      FROM generate_series(1, 100000) g JOIN LATERAL (SELECT id FROM users WHERE email = 'user' || g || '@bench.local') u ON true`);
  await db.query(`INSERT INTO support_tickets (user_id, subject, message, category, priority, status, created_at)
    SELECT u.id, 'Ticket ' || g, 'Message ' || g, 'technical', (ARRAY['low','medium','high','urgent'])[1 + g % 4],
           (ARRAY['open','in_progress','resolved','closed'])[1 + g % 4], now() - make_interval(mins => g)
      FROM generate_series(1, 100000) g JOIN LATERAL (SELECT id FROM users WHERE email = 'user' || g || '@bench.local') u ON true`);
  await db.query(`WITH gone AS (DELETE FROM platform_totals RETURNING metric, delta)
    INSERT INTO platform_totals (metric, delta) SELECT metric, sum(delta) FROM gone GROUP BY metric`);
  await db.query('VACUUM ANALYZE');
  const { rows: counts } = await db.query<{ t: string; n: number }>(`
    SELECT 'users' t, count(*)::int n FROM profiles UNION ALL SELECT 'releases', count(*)::int FROM music_releases
    UNION ALL SELECT 'claims', count(*)::int FROM revenue_claims UNION ALL SELECT 'tickets', count(*)::int FROM support_tickets`);
  console.log(`data: ${counts.map((c) => `${c.n} ${c.t}`).join(', ')} (made in ${fmt((performance.now() - t0) / 1000)} s)`);

  const json = { 'Content-Type': 'application/json', Origin: a.url };
  const signIn = await fetch(`${a.url}/api/auth/sign-in/email`, { method: 'POST', headers: json, body: JSON.stringify(ADMIN) });
  const cookie = signIn.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const headers = { ...json, Cookie: cookie };

  const measure = async (label: string, url: string, n = 300) => {
    const get = async () => {
      const s = performance.now();
      const res = await fetch(url, { headers });
      const body = (await res.json()) as { nextCursor?: string | null };
      if (res.status !== 200) throw new Error(`${label}: status ${res.status} ${JSON.stringify(body)}`);
      return { ms: performance.now() - s, body };
    };
    for (let i = 0; i < 30; i++) await get();
    const times: number[] = [];
    let body: { nextCursor?: string | null } = {};
    for (let i = 0; i < n; i++) {
      const r = await get();
      times.push(r.ms);
      body = r.body;
    }
    console.log(
      `${label}: p50 ${fmt(percentileOf(times, 50), 2)} ms, p99 ${fmt(percentileOf(times, 99), 2)} ms (${n} sequential requests)`,
    );
    return body;
  };

  await measure('GET /api/admin/counters (all six, with releases waiting)', `${a.url}/api/admin/counters`);
  const usersPage = await measure('users: first page (25, newest first)', `${a.url}/api/admin/users`);
  await measure('users: a later page (cursor)', `${a.url}/api/admin/users?cursor=${usersPage.nextCursor}`);
  await measure('users: search "user 4242"', `${a.url}/api/admin/users?q=user%204242`);
  await measure('users: plan small_label, sorted by name', `${a.url}/api/admin/users?plan=small_label&sort=name&dir=asc`);
  await measure('users: role admin', `${a.url}/api/admin/users?role=admin`);
  const relPage = await measure('releases: first page (25, newest first)', `${a.url}/api/admin/releases`);
  await measure('releases: a later page (cursor)', `${a.url}/api/admin/releases?cursor=${relPage.nextCursor}`);
  await measure('releases: status pending', `${a.url}/api/admin/releases?status=pending`);
  await measure('releases: search "release 99999"', `${a.url}/api/admin/releases?q=release%2099999`);
  await measure('releases: sorted by streams', `${a.url}/api/admin/releases?sort=streams`);
  await measure('releases: distributed, sorted by revenue', `${a.url}/api/admin/releases?status=distributed&sort=revenue`);
  await measure('audit log: first page', `${a.url}/api/admin/audit`);
  await measure('GET /api/admin/overview (figures and health)', `${a.url}/api/admin/overview`, 100);

  // Two instances on one database: the admin's stream on B hears a ticket inserted on the database.
  b = await startServer({ dataDir: `${dataDir}-b`, port: PORT_B, fresh: true, env: { AUTH_SECRET: SECRET, DATABASE_URL: dbUrl } });
  const res = await fetch(`${b.url}/api/admin/events`, { headers: { Cookie: cookie } });
  if (res.status !== 200 || !res.body) throw new Error(`event stream: ${res.status}`);
  const reader = res.body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  const waitFor = async (needle: string) => {
    while (!buffer.includes(needle)) buffer += decoder.decode((await reader.read()).value);
    buffer = buffer.slice(buffer.indexOf(needle) + needle.length);
  };
  await waitFor('data: live');
  const [user] = (await db.query<{ id: string }>(`SELECT id FROM users WHERE email = 'user1@bench.local'`)).rows;
  const latencies: number[] = [];
  for (let i = 0; i < 200; i++) {
    buffer = '';
    const s = performance.now();
    await db.query(`INSERT INTO support_tickets (user_id, subject, message, category) VALUES ($1, 'Live ' || $2, 'M', 'technical')`, [
      user!.id,
      i,
    ]);
    await waitFor('"topic":"tickets"');
    latencies.push(performance.now() - s);
    await new Promise((r) => setTimeout(r, 20));
  }
  await reader.cancel();
  console.log(
    `ticket insert (instance A's database) -> admin stream on instance B: median ${fmt(percentileOf(latencies, 50), 2)} ms, p99 ${fmt(percentileOf(latencies, 99), 2)} ms (200 inserts, commit included)`,
  );
} finally {
  await db.end();
  await b?.stop();
  await a.stop();
}
