// A server-sent event stream over the process's realtime subscriptions: 'status' (live, down,
// connecting) whenever the database connection changes, 'change' for each notification, and a
// comment every 15 s to keep proxies from closing an idle stream. Each beat also asks whether the
// caller may still listen (an admin demoted or suspended meanwhile is cut off). The stream ends
// when the client goes, when it is refused, or when the process stops.
import type { Context } from 'hono';
import { streamSSE } from 'hono/streaming';
import type { Realtime } from '../realtime/realtime.ts';

const BEAT_MS = 15_000;
/** How long the browser waits before it reconnects a dropped stream. */
const RETRY_MS = 1_000;

export function eventStream(c: Context, realtime: Realtime, stillAllowed: () => Promise<boolean>): Response {
  c.header('X-Accel-Buffering', 'no');
  return streamSSE(c, async (stream) => {
    let open = true;
    let wake: () => void = () => undefined;
    const ended = new Promise<void>((resolve) => (wake = resolve));
    const end = () => {
      open = false;
      wake();
    };
    stream.onAbort(end);
    const send = (event: string, data: string) => {
      if (!open) return;
      stream.writeSSE({ event, data }).catch(end);
    };
    const unsubscribe = realtime.subscribe({
      onEvent: (e) => send('change', JSON.stringify(e)),
      onStatus: (s) => send('status', s),
      onClose: end,
    });
    try {
      await stream.writeSSE({ event: 'status', data: realtime.status(), retry: RETRY_MS });
      while (open) {
        let timer: NodeJS.Timeout | undefined;
        await Promise.race([ended, new Promise<void>((r) => (timer = setTimeout(r, BEAT_MS)))]);
        clearTimeout(timer);
        if (!open) break;
        if (!(await stillAllowed().catch(() => false))) break;
        await stream.write(': beat\n\n');
      }
    } catch {
      // the client went away mid-write
    } finally {
      open = false;
      unsubscribe();
    }
  });
}
