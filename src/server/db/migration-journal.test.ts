// Drizzle's migrator applies the migrations whose journal time (`when`) is later than the latest
// one a database has recorded: a migration given an earlier time than one before it is silently
// never applied to a database already past that one. Three shipped with a time below the one
// before them (0035 below 0034's, 0043 and 0044 below 0042's), each in the same release as that
// one, so every database received them in one run; changing their times now would apply them a
// second time. Every other migration is later than all before it.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

const folder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
const journal = JSON.parse(fs.readFileSync(path.join(folder, 'meta/_journal.json'), 'utf8')) as {
  entries: { idx: number; when: number; tag: string }[];
};
const SHIPPED_OUT_OF_ORDER = ['0035_reported-periods', '0043_report-mappings', '0044_delivery-batch-id-check'];

it('lists every migration file once, in order', () => {
  const files = fs
    .readdirSync(folder)
    .filter((f) => f.endsWith('.sql'))
    .map((f) => f.replace(/\.sql$/, ''))
    .sort();
  expect(journal.entries.map((e) => e.tag)).toEqual(files);
  expect(journal.entries.map((e) => e.idx)).toEqual(files.map((_, i) => i));
});

it('gives each migration a time later than every migration before it', () => {
  const late: string[] = [];
  let latest = 0;
  for (const e of journal.entries) {
    if (e.when <= latest && !SHIPPED_OUT_OF_ORDER.includes(e.tag)) late.push(`${e.tag} (${e.when} <= ${latest})`);
    latest = Math.max(latest, e.when);
  }
  expect(late).toEqual([]);
});
