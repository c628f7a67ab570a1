// The public API's reads in the account's activity log. A write is logged as it answers, like every
// change (record-activity.ts); a read, which can come hundreds of times a second, is kept here and
// written with the others in one statement at most a quarter of a second later, so logging adds no
// query to the call. A crash loses at most that quarter second of read lines, never a change's.
import type pg from 'pg';
import type { Logger } from '../logger.ts';
import { insertKeyLines, type ActivityLine } from './record-activity.ts';

const FLUSH_MS = 250;
const MAX_BATCH = 500;

export type ApiCallLog = { add(line: ActivityLine): void; flush(): Promise<void> };

export function apiCallLog(pool: pg.Pool, log: Logger): ApiCallLog {
  let pending: ActivityLine[] = [];
  let timer: NodeJS.Timeout | undefined;
  let writing: Promise<void> = Promise.resolve();

  const flush = (): Promise<void> => {
    clearTimeout(timer);
    timer = undefined;
    const lines = pending;
    pending = [];
    writing = writing.then(() =>
      insertKeyLines(pool, lines).catch((err: unknown) => log.warn({ err, lines: lines.length }, 'API read lines not logged')),
    );
    return writing;
  };
  return {
    add(line) {
      pending.push(line);
      if (pending.length >= MAX_BATCH) void flush();
      else timer ??= setTimeout(() => void flush(), FLUSH_MS).unref();
    },
    flush,
  };
}
