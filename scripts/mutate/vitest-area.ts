// The Vitest config of one mutation area: the project's own settings, with only the area's tests
// (and the test database only where they need it). `npm run mutate -- <area> --tests ...` narrows
// them to some of the area's test files, passed in MUTATE_TESTS.
import path from 'node:path';
import { defineConfig } from 'vitest/config';
import base from '../../vitest.config.ts';
import { AREAS, type AreaName } from './areas.ts';

export function areaVitestConfig(area: AreaName) {
  const { tests, database } = AREAS[area];
  return defineConfig({
    root: path.resolve(import.meta.dirname, '../..'),
    test: {
      ...base.test,
      include: process.env.MUTATE_TESTS ? process.env.MUTATE_TESTS.split(',') : [...tests],
      globalSetup: database ? base.test?.globalSetup : [],
      // Instrumented code on a shared machine runs several times slower than the plain suite: a
      // property test that takes seconds there must not fail the initial run on its timeout.
      testTimeout: 3 * (base.test?.testTimeout ?? 20_000),
      // Tests that read source files skip themselves: the sandbox holds instrumented copies.
      env: { ...base.test?.env, MUTATION_TESTING: '1' },
    },
  });
}
