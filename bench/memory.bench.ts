// Memory and start-up of the server as users run it (docs/decisions/0007-bundled-server.md):
// resident memory (VmRSS) of the server process idle, during 500 authenticated requests a second
// and during a 1 GiB upload; cold start to first answer with existing data; the processes
// `npm start` leaves running; and, for comparison, the TypeScript sources run directly.
// Targets: under 100 MB idle, under 200 MB under load and during the upload, start under 1 s.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { buildServer } from '../scripts/build-server.ts';
import { withBuildLock } from '../scripts/build-lock.ts';
import { wavHeader } from '../src/server/test/upload-fixtures.ts';
import { benchArtist, rssMiB } from './releases-session.ts';
import { fmt, openLoop, startServer, type Server } from './support.ts';

const PORT = 3760;
const dataDir = '.data-bench/memory';
const IDLE_S = 15;
const MB = (mib: number) => (mib * 2 ** 20) / 1e6; // targets are in MB

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Peak and last VmRSS of a process while `work` runs, sampled every `everyMs`. */
async function peakDuring<T>(pid: number, everyMs: number, work: () => Promise<T>): Promise<{ result: T; peak: number }> {
  let peak = rssMiB(pid);
  const timer = setInterval(() => {
    try {
      peak = Math.max(peak, rssMiB(pid));
    } catch {
      // exited
    }
  }, everyMs);
  try {
    return { result: await work(), peak: Math.max(peak, rssMiB(pid)) };
  } finally {
    clearInterval(timer);
  }
}

/** The postmaster of the embedded database (its own resident memory, children not counted). */
function postgresRss(): number {
  const pid = Number(fs.readFileSync(path.join(dataDir, 'pg/postmaster.pid'), 'utf8').split('\n')[0]);
  return rssMiB(pid);
}

/** CPU time (user + system) a process has used so far, in ms (Linux clock ticks of 10 ms). */
function cpuMs(pid: number): number {
  const fields = fs
    .readFileSync(`/proc/${pid}/stat`, 'utf8')
    .replace(/^.*\) /, '')
    .split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** pid, resident MiB and command line of a process and all its descendants. */
