// Mutation testing with StrykerJS and its Vitest runner, one area at a time:
//
//   npm run mutate -- domain               # one area (see scripts/mutate/areas.ts)
//   npm run mutate -- payments --concurrency 2
//   npm run mutate -- releases --force     # ignore the incremental report, test every mutant
//   npm run mutate -- payments --ignore-static   # quicker, see below
//   npm run mutate -- money --files src/domain/claims.ts,src/server/features/payouts/get-balance.ts
//                                          # only these files of the area, with the area's tests
//   npm run mutate -- money --files src/domain/claims.ts --tests src/domain/claims.test.ts
//                                          # and only some of the area's tests (a lower bound)
//   npm run mutate                         # every area, one after another (slow)
//
// Incremental: each area keeps its last results in reports/mutation/<area>-incremental.json, so a
// re-run only tests mutants whose code or covering tests changed, and those not killed last time.
// Reports: reports/mutation/<area>.html and .json; the per-file scores are printed as a Markdown
// table at the end.
//
// `--files` (one area only) mutates just the files named, each one the area mutates, still with the
// area's Vitest config. Stryker writes its incremental and JSON reports for the files it ran only,
// so the other files' last results are put back in both: the next run of the whole area still
// starts from them. The HTML report and the table cover the files run. `--tests` (with `--files`)
// runs only some of the area's test files, say while a test elsewhere in the area is being changed
// and fails: fewer tests kill no more mutants, so the score it gives is a lower bound.
//
// The sandbox lives under /tmp, not in the repository: the tests start the embedded PostgreSQL,
// which runs as an unprivileged user when we are root, and that user must be able to enter the
// sandbox and every folder above it. Stryker makes the sandbox folder private (mkdtemp), so the
// build step opens it (chmod 755) before any test runs.
//
// Static mutants (in module-level code, or code run while a test file sets up) need the area's
// whole suite per mutant: for the API areas that is minutes each. `--ignore-static` leaves them
// out (Stryker reports them as ignored, so the table says how many); the recorded figures say
// whether they were run.
import fs from 'node:fs';
import path from 'node:path';
import { Stryker } from '@stryker-mutator/core';
import { AREAS, AREA_NAMES, isAreaName, type AreaName } from './mutate/areas.ts';

const REPORTS = 'reports/mutation';
const TEMP_ROOT = '/tmp/tunelane-mutate';

type Args = {
  areas: AreaName[];
  concurrency: number;
  force: boolean;
  ignoreStatic: boolean;
  files: string[] | null;
  tests: string[] | null;
};

function parseArgs(argv: string[]): Args {
  const areas: AreaName[] = [];
  let concurrency = 1;
  let force = false;
  let ignoreStatic = false;
  let files: string[] | null = null;
  let tests: string[] | null = null;
  const list = (v: string | undefined) =>
    (v ?? '')
      .split(',')
      .map((f) => path.normalize(f.trim()))
      .filter((f) => f !== '.');
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    if (a === '--force') force = true;
    else if (a === '--ignore-static') ignoreStatic = true;
    else if (a === '--concurrency') concurrency = Number(argv[++i]);
    else if (a.startsWith('--concurrency=')) concurrency = Number(a.slice('--concurrency='.length));
    else if (a === '--files') files = list(argv[++i]);
    else if (a.startsWith('--files=')) files = list(a.slice('--files='.length));
    else if (a === '--tests') tests = list(argv[++i]);
    else if (a.startsWith('--tests=')) tests = list(a.slice('--tests='.length));
    else if (isAreaName(a)) areas.push(a);
    else {
      console.error(
        `Unknown area or option "${a}". Areas: ${AREA_NAMES.join(', ')}; options: --concurrency N, --force, --ignore-static, --files a.ts,b.ts, --tests a.test.ts,b.test.ts.`,
      );
      process.exit(2);
    }
  }
  if (!Number.isInteger(concurrency) || concurrency < 1 || concurrency > 4) {
    console.error('--concurrency must be a whole number from 1 to 4 (the machine is shared).');
    process.exit(2);
  }
  if (files) {
    if (areas.length !== 1 || !files.length) {
      console.error('--files takes one area and a comma-separated list of its files.');
      process.exit(2);
    }
    const outside = files.filter((f) => !inArea(areas[0]!, f));
    if (outside.length) {
      console.error(`Not mutated by the ${areas[0]} area: ${outside.join(', ')} (see scripts/mutate/areas.ts).`);
      process.exit(2);
    }
  }
  if (tests) {
    const areaTests: readonly string[] = files ? AREAS[areas[0]!].tests : [];
    const outside = tests.filter((t) => !areaTests.some((g) => t === g || path.matchesGlob(t, g)));
    if (!files || !tests.length || outside.length) {
      console.error(
        `--tests goes with --files and names some of that area's test files${outside.length ? ` (not: ${outside.join(', ')})` : ''}.`,
      );
      process.exit(2);
    }
  }
  return { areas: areas.length ? areas : AREA_NAMES, concurrency, force, ignoreStatic, files, tests };
}

