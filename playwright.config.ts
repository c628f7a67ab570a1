import os from 'node:os';
import { defineConfig } from '@playwright/test';

// One server per worker, each with its own database and data folder, ports 10 apart (its
// embedded PostgreSQL listens at the port + 20000). A worker process loads this file with its
// TEST_PARALLEL_INDEX set, so PORT is its own server's there. A spec file runs whole in one
// worker, in order; the workers take the next file as they finish one.
const BASE_PORT = Number(process.env.E2E_PORT ?? 3100);
// Three per two cores: with the headless shell and reduced motion (below) a journey spends about half
// its time waiting on its server and page, so one worker left a core idle; on 2 cores one worker
// took 80 s over four spec files, two 64 s, three 60 s (docs/benchmarks.md, CI).
const WORKERS = Math.max(1, Number(process.env.E2E_WORKERS ?? Math.floor(os.availableParallelism() * 1.5)));
export const PORT = BASE_PORT + 10 * Number(process.env.TEST_PARALLEL_INDEX ?? 0);
export const E2E_DATA_DIR = `.data-e2e/${PORT}`;
export const ADMIN = { email: 'admin@e2e.test', password: 'admin-password-e2e' };

const server = (port: number) => ({
  // As users run it: `npm start`'s script, which builds what is out of date and then execs into
  // the bundled server (dist/server/main.js). `npm test` has just built everything.
  command: `rm -rf .data-e2e/${port} && node scripts/start.ts`,
  url: `http://localhost:${port}/api/health`,
  reuseExistingServer: false,
  timeout: 240_000, // a build first when the sources are newer than dist/
  gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 10_000 },
  env: {
    PORT: String(port),
    DATA_DIR: `.data-e2e/${port}`,
    PUBLIC_URL: `http://localhost:${port}`,
    EMBEDDED_PG_PORT: String(port + 20000),
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    LOG_LEVEL: 'warn',
    AUTH_RATE_LIMIT: 'off', // many sign-ups from one address in a minute
    // the seller on receipts, with the made-up demo GSTIN (loopback only)
    SELLER_LEGAL_NAME: 'Tunelane Music Private Limited',
    SELLER_ADDRESS: '12 Lodhi Road, New Delhi 110003, India',
    SELLER_GSTIN: '07AAACT1234F1ZT',
  },
});

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: WORKERS,
  forbidOnly: !!process.env.CI,
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  // A journey's budget, not a speed test (bench/ measures speed; a passing journey never waits for
  // it): on a busy 2-core machine steps have taken 4-5 times as long as on a quiet one (a 14 s
  // journey ran past 60 s in CI).
  timeout: 120_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://localhost:${PORT}`,
    // Recording a trace of every journey costs a third of the suite's time (releases.spec.ts: 186 s
    // with, 134 s without) and CI's clone is gone before anyone could open one: CI keeps the error,
    // its page snapshot and a screenshot; a local run keeps the trace of a failure.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    // Animations end at once (index.css honours prefers-reduced-motion): skeletons' pulses and
    // spinners had kept the renderer painting, a quarter of the journeys' CPU; none asserts motion.
    reducedMotion: 'reduce',
    launchOptions: {
      // Debian's Chromium, never a downloaded browser: its headless shell (the package
      // chromium-headless-shell), the same Blink and V8 without the browser's own interface, which
      // took 12 % less CPU over the same journeys. E2E_CHROMIUM=/usr/bin/chromium runs the full one.
      executablePath: process.env.E2E_CHROMIUM ?? '/usr/bin/chromium-headless-shell',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: Array.from({ length: WORKERS }, (_, i) => server(BASE_PORT + 10 * i)),
});
