// The public API's reads with key authentication: an Enterprise label's key (read from the database
// on every call, counted against its rate limit, each call logged against it) at 500 req/s, open
// loop, on its releases list (24 of 200, and the page after), one release, and the balance. Target: p99 under 20 ms.
import os from 'node:os';
import fs from 'node:fs';
import pg from 'pg';
import { newApiKey } from '../src/server/features/api-keys/api-key-secret.ts';
import { artistWithReleases, fmt, openLoop, startServer } from './support.ts';

const PORT = 3760;
const dataDir = '.data-bench/api';
const RATE = 500;
const SECONDS = 20;

const server = await startServer({ dataDir, port: PORT, fresh: true });
const secret = fs.readFileSync(`${dataDir}/pg.secret`, 'utf8').trim();
const db = new pg.Client({ connectionString: `postgres://postgres:${secret}@127.0.0.1:${PORT + 20000}/postgres` });
await db.connect();
const email = `api-bench${Date.now()}@example.com`;
const accountId = await artistWithReleases(server, db, { name: 'Bench Label', email, password: 'bench-password-1' }, 200);
await db.query(
  "update profiles set plan_type = 'enterprise_label', subscription_status = 'active', subscription_expires_at = now() + interval '300 days' where id = $1",
  [accountId],
);
const key = newApiKey();
await db.query("insert into api_keys (account_id, name, scope, prefix, hash, rate_limit) values ($1, 'Bench', 'read', $2, $3, 100000)", [
  accountId,
  key.prefix,
  key.hash,
]);
const { rows } = await db.query<{ id: string }>('select id from music_releases where user_id = $1 limit 1', [accountId]);
const headers = { Authorization: `Bearer ${key.secret}` };
const v1 = `${server.url}/api/v1`;
const firstPage = (await (await fetch(`${v1}/releases`, { headers })).json()) as { nextCursor: string };

// a settled server: past the start-up collection (settle-memory.ts), the code paths warm
await new Promise((r) => setTimeout(r, 10_000));
for (const path of ['/releases', `/releases?cursor=${firstPage.nextCursor}`, `/releases/${rows[0]!.id}`, '/payouts/balance'])
  await openLoop(`${v1}${path}`, headers, 200, 3);
// and the whole load once before it counts: the first 20 s at 500 req/s after start-up ran 10-100
// times slower at the tail whichever route came first (the embedded database's first checkpoints and
// vacuum of the fresh rows, the server's code still being compiled)
await openLoop(`${v1}/releases`, headers, RATE, 20);

const before = (await db.query<{ n: number }>('select count(*)::int n from account_activity where account_id = $1', [accountId])).rows[0]!
  .n;
let calls = 0;
for (const [label, path] of [
  ['GET /api/v1/releases, the next page', `/releases?cursor=${firstPage.nextCursor}`],
  ['GET /api/v1/releases/:id', `/releases/${rows[0]!.id}`],
  ['GET /api/v1/payouts/balance', '/payouts/balance'],
  ['GET /api/v1/releases (24 of 200)', '/releases'],
] as const) {
  const r = await openLoop(`${v1}${path}`, headers, RATE, SECONDS);
  calls += RATE * SECONDS;
  console.log(
    `${label} at ${RATE} req/s (open loop, ${SECONDS} s): p50 ${fmt(r.p50, 2)} ms, p99 ${fmt(r.p99, 2)} ms, max ${fmt(r.max, 1)} ms, ${fmt(r.rps, 0)} req/s, errors ${r.errors}`,
  );
}
await new Promise((r) => setTimeout(r, 1000));
const after = (await db.query<{ n: number }>('select count(*)::int n from account_activity where account_id = $1', [accountId])).rows[0]!.n;
console.log(`activity lines written for the ${calls} measured calls: ${after - before}`);
console.log(`machine: ${os.cpus().length} cores, ${fmt(os.totalmem() / 2 ** 30, 0)} GiB, node ${process.version}`);
await db.end();
await server.stop();
fs.rmSync(dataDir, { recursive: true, force: true });
