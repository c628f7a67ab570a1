// Helpers for benchmarks: start the real server on loopback with its own data folder.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export type Server = { url: string; proc: ChildProcess; startedMs: number; stop: () => Promise<void> };

export async function startServer(opts: { dataDir: string; port: number; env?: Record<string, string>; fresh?: boolean }): Promise<Server> {
  const dataDir = path.resolve(opts.dataDir);
  if (opts.fresh) fs.rmSync(dataDir, { recursive: true, force: true });
  fs.mkdirSync(path.dirname(dataDir), { recursive: true, mode: 0o755 });
  const url = `http://localhost:${opts.port}`;
  const t0 = performance.now();
  const proc = spawn(process.execPath, ['src/server/main.ts'], {
    env: { ...process.env, PORT: String(opts.port), DATA_DIR: dataDir, PUBLIC_URL: url, EMBEDDED_PG_PORT: String(opts.port + 20000), LOG_LEVEL: 'warn', AUTH_RATE_LIMIT: 'off', ...opts.env },
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
