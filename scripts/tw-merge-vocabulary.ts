// Every Tailwind class written in src/web (any string literal's words that tailwind-merge's
// default config knows), with its variants: the vocabulary the trimmed merge must handle.
import fs from 'node:fs';
import path from 'node:path';
import { twMerge } from 'tailwind-merge';

export function webClassNames(root = 'src/web'): string[] {
  const names = new Set<string>();
  for (const rel of fs.readdirSync(root, { recursive: true }) as string[]) {
    if (!/\.tsx?$/.test(rel) || /\.test\.tsx?$/.test(rel) || rel === path.join('lib', 'tw-merge.ts')) continue;
    const text = fs.readFileSync(path.join(root, rel), 'utf8');
    for (const m of text.matchAll(/(['"`])((?:(?!\1)[^\\\n])*)\1/g))
      for (const word of m[2]!.split(/\s+/))
        if (word.length > 1 && /[a-z]/.test(word) && twMerge(`${word} ${word}`) === word) names.add(word);
  }
  return [...names].sort();
}
