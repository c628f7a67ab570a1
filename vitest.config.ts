import os from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'scripts/**/*.test.ts'],
    globalSetup: ['src/server/test/global-setup.ts'],
    setupFiles: ['src/server/test/fail-on-console-error.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Most files wait on PostgreSQL, a server process or a timer more than they compute: two at a
    // time keep 2 cores busy (vitest's default there is one).
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
  },
});
