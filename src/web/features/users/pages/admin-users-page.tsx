// Users (SPEC section 2): search by name or email, plan, role and status filters, sorting and
// pages from the server, the role dropdown, the detail dialog with Suspend.
import { useState } from 'react';
import { Users } from 'lucide-react';
import { PLAN_TYPES } from '../../../../domain/plans.ts';
import { planBadge } from '../../../../domain/plan-badge.ts';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { AdminListFrame } from '../../../components/admin/admin-list-frame.tsx';
import { withAll, type AdminFilter } from '../../../components/admin/admin-filters.tsx';
import { useAdminList } from '../../../components/admin/use-admin-list.ts';
import { DEFAULT_USERS_FILTER, userListOptions, usersExportHref, type UsersFilter } from '../api/users-api.ts';
import { UserDetailDialog } from '../components/user-detail-dialog.tsx';
import { UsersTable } from '../components/users-table.tsx';

const planLabels = Object.fromEntries(PLAN_TYPES.map((p) => [p, planBadge(p)]));
const filters: AdminFilter<UsersFilter>[] = [
  { key: 'plan', label: 'Plan', options: withAll('All plans', PLAN_TYPES, planLabels), className: 'lg:w-40' },
  {
    key: 'role',
    label: 'Role',
    options: withAll('All roles', ['user', 'admin'], { user: 'Users', admin: 'Admins' }),
    className: 'lg:w-36',
  },
  {
    key: 'status',
    label: 'Status',
    options: withAll('Any status', ['active', 'suspended'], { active: 'Active', suspended: 'Suspended' }),
    className: 'lg:w-36',
  },
];

export function AdminUsersPage() {
  const list = useAdminList(DEFAULT_USERS_FILTER, userListOptions, usersExportHref);
  const { sort, dir } = list.filter;
  const [viewing, setViewing] = useState<string | null>(null);

  return (
    <div className="space-y-4">
      <PageHeader title="Users" description="Every account: change roles, look at one in full, suspend or restore it." />
      <AdminListFrame
        list={list}
        search={{ placeholder: 'Search by name or email', label: 'Search users by name or email', className: 'lg:w-72' }}
        filters={filters}
        loadingLabel="Loading users"
        empty={{ icon: Users, title: 'No users yet', description: 'People who sign up appear here.' }}
        noMatch={{ title: 'No users match', description: 'Try another search or fewer filters.' }}
      >
        {(rows) => <UsersTable users={rows} sort={{ sort, dir }} onSort={list.change} onView={setViewing} />}
      </AdminListFrame>
      <UserDetailDialog id={viewing} onClose={() => setViewing(null)} />
    </div>
  );
}