/** Whether the area mutates this file: a pattern takes it and no `!` pattern leaves it out. */
function inArea(area: AreaName, file: string): boolean {
  const patterns: readonly string[] = AREAS[area].mutate;
  const excluded = patterns.filter((p) => p.startsWith('!')).some((p) => path.matchesGlob(file, p.slice(1)));
  return !excluded && patterns.some((p) => !p.startsWith('!') && path.matchesGlob(file, p));
}

/** A folder every user may enter, as are all its parents (/tmp is). */
function openTempDir(area: AreaName): string {
  fs.mkdirSync(TEMP_ROOT, { recursive: true, mode: 0o755 });
  fs.chmodSync(TEMP_ROOT, 0o755);
  const dir = path.join(TEMP_ROOT, `${area}-${process.pid}`);
  fs.mkdirSync(dir, { recursive: true, mode: 0o755 });
  fs.chmodSync(dir, 0o755);
  return dir;
}

/**
 * What this run left behind: test runners working in its sandbox (after an interrupt) and the
 * database servers they started. Stopped by process id, and only those inside this run's folder.
 */
function stopLeftovers(tempDir: string): void {
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry) || Number(entry) === process.pid) continue;
    let cmdline: string;
    let cwd: string;
    try {
      cmdline = fs.readFileSync(`/proc/${entry}/cmdline`, 'utf8').replaceAll('\0', ' ');
      cwd = fs.readlinkSync(`/proc/${entry}/cwd`);
    } catch {
      continue;
    }
    const database = cmdline.includes(` -D ${tempDir}/`);
    if (!database && !cwd.startsWith(`${tempDir}/`)) continue;
    try {
      process.kill(Number(entry), database ? 'SIGINT' : 'SIGTERM');
      console.warn(`stopped a ${database ? 'database server' : 'test runner'} left behind in ${tempDir} (pid ${entry})`);
    } catch {
      // already gone
    }
  }
}

type FileReport = { mutants: { status: string }[] };
type Report = { files: Record<string, FileReport> };

const readReport = (file: string): Report | null => (fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as Report) : null);
const relative = (file: string) => path.relative(process.cwd(), path.resolve(file));

/** After a run of some files only: the other files' results of the report before it, put back. */
function keepOtherFiles(file: string, before: Report | null, ran: string[]): void {
  const after = readReport(file);
  if (!before || !after) return;
  for (const [name, result] of Object.entries(before.files)) if (!ran.includes(relative(name))) after.files[name] = result;
  fs.writeFileSync(file, JSON.stringify(after));
}

/**
 * Forgets the mutants that were not killed, so this run tests them again. Stryker reuses a
 * surviving mutant's result until a test newly covers it, and it counts coverage per test only:
 * a mutant in module-level code (covered while modules load, "static") never gains a covering
 * test, so without this a new test that kills it would never be seen.
 */
function forgetSurvivors(incrementalFile: string): void {
  if (!fs.existsSync(incrementalFile)) return;
  const report = JSON.parse(fs.readFileSync(incrementalFile, 'utf8')) as { files: Record<string, FileReport> };
  for (const file of Object.values(report.files))
    file.mutants = file.mutants.filter((m) => m.status !== 'Survived' && m.status !== 'NoCoverage');
  fs.writeFileSync(incrementalFile, JSON.stringify(report));
}

