// A table's whole filter kept in the address (?status=all&dir=desc&q=...), so a reload, a shared
// link or Back shows the same list: a key at its default is left out, a value a key does not allow
// reads as the default. Changes replace the history entry, as useUrlState's do.
import { useCallback, useMemo, type Dispatch, type SetStateAction } from 'react';
import { useSearchParams } from 'react-router';

type Allowed<F> = { [K in keyof F]?: readonly string[] };

function read<F extends Record<string, string>>(defaults: F, allowed: Allowed<F>, params: URLSearchParams): F {
  const filter = { ...defaults };
  for (const key of Object.keys(defaults) as (keyof F & string)[]) {
    const raw = params.get(key);
    const ok = allowed[key];
    if (raw !== null && (!ok || ok.includes(raw))) filter[key] = raw as F[typeof key];
  }
  return filter;
}

/** `defaults` and `allowed` must keep their identity between renders (module constants). */
export function useUrlFilter<F extends Record<string, string>>(defaults: F, allowed: Allowed<F>): [F, Dispatch<SetStateAction<F>>] {
  const [params, setParams] = useSearchParams();
  const filter = useMemo(() => read(defaults, allowed, params), [defaults, allowed, params]);
  const set = useCallback<Dispatch<SetStateAction<F>>>(
    (next) =>
      setParams(
        () => {
          // the address as it is now: two changes in one event both stick
          const updated = new URLSearchParams(window.location.search);
          const value = typeof next === 'function' ? next(read(defaults, allowed, updated)) : next;
          for (const key of Object.keys(defaults)) {
            if (value[key] === defaults[key]) updated.delete(key);
            else updated.set(key, value[key]!);
          }
          return updated;
        },
        { replace: true },
      ),
    [setParams, defaults, allowed],
  );
  return [filter, set];
}
