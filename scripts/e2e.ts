// The browser journeys as `npm test` runs them: split into shards (E2E_SHARDS; one per two cores,
// so one on a 2-core machine, where two Chromiums, two servers and two databases starve each
// other) that run at once, each a Playwright process with its own server, database and data
// folder (its own E2E_PORT, see playwright.config.ts). With arguments (`npm run test:e2e --
// tests/e2e/auth.spec.ts`) it is one Playwright run, as given. The exit code is the first failing shard's.
import { spawn } from 'node:child_process';
import os from 'node:os';
import readline from 'node:readline';

const args = process.argv.slice(2);
const shards = args.length ? 1 : Math.max(1, Number(process.env.E2E_SHARDS ?? Math.floor(os.availableParallelism() / 2)));
const basePort = Number(process.env.E2E_PORT ?? 3100);

const run = (index: number) =>
  new Promise<number>((resolve) => {
    const shardArgs = shards > 1 ? [`--shard=${index + 1}/${shards}`] : [];
    const child = spawn('npx', ['playwright', 'test', ...shardArgs, ...args], {
      // Ports 10 apart: each server's embedded PostgreSQL listens at its port + 20000.
      env: { ...process.env, E2E_PORT: String(basePort + index * 10) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const tag = shards > 1 ? `[${index + 1}/${shards}] ` : '';
    for (const stream of [child.stdout, child.stderr]) {
      readline.createInterface({ input: stream }).on('line', (line) => process.stdout.write(`${tag}${line}\n`));
    }
    child.on('close', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });

const codes = await Promise.all(Array.from({ length: shards }, (_, i) => run(i)));
process.exit(codes.find((c) => c !== 0) ?? 0);
