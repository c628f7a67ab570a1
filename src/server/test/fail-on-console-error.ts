// An unexpected console.error fails the test that caused it, and so does a query sent on a
// connection still busy with another (Promise.all inside a transaction): pg only warns about it
// today, and pg@9 will refuse it.
import { afterEach, beforeEach, vi, type MockInstance } from 'vitest';

let spy: MockInstance<typeof console.error>;
let allowed = 0;

// Test files share a worker process (vitest.config.ts: no isolation) and this file runs again
// for each of them: one listener per process, its finding kept where every run reads it.
const seen = globalThis as { overlappingQuery?: string | null; overlapListener?: true };
if (!seen.overlapListener) {
  seen.overlapListener = true;
  process.on('warning', (w) => {
    if (w.message.includes('already executing a query')) seen.overlappingQuery = w.stack ?? w.message;
  });
}

/** Call in a test that expects console.error to be used, with how many times. */
export function allowConsoleErrors(count: number): void {
  allowed += count;
}

beforeEach(() => {
  allowed = 0;
  spy = vi.spyOn(console, 'error');
});

afterEach(() => {
  const calls = spy.mock.calls;
  spy.mockRestore();
  if (seen.overlappingQuery) {
    const stack = seen.overlappingQuery;
    seen.overlappingQuery = null;
    throw new Error(`A query was sent on a connection busy with another one:\n${stack}`);
  }
  if (calls.length > allowed) {
    throw new Error(`Unexpected console.error:\n${calls.map((c) => c.map(String).join(' ')).join('\n')}`);
  }
});
