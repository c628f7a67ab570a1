// The frame of an admin table: its search and filters over its paged rows, with two empty states:
// one for a table with nothing yet, one for filters matching nothing.
import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { Search } from 'lucide-react';
import { Button } from '../ui/button.tsx';
import { EmptyState } from '../ui/empty-state.tsx';
import { AdminFilters, type AdminFilter, type AdminSearch } from './admin-filters.tsx';
import { PagedRows } from './paged-rows.tsx';
import type { AdminList } from './use-admin-list.ts';

type Empty = { icon: LucideIcon; title: string; description: string };

type Props<F extends { q: string }, R> = {
  list: AdminList<F, R>;
  search: AdminSearch;
  filters: AdminFilter<F>[];
  loadingLabel: string;
  errorTitle?: string;
  /** The table has no rows at all. */
  empty: Empty;
  /** The filters match nothing; `clearable` offers Clear filters (its icon then a magnifier). */
  noMatch: Omit<Empty, 'icon'> & { clearable?: boolean };
  titleAs?: 'h2' | 'h3';
  children: (rows: R[]) => ReactNode;
};

export function AdminListFrame<F extends { q: string }, R>({
  list,
  search,
  filters,
  loadingLabel,
  errorTitle = 'Error',
  empty,
  noMatch,
  titleAs,
  children,
}: Props<F, R>) {
  return (
    <>
      <AdminFilters
        search={search}
        value={list.search}
        onSearch={list.setSearch}
        filters={filters}
        filter={list.filter}
        onFilter={list.change}
      />
      <PagedRows
        query={list.query}
        pages={list.pages}
        loadingLabel={loadingLabel}
        errorTitle={errorTitle}
        empty={
          list.filtered ? (
            <EmptyState
              icon={noMatch.clearable ? Search : empty.icon}
              titleAs={titleAs}
              title={noMatch.title}
              description={noMatch.description}
              action={
                noMatch.clearable && (
                  <Button variant="outline" onClick={list.clear}>
                    Clear filters
                  </Button>
                )
              }
            />
          ) : (
            <EmptyState icon={empty.icon} titleAs={titleAs} title={empty.title} description={empty.description} />
          )
        }
      >
        {children}
      </PagedRows>
    </>
  );
}
