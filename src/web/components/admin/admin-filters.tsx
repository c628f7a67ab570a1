// An admin table's search box and option filters: the search across the top on phones with the
// filters two to a row under it, all on one line on wide screens.
import { OptionSelect, type Option } from '../ui/option-select.tsx';
import { SearchInput } from '../ui/search-input.tsx';
import { cn } from '../../lib/utils.ts';

/** A filter's options: `all` (labelled `allLabel`) first, then each value with its label. */
export const withAll = (allLabel: string, values: readonly string[], labels: Readonly<Record<string, string>>): Option[] => [
  { value: 'all', label: allLabel },
  ...values.map((value) => ({ value, label: labels[value] ?? value })),
];

export type AdminSearch = { placeholder: string; label: string; className?: string };
/** One filter: the key it sets, its accessible label, its options ('all' first) and its width on wide screens. */
export type AdminFilter<F> = { key: keyof F & string; label: string; options: Option[]; className: string };

type Props<F> = {
  search: AdminSearch;
  value: string;
  onSearch: (q: string) => void;
  filters: AdminFilter<F>[];
  filter: F;
  onFilter: (change: Partial<F>) => void;
};

export function AdminFilters<F>({ search, value, onSearch, filters, filter, onFilter }: Props<F>) {
  return (
    <div className="grid grid-cols-2 gap-2 sm:gap-3 lg:flex lg:flex-wrap lg:items-center">
      <SearchInput
        className={cn('col-span-2', search.className ?? 'lg:w-80')}
        value={value}
        onChange={(e) => onSearch(e.target.value)}
        placeholder={search.placeholder}
        aria-label={search.label}
        maxLength={200}
      />
      {filters.map((f, i) => (
        <div key={f.key} className={cn(f.className, filters.length % 2 === 1 && i === filters.length - 1 && 'col-span-2 lg:col-span-1')}>
          <OptionSelect
            aria-label={f.label}
            value={String(filter[f.key])}
            options={f.options}
            onChange={(v) => onFilter({ [f.key]: v } as Partial<F>)}
          />
        </div>
      ))}
    </div>
  );
}
