import os from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'scripts/**/*.test.ts'],
    globalSetup: ['src/server/test/global-setup.ts'],
    setupFiles: ['src/server/test/fail-on-console-error.ts', 'src/server/test/record-statements.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Test files share their worker's module cache: each file importing the whole server again
    // was a third of the suite's time (payments' 25 files: 55 s -> 33 s). Every file builds its own
    // app and database (test-context.ts), and what a test changes globally it restores.
    isolate: false,
    unstubGlobals: true,
    unstubEnvs: true,
    // Most files wait on PostgreSQL, a server process or a timer more than they compute: two per
    // core keep the cores busy (on 2 cores, two workers left them idle 37 % of a 294 s run; four
    // took 195 s, idle 8 %).
    maxWorkers: Math.max(2, os.availableParallelism() * 2),
  },
});
