// The app as a child process, for the tests that kill it with -9 and start it again: run from the
// sources on ports the system says are free (fixed ports from the process id collided when test
// files ran side by side), resolved once it listens, stopped gracefully at the end.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import pg from 'pg';

export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** The app's own ports and data folder, the same across restarts. */
export async function appPorts(): Promise<{ port: number; pgPort: number; url: string }> {
  const port = await freePort();
  return { port, pgPort: await freePort(), url: `http://localhost:${port}` };
}

export function startApp(env: Record<string, string>, timeoutMs = 60_000): Promise<ChildProcess> {
  const proc = spawn(process.execPath, ['src/server/main.ts'], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  return new Promise((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${out}`)), timeoutMs);
    proc.stdout!.on('data', (c: Buffer) => {
      out += c.toString();
      if (out.includes('"msg":"listening"')) {
        clearTimeout(timer);
        resolve(proc);
      }
    });
    proc.stderr!.on('data', (c: Buffer) => (out += c.toString()));
    proc.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited (${code}):\n${out}`));
    });
  });
}

/** SIGTERM, then waits for the exit; nothing when it is gone already. */
export async function stopApp(child: ChildProcess | undefined): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/**
 * An app on its own embedded PostgreSQL in `dir` (its DATA_DIR), to be stopped or killed and
 * started again on the same ports and data: `start` it, reach its `database` directly.
 */
export async function restartableApp(dir: string, env: Record<string, string> = {}) {
  const dataDir = path.resolve(dir);
  const { port, pgPort, url } = await appPorts();
  return {
    dataDir,
    url,
    start: () =>
      startApp({ PORT: String(port), DATA_DIR: dataDir, EMBEDDED_PG_PORT: String(pgPort), PUBLIC_URL: url, LOG_LEVEL: 'info', ...env }),
    /** A client of the app's database; it ignores the end of a server the next start stops. */
    database: async () => {
      const secret = fs.readFileSync(`${dataDir}/pg.secret`, 'utf8').trim();
      const client = new pg.Client({ connectionString: `postgres://postgres:${secret}@127.0.0.1:${pgPort}/postgres` });
      await client.connect();
      client.on('error', () => {});
      return client;
    },
  };
}
