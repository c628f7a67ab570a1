// Start-up leaves memory behind that serving never needs: the garbage of loading and compiling
// the code, and a young generation grown by start-up's allocations. V8 would give it back only
// after a long idle period or under memory pressure. One full collection of its "last resort"
// kind, a few seconds after the server starts listening, hands it back at once (about 8 MiB on
// a 100 MiB process; bench/memory.bench.ts). It stops the server while it runs (about 0.4 s under
// load, long enough to hold some 200 requests at 500 req/s), so it waits for a quiet moment: a
// second in which the server worked less than a twentieth of the time. A server busy from its start
// collects when the traffic eases. A no-op where the collector cannot be reached.
import { performance } from 'node:perf_hooks';
import v8 from 'node:v8';
import vm from 'node:vm';

type Gc = (options: { type: 'major'; execution: 'sync'; flavor: 'last-resort' }) => void;

/** The share of its time the event loop worked since the last call (0 to 1). */
export type Busyness = () => number;

export const QUIET = 0.05;

function eventLoopBusyness(): Busyness {
  let last = performance.eventLoopUtilization();
  return () => {
    const now = performance.eventLoopUtilization();
    const { utilization } = performance.eventLoopUtilization(now, last);
    last = now;
    return utilization;
  };
}

function collectLastResort(): void {
  try {
    v8.setFlagsFromString('--expose-gc'); // for contexts made from now on, not for the app's own
    const gc = vm.runInNewContext('gc') as Gc;
    gc({ type: 'major', execution: 'sync', flavor: 'last-resort' });
  } catch {
    // nothing to settle
  }
}

/** Collects once, `delayMs` after it is called or at the first quiet `checkMs` after that. */
export function settleAfterStartUp(delayMs = 5000, opts: { busyness?: Busyness; checkMs?: number; collect?: () => void } = {}): void {
  const busyness = opts.busyness ?? eventLoopBusyness();
  const collect = opts.collect ?? collectLastResort;
  const check = () => {
    if (busyness() < QUIET) collect();
    else wait(opts.checkMs ?? 1000);
  };
  const wait = (ms: number) => setTimeout(check, ms).unref();
  wait(delayMs);
}
