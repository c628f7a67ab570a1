// The keys of a report's lines as it streams: the first line with each key remembered, a later
// line with the same key answered with it, through the table's growth; distinct keys of the
// kind reports carry give no candidates; keys sharing a hash only make candidates (settled in SQL).
import { describe, expect, it } from 'vitest';
import { lineKey } from '../../../domain/report-formats.ts';
import { LineKeys, hashKey } from './line-keys.ts';

describe('LineKeys', () => {
  it('answers a key seen before with the line that had it first, through growth from 4 slots', () => {
    const keys = new LineKeys({ slots: 4 });
    for (let i = 0; i < 10_000; i++) expect(keys.see(`key ${i}`, i + 2)).toBeNull();
    expect(keys.count).toBe(10_000);
    for (let i = 0; i < 10_000; i += 7) expect(keys.see(`key ${i}`, 20_000 + i)).toBe(i + 2);
    expect(keys.count).toBe(10_000);
    expect(keys.see('key 10000', 3)).toBeNull();
  });

  it('gives no candidate for 300,000 distinct line keys of one statement', () => {
    const keys = new LineKeys();
    let candidates = 0;
    for (let i = 1; i <= 300_000; i++)
      if (keys.see(lineKey({ source: 'Bench', statementId: 'BENCH-2026-10', lineId: String(i) })!, i + 1) !== null) candidates++;
    expect(candidates).toBe(0);
  });

  it('hashes keys that differ in one character, or only in order, apart in both lanes', () => {
    const h = (k: string) => {
      const out = new Uint32Array(2);
      hashKey(k, out);
      return [...out];
    };
    const a = h('1:15:SpotifyS-1');
    for (const other of ['1:25:SpotifyS-1', '1:15:SpotifyS-2', '1:15:SpotifyS1-', '']) {
      const b = h(other);
      expect(b[0]).not.toBe(a[0]);
      expect(b[1]).not.toBe(a[1]);
    }
    expect(h('1:15:SpotifyS-1')).toEqual(a);
  });

  it('makes keys that share a hash candidates of the first line with that hash', () => {
    const keys = new LineKeys({ hash: (_key, out) => out.fill(7) });
    expect(keys.see('A', 2)).toBeNull();
    expect(keys.see('B', 3)).toBe(2);
    expect(keys.see('A', 4)).toBe(2);
    expect(keys.count).toBe(1);
  });
});
