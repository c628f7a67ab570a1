// The mutation areas stay true to the code: a file renamed or moved would otherwise leave its area
// mutating nothing, or running no tests, and `npm run mutate` would still report a score.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { AREA_NAMES, AREAS } from './areas.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const matches = (pattern: string) => fs.globSync(pattern, { cwd: ROOT });

describe.each(AREA_NAMES)('the %s area', (area) => {
  const { mutate, tests } = AREAS[area];

  it('mutates files that exist, and leaves out only files that exist', () => {
    for (const pattern of mutate) {
      const p = pattern.replace(/^!/, '');
      expect(matches(p), pattern).not.toEqual([]);
    }
  });

  it('runs test files that exist', () => {
    for (const pattern of tests)
      expect(
        matches(pattern).filter((f) => f.endsWith('.test.ts')),
        pattern,
      ).not.toEqual([]);
  });

  it('has its own Vitest config, limited to the area', () => {
    const config = fs.readFileSync(path.join(ROOT, `scripts/mutate/vitest.${area}.config.ts`), 'utf8');
    expect(config).toContain(`areaVitestConfig('${area}')`);
  });
});
