// Foundation figures: cold start to first answer, authenticated GET /api/me under load (p99 at
// 500 req/s, and the most it serves) against a bare Hono route answering the same JSON from
// memory. (The JavaScript each page ships: page-weight.bench.ts.)
import os from 'node:os';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import autocannon from 'autocannon';
import pg from 'pg';
import { fmt, openLoop, startServer } from './support.ts';

const PORT = 3700;
const dataDir = '.data-bench/foundation';

type Result = { p50: number; p99: number; rps: number; errors: number; non2xx: number };

async function load(
  url: string,
  headers: Record<string, string>,
  opts: { rate?: number; seconds: number; connections: number },
): Promise<Result> {
  const r = await autocannon({ url, headers, duration: opts.seconds, connections: opts.connections, overallRate: opts.rate });
  return { p50: r.latency.p50, p99: r.latency.p99, rps: r.requests.average, errors: r.errors, non2xx: r.non2xx };
}

/** The bare route runs in a process of its own, as the real server does. */
function spawnBare(body: string, port: number) {
  const code = `import { serve } from '@hono/node-server'; import { Hono } from 'hono';
const body = ${JSON.stringify(body)};
serve({ fetch: new Hono().get('/api/me', (c) => c.body(body, 200, { 'Content-Type': 'application/json' })).fetch, port: ${port} });`;
  return spawn(process.execPath, ['--input-type=module', '-e', code], { stdio: 'inherit' });
}

async function signedInCookie(url: string): Promise<string> {
  const email = `bench${Date.now()}@example.com`;
  const headers = { 'Content-Type': 'application/json', Origin: url };
  await fetch(`${url}/api/auth/sign-up/email`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ name: 'Bench Artist', email, password: 'bench-password-1' }),
  });
  const secret = fs.readFileSync(`${dataDir}/pg.secret`, 'utf8').trim();
  const db = new pg.Client({ connectionString: `postgres://postgres:${secret}@127.0.0.1:${PORT + 20000}/postgres` });
  await db.connect();
  await db.query('update users set email_verified = true where email = $1', [email]);
  await db.end();
  const res = await fetch(`${url}/api/auth/sign-in/email`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ email, password: 'bench-password-1' }),
  });
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

const first = await startServer({ dataDir, port: PORT, fresh: true });
console.log(`cold start, first run (creates the database): ${fmt(first.startedMs, 0)} ms`);
await first.stop();
const cold: number[] = [];
for (let i = 0; i < 5; i++) {
  const s = await startServer({ dataDir, port: PORT });
  cold.push(s.startedMs);
  if (i < 4) await s.stop();
  else {
    const cookie = await signedInCookie(s.url);
    const meUrl = `${s.url}/api/me`;
    const body = await (await fetch(meUrl, { headers: { Cookie: cookie } })).text();
    const bareUrl = `http://localhost:${PORT + 1}/api/me`;

    await load(meUrl, { Cookie: cookie }, { seconds: 3, connections: 10 }); // warm-up
    const at500 = await openLoop(meUrl, { Cookie: cookie }, 500, 20);
    const max = await load(meUrl, { Cookie: cookie }, { seconds: 15, connections: 20 });
    const bareProc = spawnBare(body, PORT + 1);
    await new Promise((r) => setTimeout(r, 1500));
    const bareAt500 = await openLoop(bareUrl, {}, 500, 20);
    const bareMax = await load(bareUrl, {}, { seconds: 10, connections: 20 });
    bareProc.kill();

    const started = cold.reduce((a, b) => a + b, 0) / cold.length;
    console.log(`cold start, existing data (mean of 5): ${fmt(started, 0)} ms (max ${fmt(Math.max(...cold), 0)} ms)`);
    console.log(
      `GET /api/me at 500 req/s (open loop, 20 s): p50 ${fmt(at500.p50, 2)} ms, p99 ${fmt(at500.p99, 2)} ms, max ${fmt(at500.max, 1)} ms, ${fmt(at500.rps, 0)} req/s, errors ${at500.errors}`,
    );
    console.log(`GET /api/me flat out (20 connections): ${fmt(max.rps, 0)} req/s, p99 ${max.p99} ms`);
    console.log(
      `bare Hono route at 500 req/s: p50 ${fmt(bareAt500.p50, 2)} ms, p99 ${fmt(bareAt500.p99, 2)} ms; flat out ${fmt(bareMax.rps, 0)} req/s, p99 ${bareMax.p99} ms`,
    );
    console.log(
      `ratio of /api/me to the bare route: throughput ${fmt(max.rps / bareMax.rps, 2)}x, p99 at 500 req/s ${fmt(at500.p99 / bareAt500.p99, 1)}x`,
    );
    console.log(`machine: ${os.cpus().length} cores, ${fmt(os.totalmem() / 2 ** 30, 0)} GiB, node ${process.version}`);
    await s.stop();
  }
}
fs.rmSync(dataDir, { recursive: true, force: true });
