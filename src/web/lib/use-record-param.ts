// Which record a screen's dialog shows, kept in the address (`?ticket=<id>`), so a link or a
// reload opens it again. Opening adds a history step (Back closes the dialog); closing replaces
// it. The screen names every key it uses: opening one record closes any other.
import { useSearchParams } from 'react-router';

export function useRecordParam<K extends string>(keys: readonly K[]) {
  const [params, setParams] = useSearchParams();
  const open = (key: K, id: string | null) =>
    setParams(
      (s) => {
        const next = new URLSearchParams(s);
        for (const k of keys) next.delete(k);
        if (id) next.set(key, id);
        return next;
      },
      { replace: !id },
    );
  return { get: (key: K) => params.get(key), open };
}
