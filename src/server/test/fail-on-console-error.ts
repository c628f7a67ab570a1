// An unexpected console.error fails the test that caused it.
import { afterEach, beforeEach, vi, type MockInstance } from 'vitest';

let spy: MockInstance<typeof console.error>;
let allowed = 0;

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
  if (calls.length > allowed) {
    throw new Error(`Unexpected console.error:\n${calls.map((c) => c.map(String).join(' ')).join('\n')}`);
  }
});
