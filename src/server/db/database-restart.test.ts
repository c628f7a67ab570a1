// PostgreSQL restarted under load: the app, pointed at its own PostgreSQL by DATABASE_URL (as a
// deployment past one machine runs it), answers 503 with Retry-After while the database is down,
// never a 500, keeps running (its queue and its listener for changes too), and serves again once
// the database is back, without a restart of its own.
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { createLogger } from '../logger.ts';
import { appPorts, startApp, stopApp } from '../test/app-process.ts';
import { startEmbeddedPostgres, type EmbeddedPostgres } from './embedded.ts';

const pgDir = path.resolve(`.data-test/pg-restart-${process.pid}/pg`);
const appDir = path.resolve(`.data-test/pg-restart-${process.pid}/app`);
const { port, pgPort, url } = await appPorts();
const log = createLogger('silent');
let db: EmbeddedPostgres | undefined;
let child: ChildProcess | undefined;

afterAll(async () => {
  await stopApp(child);
  await db?.stop();
  fs.rmSync(path.dirname(pgDir), { recursive: true, force: true });
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

it(
  'answers 503 with Retry-After while PostgreSQL restarts, and serves again without a restart of its own',
  { timeout: 180_000 },
  async () => {
    db = await startEmbeddedPostgres({ dir: pgDir, port: pgPort, log, noDurability: true });
    child = await startApp({ PORT: String(port), DATA_DIR: appDir, DATABASE_URL: db.url, PUBLIC_URL: url, LOG_LEVEL: 'info' });
    let exited = false;
    child.once('exit', () => (exited = true));

    const answers: { at: number; status: number; retryAfter: string | null }[] = [];
    let running = true;
    const load = (async () => {
      while (running) {
        try {
          const res = await fetch(`${url}/api/health`);
          answers.push({ at: Date.now(), status: res.status, retryAfter: res.headers.get('retry-after') });
          await res.body?.cancel();
        } catch {
          answers.push({ at: Date.now(), status: 0, retryAfter: null }); // the app did not answer at all
        }
        await sleep(20);
      }
    })();

    await sleep(1000);
    const stopping = Date.now();
    await db.stop(); // a fast shutdown: every connection the app held ends
    const down = Date.now();
    await sleep(2000);
    db = await startEmbeddedPostgres({ dir: pgDir, port: pgPort, log, noDurability: true });
    const up = Date.now();
    // serving again: ten answers in a row that are 200
    for (let i = 0; i < 300; i++) {
      const last = answers.slice(-10);
      if (last.length === 10 && last.every((a) => a.at > up && a.status === 200)) break;
      await sleep(100);
    }
    running = false;
    await load;

    const before = answers.filter((a) => a.at < stopping);
    const meanwhile = answers.filter((a) => a.at > down + 500 && a.at < up);
    expect(before.length).toBeGreaterThan(10);
    expect(before.every((a) => a.status === 200)).toBe(true);
    expect(meanwhile.length).toBeGreaterThan(10);
    expect(
      meanwhile.every((a) => a.status === 503 && a.retryAfter === '5'),
      JSON.stringify(meanwhile.slice(0, 5)),
    ).toBe(true);
    expect(answers.map((a) => a.status).filter((s) => s !== 200 && s !== 503)).toEqual([]);
    expect(answers.slice(-10).every((a) => a.status === 200)).toBe(true);
    expect(exited).toBe(false);
  },
);
