// The state behind one admin table: the search (sent once typing pauses), the filters and sort,
// the keyset pages (back to page 1 when either changes), the query of the page shown, and the
// shell's Export following the same filters. `state` (e.g. useUrlFilter) keeps the filter, with the
// search, somewhere else than this hook (the address).
import { useEffect, useState, type Dispatch, type SetStateAction } from 'react';
import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import type { PageDto } from '../../../domain/admin-list.ts';
import { useAdminExport } from '../layout/admin-export.tsx';
import { useCursorPages } from '../../lib/use-cursor-pages.ts';
import { useDebounced } from '../../lib/use-debounced.ts';

/** Keys that order the table rather than narrow it: changing them does not make it "filtered". */
const ORDER_KEYS = new Set(['q', 'sort', 'dir']);

export function useAdminList<F extends { q: string }, R, K extends QueryKey>(
  initial: F,
  options: (filter: F, cursor: string) => UseQueryOptions<PageDto<R>, Error, PageDto<R>, K>,
  exportHref: (filter: F) => string,
  state?: [F, Dispatch<SetStateAction<F>>],
) {
  const own = useState<F>(initial);
  const [filter, setFilter] = state ?? own;
  const [search, setSearch] = useState(filter.q);
  const q = useDebounced(search.trim());
  const keep = state?.[1];
  useEffect(() => {
    keep?.((f) => (f.q === q ? f : { ...f, q }));
  }, [keep, q]);
  const effective: F = { ...filter, q };
  const pages = useCursorPages(JSON.stringify(effective));
  const query = useQuery(options(effective, pages.cursor));
  useAdminExport(exportHref(effective));
  const keys = Object.keys(initial) as (keyof F & string)[];
  return {
    search,
    setSearch,
    filter,
    change: (c: Partial<F>) => setFilter((f) => ({ ...f, ...c })),
    clear: () => {
      setSearch('');
      setFilter(initial);
    },
    filtered: q !== '' || keys.some((k) => !ORDER_KEYS.has(k) && filter[k] !== initial[k]),
    pages,
    query,
  };
}

export type AdminList<F extends { q: string }, R> = ReturnType<typeof useAdminList<F, R, QueryKey>>;
