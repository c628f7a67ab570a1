// Users (SPEC section 2): search by name or email, plan, role and status filters, sorting and
// pages from the server, the role dropdown, the detail dialog with Suspend.
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Search, Users } from 'lucide-react';
import { PLAN_TYPES } from '../../../../domain/plans.ts';
import { planBadge } from '../../../../domain/plans.ts';
import { Input } from '../../../components/ui/input.tsx';
import { OptionSelect } from '../../../components/ui/option-select.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { useAdminExport } from '../../../components/layout/admin-export.tsx';
import { FilterBar, LoadError, Pager, TableLoading } from '../../../components/layout/admin-table-parts.tsx';
import { useCursorPages } from '../../../lib/use-cursor-pages.ts';
import { useDebounced } from '../../../lib/use-debounced.ts';
import { DEFAULT_USERS_FILTER, userListOptions, usersExportHref, type UsersFilter } from '../api/users-api.ts';
import { UserDetailDialog } from '../components/user-detail-dialog.tsx';
import { UsersTable } from '../components/users-table.tsx';

const planOptions = [{ value: 'all', label: 'All plans' }, ...PLAN_TYPES.map((p) => ({ value: p, label: planBadge(p) }))];
const roleOptions = [
  { value: 'all', label: 'All roles' },
  { value: 'user', label: 'Users' },
  { value: 'admin', label: 'Admins' },
];
const statusOptions = [
  { value: 'all', label: 'Any status' },
  { value: 'active', label: 'Active' },
  { value: 'suspended', label: 'Suspended' },
];

export function AdminUsersPage() {
  const [search, setSearch] = useState('');
  const [filter, setFilter] = useState<UsersFilter>(DEFAULT_USERS_FILTER);
  const q = useDebounced(search.trim());
  const effective = { ...filter, q };
  const pages = useCursorPages(JSON.stringify(effective));
  const list = useQuery(userListOptions(effective, pages.cursor));
  const [viewing, setViewing] = useState<string | null>(null);
  useAdminExport(usersExportHref(effective));
  const change = (c: Partial<UsersFilter>) => setFilter((f) => ({ ...f, ...c }));
  const filtered = q !== '' || filter.plan !== 'all' || filter.role !== 'all' || filter.status !== 'all';

  return (
    <div className="space-y-4">
      <PageHeader title="Users" description="Every account: change roles, look at one in full, suspend or restore it." />
      <FilterBar>
        <div className="relative col-span-2 lg:w-72">
          <Search
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
            aria-hidden="true"
          />
          <Input
            type="search"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            placeholder="Search by name or email"
            aria-label="Search users by name or email"
            className="pl-9"
          />
        </div>
        <div className="lg:w-40">
          <OptionSelect
            aria-label="Plan"
            value={filter.plan}
            options={planOptions}
            onChange={(v) => change({ plan: v as UsersFilter['plan'] })}
          />
        </div>
        <div className="lg:w-36">
          <OptionSelect
            aria-label="Role"
            value={filter.role}
            options={roleOptions}
            onChange={(v) => change({ role: v as UsersFilter['role'] })}
          />
        </div>
        <div className="lg:w-36">
          <OptionSelect
            aria-label="Status"
            value={filter.status}
            options={statusOptions}
            onChange={(v) => change({ status: v as UsersFilter['status'] })}
          />
        </div>
      </FilterBar>
      {list.isPending ? (
        <TableLoading label="Loading users" />
      ) : list.isError ? (
        <LoadError title="Error" message={list.error.message} onRetry={() => void list.refetch()} />
      ) : list.data.items.length === 0 ? (
        <EmptyState
          icon={Users}
          title={filtered ? 'No users match' : 'No users yet'}
          description={filtered ? 'Try another search or fewer filters.' : 'People who sign up appear here.'}
        />
      ) : (
        <div className="space-y-3" aria-busy={list.isPlaceholderData}>
          <UsersTable users={list.data.items} sort={{ sort: filter.sort, dir: filter.dir }} onSort={(s) => change(s)} onView={setViewing} />
          <Pager
            page={pages.page}
            total={list.data.total}
            capped={list.data.totalCapped}
            hasNext={!!list.data.nextCursor}
            loading={list.isFetching}
            onPrev={pages.prev}
            onNext={() => list.data.nextCursor && pages.next(list.data.nextCursor)}
          />
        </div>
      )}
      <UserDetailDialog id={viewing} onClose={() => setViewing(null)} />
    </div>
  );
}
