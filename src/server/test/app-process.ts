// The app as a child process, for the tests that kill it with -9 and start it again: run from the
// sources on ports the system says are free (fixed ports from the process id collided when test
// files ran side by side), resolved once it listens, stopped gracefully at the end.
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';

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
