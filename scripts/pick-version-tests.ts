// Which of the server's database test files CI runs a second time on PostgreSQL 15: the fewest
// (by their time) that together send every statement the first run's product code sent, as
// recorded by src/server/test/record-statements.ts. What a database version can change is how a
// statement parses, plans and runs; a test's other work (XML, SFTP, images, hashing) and its own
// set-up statements are the same on any version. Files that migrate an older database run always,
// and so does a file with no record (it failed, or the first run did not reach it).
// Usage: node scripts/pick-version-tests.ts <records folder> <test file>... (prints the picked files)
import fs from 'node:fs';
import path from 'node:path';

export type StatementRecord = { file: string; ms: number; statements: string[] };

/** The files to run: `always`, then by greedy weighted set cover, most unsent statements per second first. */
export function pickFiles(records: Map<string, StatementRecord>, candidates: string[], always: string[]): string[] {
  const picked = [...new Set([...always, ...candidates.filter((f) => !records.has(f))])];
  const left = new Set(candidates.flatMap((f) => records.get(f)?.statements ?? []));
  for (const f of picked) for (const s of records.get(f)?.statements ?? []) left.delete(s);
  for (;;) {
    let best: StatementRecord | undefined;
    let bestScore = 0;
    for (const f of candidates) {
      const r = records.get(f);
      if (!r || picked.includes(f)) continue;
      const score = r.statements.filter((s) => left.has(s)).length / Math.max(r.ms, 100);
      if (score > bestScore) [best, bestScore] = [r, score];
    }
    if (!best) return picked.sort();
    picked.push(best.file);
    for (const s of best.statements) left.delete(s);
  }
}

if (import.meta.main) {
  const [dir, ...candidates] = process.argv.slice(2);
  if (!dir || candidates.length === 0) {
    console.error('usage: pick-version-tests.ts <records folder> <test file>...');
    process.exit(2);
  }
  const records = new Map<string, StatementRecord>();
  for (const name of fs.existsSync(dir) ? fs.readdirSync(dir) : []) {
    const r = JSON.parse(fs.readFileSync(path.join(dir, name), 'utf8')) as StatementRecord;
    records.set(r.file, r);
  }
  const always = candidates.filter((f) => /databaseBefore/.test(fs.readFileSync(f, 'utf8')));
  const picked = pickFiles(records, candidates, always);
  const shapes = new Set(candidates.flatMap((f) => records.get(f)?.statements ?? [])).size;
  const seconds = (files: string[]) => (files.reduce((sum, f) => sum + (records.get(f)?.ms ?? 0), 0) / 1000).toFixed(0);
  console.error(
    `PostgreSQL 15 pass: ${picked.length} of ${candidates.length} database test files send all ${shapes} statement shapes ` +
      `(${seconds(picked)} of ${seconds(candidates)} s in the first run)`,
  );
  console.log(picked.join('\n'));
}
