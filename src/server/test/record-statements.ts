// When TEST_STATEMENTS_DIR names a folder, each test file writes there the distinct SQL
// statements it sent (their shape: parameters, literals and value lists folded) and how long it
// took. CI's second pass on PostgreSQL 15 picks from them the test files that send every statement
// at least once (scripts/pick-version-tests.ts): what a database version changes is what a
// statement means, and the rest of a test (XML, SFTP, images, hashing) runs the same on any.
import { AsyncLocalStorage } from 'node:async_hooks';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect } from 'vitest';
import { statementShape } from './statement-shape.ts';

const dir = process.env.TEST_STATEMENTS_DIR;

// Test files share a worker process (vitest.config.ts) and this file runs again for each: the
// client is wrapped once, and each file swaps in its own set.
const state = globalThis as { statementSet?: Set<string>; statementWrap?: true };

// Whose a statement is when the stack cannot tell: a drizzle query runs when awaited, from a
// microtask with none of its caller's frames, so its builder's creation marks the async context.
const origin = new AsyncLocalStorage<boolean>();

/** The current stack's frames, deep enough to reach past pg's, drizzle's and pg-pool's own. */
function frames(): string[] {
  const limit = Error.stackTraceLimit;
  Error.stackTraceLimit = 60;
  const lines = (new Error().stack ?? '').split('\n');
  Error.stackTraceLimit = limit;
  return lines;
}

/** Whether the nearest frame of ours is product code: undefined when none is. */
function productFrame(lines: string[]): boolean | undefined {
  const ours = lines.find((line) => line.includes('/src/') && !line.includes('node_modules') && !line.includes('record-statements'));
  return ours === undefined ? undefined : !/\.test\.tsx?|\/server\/test\//.test(ours);
}

/**
 * Whether the code that sent the statement is the product's, not a test's own setup or checks. A
 * statement with no caller of ours (the job queue's own polling) counts; one a pool passes on to
 * its client was judged when the pool took it.
 */
function sentByProduct(via: 'pool' | 'client'): boolean {
  const lines = frames();
  if (via === 'client' && lines.some((line) => line.includes('/pg-pool/'))) return false;
  return productFrame(lines) ?? origin.getStore() ?? true;
}

function wrapQuery(proto: { query: unknown }, via: 'pool' | 'client') {
  const query = proto.query as (...args: unknown[]) => unknown;
  proto.query = function (this: unknown, ...args: unknown[]) {
    const first = args[0] as string | { text?: unknown } | undefined;
    const text = typeof first === 'string' ? first : first?.text;
    if (typeof text === 'string' && state.statementSet && sentByProduct(via)) state.statementSet.add(statementShape(text));
    return query.apply(this, args);
  };
}

function markBuilders(proto: object) {
  const builders = ['$count', 'with', 'select', 'selectDistinct', 'selectDistinctOn', 'update', 'insert', 'delete', 'execute'];
  for (const name of builders) {
    const build = Reflect.get(proto, name) as (...args: unknown[]) => unknown;
    Reflect.set(proto, name, function (this: unknown, ...args: unknown[]) {
      origin.enterWith(productFrame(frames()) ?? true);
      return build.apply(this, args);
    });
  }
}

if (dir) {
  if (!state.statementWrap) {
    state.statementWrap = true;
    // Loaded only when recording: the web's component tests have no database.
    const [{ default: pg }, { PgDatabase }] = await Promise.all([import('pg'), import('drizzle-orm/pg-core')]);
    wrapQuery(pg.Pool.prototype, 'pool');
    wrapQuery(pg.Client.prototype, 'client');
    markBuilders(PgDatabase.prototype);
  }
  let started = 0;
  beforeAll(() => {
    state.statementSet = new Set();
    started = performance.now();
  });
  afterAll(() => {
    const file = path.relative(process.cwd(), expect.getState().testPath ?? 'unknown');
    const statements = [...(state.statementSet ?? [])];
    state.statementSet = undefined;
    if (statements.length === 0) return;
    fs.mkdirSync(dir, { recursive: true });
    const record = { file, ms: Math.round(performance.now() - started), statements };
    fs.writeFileSync(path.join(dir, `${file.replaceAll(/[^\w.-]/g, '_')}.json`), JSON.stringify(record));
  });
}
