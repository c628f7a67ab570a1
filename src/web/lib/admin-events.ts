// The console's live connection: one EventSource to /api/admin/events for the whole tab, its
// real state for the Live indicator (live only while the stream is open AND the server's own
// database listener is up), and the changes it reports, handed to every listener. The browser
// reconnects a dropped stream by itself; after a refusal (signed out) we try again with a pause.
import { useEffect, useSyncExternalStore } from 'react';

export type LiveState = 'connecting' | 'live' | 'reconnecting';
export type AdminChange = { topic: string; id?: string };

let source: EventSource | undefined;
let users = 0;
let state: LiveState = 'connecting';
let retry: ReturnType<typeof setTimeout> | undefined;
const stateListeners = new Set<() => void>();
const changeListeners = new Set<(change: AdminChange) => void>();

function setState(next: LiveState) {
  if (next === state) return;
  state = next;
  stateListeners.forEach((l) => l());
}
const emit = (change: AdminChange) => changeListeners.forEach((l) => l(change));

function open() {
  clearTimeout(retry);
  const es = new EventSource('/api/admin/events');
  source = es;
  es.addEventListener('status', (e) => {
    const server = (e as MessageEvent<string>).data;
    setState(server === 'live' ? 'live' : server === 'connecting' ? 'connecting' : 'reconnecting');
  });
  es.addEventListener('change', (e) => {
    try {
      emit(JSON.parse((e as MessageEvent<string>).data) as AdminChange);
    } catch {
      // not ours
    }
  });
  es.addEventListener('open', () => emit({ topic: 'resync' }));
  es.addEventListener('error', () => {
    setState('reconnecting');
    if (es.readyState === EventSource.CLOSED) {
      // Refused (e.g. a 401 or 403): the browser gives up, so we try again a little later.
      es.close();
      if (source === es) retry = setTimeout(() => users > 0 && open(), 5_000);
    }
  });
}

function acquire() {
  users++;
  if (!source) open();
}
function release() {
  users--;
  if (users > 0) return;
  clearTimeout(retry);
  source?.close();
  source = undefined;
  state = 'connecting';
}

/** The Live indicator's state; keeps the stream open while a component uses it. */
export function useLiveState(): LiveState {
  useEffect(() => {
    acquire();
    return release;
  }, []);
  return useSyncExternalStore(
    (l) => {
      stateListeners.add(l);
      return () => void stateListeners.delete(l);
    },
    () => state,
    () => 'connecting' as const,
  );
}

/** Calls `onChange` for each change the server reports ('resync' after every (re)connection). */
export function useAdminChanges(onChange: (change: AdminChange) => void): void {
  useEffect(() => {
    changeListeners.add(onChange);
    return () => void changeListeners.delete(onChange);
  }, [onChange]);
}
