// The trimmed tailwind-merge the web app ships (src/web/lib/tw-merge.ts) merges every pair of
// classes written in src/web, with and without a variant, exactly as the full default config does.
import { twMerge as full } from 'tailwind-merge';
import { expect, it } from 'vitest';
import { twMerge as trimmed } from '../src/web/lib/tw-merge.ts';
import { webClassNames } from './tw-merge-vocabulary.ts';

it('merges every pair of the classes src/web writes as the full tailwind-merge does (else run npm run gen:tw-merge)', () => {
  const names = webClassNames();
  expect(names.length).toBeGreaterThan(300);
  const differ: string[] = [];
  for (const a of names)
    for (const b of names) {
      const input = `${a} ${b}`;
      if (trimmed(input) !== full(input)) differ.push(`${input}: ${trimmed(input)} instead of ${full(input)}`);
    }
  for (const a of names) {
    const input = `hover:${a} md:${a} p-4 hover:${a}`;
    if (trimmed(input) !== full(input)) differ.push(`${input}: ${trimmed(input)} instead of ${full(input)}`);
  }
  expect(differ.slice(0, 20)).toEqual([]);
});
