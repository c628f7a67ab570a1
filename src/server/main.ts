// Start-up: boot, listen, and shut down gracefully on SIGTERM/SIGINT (stop taking requests,
// finish in-flight ones, close the database).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { readEnv, EnvError } from './env.ts';
import { createLogger } from './logger.ts';
import { boot } from './boot.ts';
import { createApp } from './app.ts';
import { settleAfterStartUp } from './settle-memory.ts';

const started = performance.now();
let env;
try {
  env = readEnv();
} catch (err) {
  if (err instanceof EnvError) {
    console.error(err.message);
    process.exit(1);
  }
  throw err;
}
const log = createLogger(env.LOG_LEVEL);
const { deps, shutdown } = await boot(env, log).catch((err: unknown) => {
  log.fatal({ err }, 'start-up failed');
  process.exit(1);
});
const webDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../dist/web');
const app = createApp(deps, { webDir });
const server = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, (info) => {
  log.info({ port: info.port, url: env.PUBLIC_URL, ms: Math.round(performance.now() - started) }, 'listening');
  settleAfterStartUp();
});
// An idle connection stays open longer than a proxy's idle timeout (60 s at most load balancers):
// with Node's 5 s, a client or proxy reusing a connection the server is closing at that moment
// gets a reset (a proxy answers 502). Headers may take a little longer still, as Node requires.
if ('keepAliveTimeout' in server) {
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
}

let stopping = false;
async function stop(signal: string) {
  if (stopping) return;
  stopping = true;
  log.info({ signal }, 'shutting down');
  const force = setTimeout(() => {
    log.error('shutdown took too long; exiting');
    process.exit(1);
  }, 25_000);
  force.unref();
  // Open event streams would hold close() open: end them first.
  await deps.realtime.stop();
  server.close(async () => {
    await shutdown().catch((err: unknown) => log.error({ err }, 'shutdown error'));
    log.info('stopped');
    process.exit(0);
  });
  // Idle keep-alive connections would hold close() open.
  if ('closeIdleConnections' in server) server.closeIdleConnections();
}
process.on('SIGTERM', () => void stop('SIGTERM'));
process.on('SIGINT', () => void stop('SIGINT'));