/** Per-file scores from Stryker's JSON report: (killed + timeout) / (those + survived + no coverage). */
function scoreTable(area: AreaName, only: string[] | null): string {
  const report = readReport(`${REPORTS}/${area}.json`)!;
  const rows: string[] = [];
  let allKilled = 0;
  let allValid = 0;
  for (const [file, { mutants }] of Object.entries(report.files).sort(([a], [b]) => a.localeCompare(b))) {
    if (only && !only.includes(relative(file))) continue;
    const count = (...s: string[]) => mutants.filter((m) => s.includes(m.status)).length;
    const killed = count('Killed', 'Timeout');
    const survived = count('Survived');
    const noCoverage = count('NoCoverage');
    const ignored = count('Ignored');
    const valid = killed + survived + noCoverage;
    allKilled += killed;
    allValid += valid;
    const score = valid ? ((100 * killed) / valid).toFixed(1) : '-';
    rows.push(`| \`${relative(file)}\` | ${score} % | ${killed} | ${survived} | ${noCoverage} | ${ignored} |`);
  }
  const total = allValid ? ((100 * allKilled) / allValid).toFixed(1) : '-';
  return [
    `| ${area}: file | score | killed | survived | no coverage | ignored |`,
    '|---|---|---|---|---|---|',
    ...rows,
    `| **${area}, ${only ? 'files run' : 'all files'}** | **${total} %** | ${allKilled} | | | |`,
  ].join('\n');
}

async function mutate(area: AreaName, args: Args): Promise<string> {
  const tempDir = openTempDir(area);
  const incrementalFile = `${REPORTS}/${area}-incremental.json`;
  const jsonFile = `${REPORTS}/${area}.json`;
  const before = args.files ? { incremental: readReport(incrementalFile), json: readReport(jsonFile) } : null;
  forgetSurvivors(incrementalFile);
  const cleanUp = () => {
    stopLeftovers(tempDir);
    fs.rmSync(tempDir, { recursive: true, force: true });
    if (before) {
      keepOtherFiles(incrementalFile, before.incremental, args.files!);
      keepOtherFiles(jsonFile, before.json, args.files!);
    }
  };
  const interrupted = () => {
    cleanUp();
    process.exit(130);
  };
  process.once('SIGINT', interrupted);
  process.once('SIGTERM', interrupted);
  // Read by the area's Vitest config in the test runner processes, which inherit this environment.
  if (args.tests) process.env.MUTATE_TESTS = args.tests.join(',');
  // The sandbox is a copy elsewhere, so the repository's DDEX schemas are named outright.
  process.env.DDEX_DIR ??= path.resolve('vendor/ddex');
  try {
    await new Stryker({
      testRunner: 'vitest',
      vitest: { configFile: `scripts/mutate/vitest.${area}.config.ts`, pool: 'forks', related: true },
      mutate: args.files ?? [...AREAS[area].mutate],
      coverageAnalysis: 'perTest',
      incremental: true,
      incrementalFile,
      force: args.force,
      concurrency: args.concurrency,
      tempDirName: tempDir,
      cleanTempDir: 'always',
      buildCommand: 'chmod 755 .',
      ignorePatterns: ['dist', 'data', '.data-*', 'reports', 'test-results', 'playwright-report', 'tests', 'bench', 'docs', '.ci', '*.log'],
      reporters: ['clear-text', 'progress-append-only', 'html', 'json'],
      htmlReporter: { fileName: `${REPORTS}/${area}.html` },
      jsonReporter: { fileName: jsonFile },
      clearTextReporter: { allowColor: false, logTests: false, reportScoreTable: true },
      thresholds: { high: 90, low: 85, break: null },
      ignoreStatic: args.ignoreStatic,
      timeoutMS: 10_000,
      dryRunTimeoutMinutes: 15,
    }).runMutationTest();
  } finally {
    process.off('SIGINT', interrupted);
    process.off('SIGTERM', interrupted);
    cleanUp();
  }
  return scoreTable(area, args.files);
}

const args = parseArgs(process.argv.slice(2));
const tables: string[] = [];
for (const area of args.areas) tables.push(await mutate(area, args));
console.log(`\nMutation scores (${new Date().toISOString().slice(0, 10)}):\n\n${tables.join('\n\n')}\n`);
