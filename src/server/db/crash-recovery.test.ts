// Kill -9 of the app during sign-ups, then start again: it comes up (stopping the database
// server the killed process left behind), and every sign-up that was answered with success is there.
// The restarted app also keeps idle connections as a proxy expects.
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import pg from 'pg';
import { afterAll, expect, it } from 'vitest';
import { appPorts, startApp, stopApp } from '../test/app-process.ts';

const dataDir = path.resolve(`.data-test/crash-${process.pid}`);
const { port, pgPort } = await appPorts();
let child: ChildProcess | undefined;

const start = () =>
  startApp(
    {
      PORT: String(port),
      DATA_DIR: dataDir,
      EMBEDDED_PG_PORT: String(pgPort),
      PUBLIC_URL: `http://localhost:${port}`,
      LOG_LEVEL: 'info',
    },
    30_000,
  );

afterAll(async () => {
  await stopApp(child);
  fs.rmSync(dataDir, { recursive: true, force: true });
});

it('keeps every answered sign-up across a kill -9 and restarts cleanly', async () => {
  fs.rmSync(dataDir, { recursive: true, force: true });
  child = await start();
  const answered: string[] = [];
  const signUp = async (i: number) => {
    const email = `crash${i}@example.com`;
    try {
      const res = await fetch(`http://localhost:${port}/api/auth/sign-up/email`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: `http://localhost:${port}` },
        body: JSON.stringify({ name: `Crash ${i}`, email, password: 'crash-test-password' }),
      });
      if (res.status === 200) answered.push(email);
    } catch {
      // the connection died with the process: not answered
    }
  };
  const inflight = Array.from({ length: 40 }, (_, i) => new Promise((r) => setTimeout(r, i * 25)).then(() => signUp(i)));
  // Kill while sign-ups are still arriving, once a few have been answered.
  for (let i = 0; i < 200 && answered.length < 3; i++) await new Promise((r) => setTimeout(r, 25));
  child.kill('SIGKILL');
  await Promise.all(inflight);
  expect(answered.length).toBeGreaterThan(0);

  child = await start(); // finds the orphaned database server, stops it, starts its own
  const secret = fs.readFileSync(`${dataDir}/pg.secret`, 'utf8').trim();
  const client = new pg.Client({ connectionString: `postgres://postgres:${secret}@127.0.0.1:${pgPort}/postgres` });
  await client.connect();
  const { rows } = await client.query<{ email: string; has_profile: boolean }>(
    'select u.email, p.id is not null as has_profile from users u left join profiles p on p.id = u.id',
  );
  await client.end();
  const stored = new Map(rows.map((r) => [r.email, r.has_profile]));
  for (const email of answered) {
    expect(stored.has(email), email).toBe(true);
    expect(stored.get(email), `${email} profile`).toBe(true);
  }
  const health = await fetch(`http://localhost:${port}/api/health`);
  expect(health.status).toBe(200);
  // An idle connection outlives a proxy's 60 s idle timeout (Node's own 5 s made reused ones reset).
  const agent = new http.Agent({ keepAlive: true });
  const keepAlive = await new Promise<string | string[] | undefined>((resolve, reject) =>
    http
      .get(`http://localhost:${port}/api/health`, { agent }, (res) => {
        res.resume();
        resolve(res.headers['keep-alive']);
      })
      .on('error', reject),
  );
  agent.destroy();
  expect(keepAlive).toBe('timeout=65');

  // SIGTERM: a clean stop that takes the database server down with it.
  const exited = new Promise<number | null>((r) => child!.once('exit', (code) => r(code)));
  child.kill('SIGTERM');
  expect(await exited).toBe(0);
  expect(fs.existsSync(`${dataDir}/pg/postmaster.pid`)).toBe(false);
}, 90_000);
