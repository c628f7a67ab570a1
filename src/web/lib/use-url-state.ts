// A screen's filter kept in the address (?q=...&status=...), so a reload, a shared link or Back
// shows the same list. Changes replace the history entry: typing does not add a step per letter.
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/** The value of `key` in the query string (`fallback` when absent or not `allowed`), and its setter. */
export function useUrlState<T extends string>(key: string, fallback: T, allowed?: readonly T[]): [T, (value: T) => void] {
  const [params, setParams] = useSearchParams();
  const raw = params.get(key);
  const value = raw !== null && (!allowed || (allowed as readonly string[]).includes(raw)) ? (raw as T) : fallback;
  const set = useCallback(
    (next: T) =>
      setParams(
        () => {
          // the address as it is now: two changes in one event both stick
          const updated = new URLSearchParams(window.location.search);
          if (next === fallback) updated.delete(key);
          else updated.set(key, next);
          return updated;
        },
        { replace: true },
      ),
    [setParams, key, fallback],
  );
  return [value, set];
}
