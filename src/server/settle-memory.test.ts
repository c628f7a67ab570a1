// The start-up collection waits for a quiet moment, so no request waits behind it: on a quiet
// server it runs once at the delay; on a busy one at the first quiet second after, and never while busy.
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { QUIET, settleAfterStartUp } from './settle-memory.ts';

beforeEach(() => void vi.useFakeTimers());
afterEach(() => void vi.useRealTimers());

it('collects once at the delay when the server is quiet', () => {
  const collect = vi.fn();
  settleAfterStartUp(5000, { busyness: () => 0.01, collect });
  vi.advanceTimersByTime(4999);
  expect(collect).not.toHaveBeenCalled();
  vi.advanceTimersByTime(1);
  expect(collect).toHaveBeenCalledTimes(1);
  vi.advanceTimersByTime(60_000);
  expect(collect).toHaveBeenCalledTimes(1);
});

it('waits while the server is busy and collects in its first quiet second', () => {
  const collect = vi.fn();
  const load = [0.4, 0.9, QUIET, 0.3, 0.02];
  const busyness = vi.fn(() => load.shift() ?? 0);
  settleAfterStartUp(5000, { busyness, collect, checkMs: 1000 });
  vi.advanceTimersByTime(5000 + 2 * 1000);
  expect(collect).not.toHaveBeenCalled(); // 0.4, 0.9 and exactly the threshold are not quiet
  vi.advanceTimersByTime(1000);
  expect(collect).not.toHaveBeenCalled();
  vi.advanceTimersByTime(1000);
  expect(collect).toHaveBeenCalledTimes(1);
  expect(busyness).toHaveBeenCalledTimes(5);
  vi.advanceTimersByTime(60_000);
  expect(collect).toHaveBeenCalledTimes(1);
});
