// `npm run bench`: runs every bench/*.bench.ts in its own process, one after another, so that
// figures are not disturbed by each other. Pass names to run a subset: npm run bench -- cold-start
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

const only = process.argv.slice(2);
const files = fs
  .readdirSync('bench')
  .filter((f) => f.endsWith('.bench.ts'))
  .filter((f) => only.length === 0 || only.some((o) => f.includes(o)))
  .sort();
let failed = 0;
for (const file of files) {
  console.log(`\n=== ${file} ===`);
  const res = spawnSync(process.execPath, [`bench/${file}`], { stdio: 'inherit' });
  if (res.status !== 0) failed++;
}
process.exit(failed ? 1 : 0);
