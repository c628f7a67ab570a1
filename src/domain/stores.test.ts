// One store count everywhere: the list of stores is the only source of the number the service
// states, on the marketing pages, in the plans, the help centre and the release screens.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_STORE_NAMES } from './deliveries.ts';
import { HELP_FAQ } from './help-articles.ts';
import { PLANS } from './plans.ts';
import { PUBLIC_PAGES } from './public-pages.ts';
import { FEATURED_STORES, FOOTER_STORES, MORE_STORES, STORE_COUNT, STORE_NAMES } from './stores.ts';

/** Every number a text puts before "stores" ("30 stores", "150+ digital stores", "+130 more"), not a ranking ("Top 5 stores"). */
function storeCounts(text: string): string[] {
  return [...text.matchAll(/(?<!top )(\+?\d[\d,]*\+?)\s+(?:more\b|(?:digital\s+)?stores\b)/gi)].map((m) => m[1]!);
}

describe('the store list', () => {
  it('counts its own names: featured first, then the more names, none twice', () => {
    expect(STORE_NAMES).toEqual([...FEATURED_STORES.map((s) => s.name), ...MORE_STORES]);
    expect(new Set(STORE_NAMES).size).toBe(STORE_NAMES.length);
    expect(STORE_COUNT).toBe(STORE_NAMES.length);
    expect(FOOTER_STORES.every((name) => STORE_NAMES.includes(name))).toBe(true);
  });

  it('is what the default delivery endpoints are made from (the release form offers those)', () => {
    expect(DEFAULT_STORE_NAMES).toEqual(STORE_NAMES);
  });

  it('gives every plan its count, in its figure and its words', () => {
    for (const plan of PLANS) {
      expect(plan.platforms, plan.name).toBe(STORE_COUNT);
      for (const feature of plan.features) for (const n of storeCounts(feature)) expect(n, feature).toBe(String(STORE_COUNT));
    }
    expect(PLANS[0]!.features).toContain(`Distribution to ${STORE_COUNT} stores`);
  });

  it('is the count the public pages and the help centre state', () => {
    const texts = [...PUBLIC_PAGES.map((p) => p.description), ...HELP_FAQ.map((f) => f.answer)];
    const stated = texts.flatMap(storeCounts);
    expect(stated.length).toBeGreaterThan(0);
    expect(new Set(stated)).toEqual(new Set([String(STORE_COUNT)]));
  });
});

// Reads the sources: skipped in the mutation sandbox, which holds instrumented copies.
describe.skipIf(process.env.MUTATION_TESTING === '1')('the sources', () => {
  const root = path.resolve(import.meta.dirname, '..');
  const files = (dir: string): string[] =>
    fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
      const p = path.join(dir, e.name);
      if (e.isDirectory()) return files(p);
      return /\.(tsx?|html)$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [p] : [];
    });

  it('state no store count of their own: every one is derived from the list', () => {
    const typed: string[] = [];
    for (const file of [...files(path.join(root, 'web')), ...files(path.join(root, 'domain'))]) {
      const lines = fs.readFileSync(file, 'utf8').split('\n');
      lines.forEach((line, i) => {
        // a number typed before "stores" / "more", or a "150+"-style figure beside the word "Stores"
        if (storeCounts(line).length || /['"`]\d[\d,]*\+['"`].*Stores/.test(line))
          typed.push(`${path.relative(root, file)}:${i + 1}: ${line.trim()}`);
      });
    }
    expect(typed).toEqual([]);
  });
});