function tree(pid: number): { pid: number; rss: number; cmd: string }[] {
  const out = [{ pid, rss: rssMiB(pid), cmd: fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ').trim() }];
  const children = fs.readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
  for (const child of children) out.push(...tree(child));
  return out;
}

async function upload1GiB(server: Server, headers: Record<string, string>) {
  const SIZE = 1024 ** 3;
  const CHUNK = Buffer.alloc(1024 * 1024);
  const header = wavHeader(SIZE);
  const t0 = performance.now();
  const status = await new Promise<number>((resolve, reject) => {
    const req = http.request(`${server.url}/api/uploads/audio?name=memory-bench.wav`, {
      method: 'PUT',
      headers: { ...headers, 'Content-Type': 'application/octet-stream', 'Content-Length': String(header.length + SIZE) },
    });
    req.on('response', (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', reject);
    let sent = 0;
    const write = () => {
      if (sent === 0) req.write(header);
      while (sent < SIZE) {
        sent += CHUNK.length;
        if (!req.write(CHUNK)) return void req.once('drain', write);
      }
      req.end();
    };
    write();
  });
  if (status !== 201) throw new Error(`upload answered ${status}`);
  return (performance.now() - t0) / 1000;
}

if (!fs.existsSync('dist/web/app-shell.html')) throw new Error('dist/web is missing: run `npm run build` first');
const built = await withBuildLock(() => buildServer());
console.log(`server bundle built in ${built.ms} ms`);

// 1. Cold starts of the bundle: the first creates the database; then five with existing data.
const first = await startServer({ dataDir, port: PORT, fresh: true, bundle: true });
console.log(`cold start, first run (creates the database): ${fmt(first.startedMs, 0)} ms`);
await first.stop();
const starts: number[] = [];
const cpu: number[] = [];
let server!: Server;
for (let i = 0; i < 5; i++) {
  server = await startServer({ dataDir, port: PORT, bundle: true });
  starts.push(server.startedMs);
  cpu.push(cpuMs(server.proc.pid!));
  if (i < 4) await server.stop();
}
const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
console.log(
  `cold start to first answer, existing data (mean of 5): ${fmt(mean(starts), 0)} ms (max ${fmt(Math.max(...starts), 0)} ms; target under 1000 ms); the server process used ${fmt(mean(cpu), 0)} ms of CPU by then; load average ${fmt(os.loadavg()[0]!, 1)}`,
);

try {
  // 2. Idle: after start-up with no traffic.
  const pid = server.proc.pid!;
  await sleep(IDLE_S * 1000);
  const idle = rssMiB(pid);
  console.log(
    `server idle ${IDLE_S} s after start: ${fmt(idle)} MiB resident = ${fmt(MB(idle))} MB (target under 100 MB); embedded PostgreSQL postmaster ${fmt(postgresRss())} MiB`,
  );

  const { db, cookie, headers } = await benchArtist(server.url, dataDir, PORT + 20000);
  await db.end();
  // 3. A 1 GiB upload (disk storage), signed in as a new artist.
  const before = rssMiB(pid);
  const up = await peakDuring(pid, 50, () => upload1GiB(server, headers));
  console.log(
    `during a 1 GiB WAV upload: peak ${fmt(up.peak)} MiB = ${fmt(MB(up.peak))} MB (target under 200 MB; ${fmt(before)} MiB before); ${fmt(up.result, 1)} s, ${fmt(1024 / up.result, 0)} MiB/s`,
  );

  // 4. 500 authenticated requests a second for 20 s (the foundation bench's load).
  await openLoop(`${server.url}/api/me`, { Cookie: cookie }, 200, 3); // warm-up
  const load = await peakDuring(pid, 100, () => openLoop(`${server.url}/api/me`, { Cookie: cookie }, 500, 20));
  const l = load.result;
  console.log(
    `during GET /api/me at 500 req/s (20 s): peak ${fmt(load.peak)} MiB = ${fmt(MB(load.peak))} MB (target under 200 MB); p50 ${fmt(l.p50, 2)} ms, p99 ${fmt(l.p99, 2)} ms, ${fmt(l.rps, 0)} req/s, errors ${l.errors}; after: ${fmt(rssMiB(pid))} MiB`,
  );
} finally {
  await server.stop(); // also when a step fails
}

// 5. `npm start` as a newcomer runs it: which processes stay, and their memory when idle.
const npm = spawn('npm', ['start'], {
  env: { ...process.env, PORT: String(PORT), DATA_DIR: dataDir, EMBEDDED_PG_PORT: String(PORT + 20000), LOG_LEVEL: 'warn' },
  stdio: ['ignore', 'ignore', 'inherit'],
});
for (let t0 = Date.now(); ; await sleep(50)) {
  if (
    await fetch(`http://localhost:${PORT}/api/health`).then(
      (r) => r.ok,
      () => false,
    )
  )
    break;
  if (Date.now() - t0 > 120_000) throw new Error('npm start did not answer in 120 s');
}
await sleep(IDLE_S * 1000);
const procs = tree(npm.pid!).filter((p) => !p.cmd.includes('postgres'));
for (const p of procs) console.log(`npm start, idle: ${fmt(p.rss)} MiB  ${p.cmd.slice(0, 90)}`);
const nodes = procs.filter((p) => /^\S*\bnode\s/.test(p.cmd));
console.log(`npm start leaves ${procs.length} process(es): npm and ${nodes.length} node process(es)`);
await new Promise<void>((resolve) => {
  npm.once('exit', () => resolve());
  npm.kill('SIGTERM');
});
for (const p of nodes) {
  // npm passes SIGTERM on; wait for the server's graceful stop.
  for (let i = 0; i < 300 && fs.existsSync(`/proc/${p.pid}`); i++) await sleep(100);
}

// 6. For comparison: the TypeScript sources run directly (development and tests).
const source = await startServer({ dataDir, port: PORT, bundle: false });
await sleep(IDLE_S * 1000);
console.log(
  `the sources run directly (node src/server/main.ts), idle: ${fmt(rssMiB(source.proc.pid!))} MiB; first answer after ${fmt(source.startedMs, 0)} ms`,
);
await source.stop();

const load1 = os.loadavg()[0]!;
console.log(
  `machine: ${os.cpus().length} cores, ${fmt(os.totalmem() / 2 ** 30, 0)} GiB, node ${process.version}, load average ${fmt(load1, 1)}`,
);
fs.rmSync(dataDir, { recursive: true, force: true });
