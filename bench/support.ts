// Helpers for benchmarks: start the real server on loopback with its own data folder.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { SERVER_ENTRY, SERVER_ENV, SERVER_FLAGS } from '../scripts/server-command.ts';

export type Server = { url: string; proc: ChildProcess; startedMs: number; stop: () => Promise<void> };

/** `bundle` runs the built server as `npm start` does (default: BENCH_SERVER=bundle), else the sources. */
export async function startServer(opts: {
  dataDir: string;
  port: number;
  env?: Record<string, string>;
  fresh?: boolean;
  bundle?: boolean;
}): Promise<Server> {
  const dataDir = path.resolve(opts.dataDir);
  if (opts.fresh) fs.rmSync(dataDir, { recursive: true, force: true });
  fs.mkdirSync(path.dirname(dataDir), { recursive: true, mode: 0o755 });
  const url = `http://localhost:${opts.port}`;
  const t0 = performance.now();
  const bundle = opts.bundle ?? process.env.BENCH_SERVER === 'bundle';
  const proc = spawn(process.execPath, bundle ? [...SERVER_FLAGS, SERVER_ENTRY] : ['src/server/main.ts'], {
    env: {
      ...(bundle ? SERVER_ENV : {}),
      ...process.env,
      PORT: String(opts.port),
      DATA_DIR: dataDir,
      PUBLIC_URL: url,
      EMBEDDED_PG_PORT: String(opts.port + 20000),
      LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'warn',
      AUTH_RATE_LIMIT: 'off',
      ...opts.env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  // First answer: poll the health route until it answers.
  for (;;) {
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (proc.exitCode !== null) throw new Error('server exited during start-up');
    if (performance.now() - t0 > 60_000) throw new Error('server did not start in 60 s');
    await new Promise((r) => setTimeout(r, 10));
  }
  const startedMs = performance.now() - t0;
  return {
    url,
    proc,
    startedMs,
    stop: () =>
      new Promise((resolve) => {
        proc.once('exit', () => resolve());
        proc.kill('SIGTERM');
      }),
  };
}

export const fmt = (n: number, digits = 1) => n.toFixed(digits);

/** The p-th percentile of values sorted ascending (NaN for none). */
export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

/** The p-th percentile of values in any order. */
export const percentileOf = (xs: number[], p: number) =>
  percentile(
    [...xs].sort((a, b) => a - b),
    p,
  );

/**
 * Open-loop load: one request every 1/rate seconds on a schedule, whatever the answers do, so a
 * slow answer cannot hold back the next request (closed-loop tools understate tail latency, and
 * autocannon's rate limit sends each second's requests in a burst).
 */
export async function openLoop(url: string, headers: Record<string, string>, rate: number, seconds: number) {
  const http = await import('node:http');
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  const target = new URL(url);
  const latencies: number[] = [];
  let errors = 0;
  const total = rate * seconds;
  const interval = 1000 / rate;
  const inflight: Promise<void>[] = [];
  const t0 = performance.now();
  for (let i = 0; i < total; i++) {
    const due = t0 + i * interval;
    const wait = due - performance.now();
    if (wait > 1) await new Promise((r) => setTimeout(r, wait - 0.5));
    while (performance.now() < due) {
      // spin the last half millisecond for an even schedule
    }
    inflight.push(
      new Promise<void>((resolve) => {
        const start = performance.now();
        const req = http.request(
          { host: target.hostname, port: target.port, path: target.pathname + target.search, headers, agent },
          (res) => {
            res.resume();
            res.on('end', () => {
              if (res.statusCode === 200) latencies.push(performance.now() - start);
              else errors++;
              resolve();
            });
          },
        );
        req.on('error', () => {
          errors++;
          resolve();
        });
        req.end();
      }),
    );
  }
  await Promise.all(inflight);
  const elapsed = (performance.now() - t0) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return {
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    max: latencies.at(-1) ?? NaN,
    rps: latencies.length / elapsed,
    errors,
  };
}

/** A verified artist signed up through the API, with `releases` distributed releases ("Release N"); the artist's id. */
export async function artistWithReleases(
  server: Server,
  db: { query: <R>(sql: string, values?: unknown[]) => Promise<{ rows: R[] }> },
  artist: { name: string; email: string; password: string },
  releases: number,
): Promise<string> {
  await fetch(`${server.url}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: server.url },
    body: JSON.stringify(artist),
  });
  await db.query(`update users set email_verified = true where email = $1`, [artist.email]);
  const { rows } = await db.query<{ id: string }>(`select id from users where email = $1`, [artist.email]);
  const artistId = rows[0]!.id;
  await db.query(
    `insert into music_releases (user_id, title, artist_name, status) select $1, 'Release ' || g, $2, 'distributed' from generate_series(1, $3::int) g`,
    [artistId, artist.name, releases],
  );
  return artistId;
}
