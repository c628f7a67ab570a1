// The keys of a report's lines as it streams: the first line with each line id of a statement
// remembered, a later line with the same key answered with it, through the table's growth; the
// same line id in another statement is another key; distinct keys of the kind reports carry give
// no candidates; keys sharing a hash only make candidates (settled in SQL).
import { describe, expect, it } from 'vitest';
import { statementKey } from '../../../domain/report-formats.ts';
import { LineKeys, hashKey } from './line-keys.ts';

describe('LineKeys', () => {
  it('answers a key seen before with the line that had it first, through growth from 4 slots', () => {
    const keys = new LineKeys({ slots: 4 });
    keys.statement('1:AS-1');
    for (let i = 0; i < 10_000; i++) expect(keys.see(`L${i}`, i + 2)).toBeNull();
    expect(keys.count).toBe(10_000);
    for (let i = 0; i < 10_000; i += 7) expect(keys.see(`L${i}`, 20_000 + i)).toBe(i + 2);
    expect(keys.count).toBe(10_000);
    expect(keys.see('L10000', 3)).toBeNull();
  });

  it('tells the same line id of two statements apart, and comes back to a statement', () => {
    const keys = new LineKeys();
    keys.statement('1:AS-1');
    expect(keys.see('1', 2)).toBeNull();
    keys.statement('1:AS-2');
    expect(keys.see('1', 3)).toBeNull();
    expect(keys.see('1', 4)).toBe(3);
    keys.statement('1:AS-1');
    expect(keys.see('1', 5)).toBe(2);
  });

  it('gives no candidate for 300,000 distinct line ids of one statement', () => {
    const keys = new LineKeys();
    keys.statement(statementKey('Bench', 'BENCH-2026-10')!);
    let candidates = 0;
    for (let i = 1; i <= 300_000; i++) if (keys.see(String(i), i + 1) !== null) candidates++;
    expect(candidates).toBe(0);
  });

  it('hashes texts that differ in one character, or only in order, or only in seed, apart in both lanes', () => {
    const h = (k: string, seed = [1, 2]) => {
      const out = new Uint32Array(2);
      hashKey(k, out, new Uint32Array(seed));
      return [...out];
    };
    const a = h('S-12');
    for (const other of [h('S-13'), h('S-21'), h('S12-'), h(''), h('S-12', [1, 3]), h('S-12', [0, 2])]) {
      expect(other[0]).not.toBe(a[0]);
      expect(other[1]).not.toBe(a[1]);
    }
    expect(h('S-12')).toEqual(a);
  });

  it('makes keys that share a hash candidates of the first line with that hash', () => {
    const keys = new LineKeys({ hash: (_key, out) => out.fill(7) });
    keys.statement('1:AS-1');
    expect(keys.see('A', 2)).toBeNull();
    expect(keys.see('B', 3)).toBe(2);
    expect(keys.see('A', 4)).toBe(2);
    expect(keys.count).toBe(1);
  });
});
