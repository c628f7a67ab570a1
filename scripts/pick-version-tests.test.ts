import { describe, expect, it } from 'vitest';
import { pickFiles, type StatementRecord } from './pick-version-tests.ts';

const rec = (file: string, ms: number, statements: string[]): [string, StatementRecord] => [file, { file, ms, statements }];

describe('pickFiles', () => {
  it('covers every statement with the cheapest files, and keeps the ones that must run', () => {
    const records = new Map([
      rec('slow.test.ts', 30_000, ['a', 'b', 'c']),
      rec('quick-a.test.ts', 1_000, ['a', 'b']),
      rec('quick-c.test.ts', 1_000, ['c']),
      rec('same.test.ts', 2_000, ['a']),
      rec('migration.test.ts', 5_000, ['m']),
    ]);
    const all = [...records.keys(), 'unrecorded.test.ts'];
    expect(pickFiles(records, all, ['migration.test.ts'])).toEqual([
      'migration.test.ts',
      'quick-a.test.ts',
      'quick-c.test.ts',
      'unrecorded.test.ts',
    ]);
  });

  it('takes the file that alone sends a statement, however slow', () => {
    const records = new Map([rec('slow.test.ts', 60_000, ['a', 'rare']), rec('quick.test.ts', 500, ['a'])]);
    expect(pickFiles(records, [...records.keys()], [])).toEqual(['quick.test.ts', 'slow.test.ts']);
  });
});
