// The state behind one admin table: the search (sent once typing pauses), the filters and sort,
// the keyset pages (back to page 1 when either changes), the query of the page shown, and the
// shell's Export following the same filters.
import { useState } from 'react';
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
) {
  const [search, setSearch] = useState('');
  const [filter, setFilter] = useState<F>(initial);
  const q = useDebounced(search.trim());
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
