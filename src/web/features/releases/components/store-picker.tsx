// The stores a release goes to: every enabled store by default (null), or the ones ticked.
import { useQuery } from '@tanstack/react-query';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { releaseStoresOptions } from '../api/releases-api.ts';

type Props = { value: string[] | null; onChange: (v: string[] | null) => void; describedBy?: string };

export function StorePicker({ value, onChange, describedBy }: Props) {
  const stores = useQuery(releaseStoresOptions());
  if (stores.isPending) return <Skeleton className="h-24 w-full" />;
  if (stores.isError)
    return <p className="text-sm text-destructive">The stores could not be loaded. Your release goes to every store unless you choose.</p>;
  const all = stores.data.map((s) => s.key);
  const chosen = value ?? all;
  const set = (next: string[]) => onChange(next.length === all.length && all.every((k) => next.includes(k)) ? null : next);
  const toggle = (key: string) => set(chosen.includes(key) ? chosen.filter((k) => k !== key) : [...chosen, key]);
  const allState = chosen.length === all.length ? true : chosen.length === 0 ? false : 'indeterminate';
  return (
    <div className="space-y-2 rounded-md border p-3" aria-describedby={describedBy}>
      <div className="flex items-center gap-2 border-b pb-2 text-sm font-medium">
        <Checkbox id="stores-all" checked={allState} onCheckedChange={() => set(allState === true ? [] : all)} />
        <label htmlFor="stores-all" className="cursor-pointer">
          All stores ({all.length})
        </label>
      </div>
      <ul className="grid max-h-56 gap-1 overflow-y-auto sm:grid-cols-2">
        {stores.data.map((s) => (
          <li key={s.key} className="flex items-center gap-2 text-sm">
            <Checkbox id={`store-${s.key}`} checked={chosen.includes(s.key)} onCheckedChange={() => toggle(s.key)} />
            <label htmlFor={`store-${s.key}`} className="cursor-pointer">
              {s.name}
            </label>
          </li>
        ))}
      </ul>
    </div>
  );
}
