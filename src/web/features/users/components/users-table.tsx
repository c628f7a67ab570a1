// The user rows: a table on wide screens, cards on phones; each with its role dropdown and View,
// and an account being deleted with its dates and Restore.
import { Eye } from 'lucide-react';
import { formatDate } from '../../../../domain/dates.ts';
import { planBadge } from '../../../../domain/plan-badge.ts';
import type { AdminUserDto } from '../../../../domain/users-admin-dto.ts';
import type { UserFilters } from '../../../../domain/users-admin.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { TableCell, TableHead } from '../../../components/ui/table.tsx';
import { SortableHead, type Sort } from '../../../components/layout/admin-table-parts.tsx';
import { AdminRows } from '../../../components/admin/admin-rows.tsx';
import { DeletionBadge, RestoreDeletionButton } from './deletion-status.tsx';
import { RoleSelect } from './role-select.tsx';

type UserSort = UserFilters['sort'];
type Props = { users: AdminUserDto[]; sort: Sort<UserSort>; onSort: (s: Sort<UserSort>) => void; onView: (id: string) => void };

const day = (iso: string) => formatDate(iso, 'short');

function Status({ u }: { u: AdminUserDto }) {
  return u.suspendedAt ? <Badge variant="destructive">Suspended</Badge> : u.deletion ? null : <Badge variant="outline">Active</Badge>;
}

export function UsersTable({ users, sort, onSort, onView }: Props) {
  const view = (u: AdminUserDto, variant: 'ghost' | 'outline') => (
    <Button variant={variant} size="sm" onClick={() => onView(u.id)} aria-label={`View ${u.fullName ?? u.email}`}>
      <Eye aria-hidden="true" /> View
    </Button>
  );
  return (
    <AdminRows
      rows={users}
      label="Users"
      rowData={(u) => ({ 'data-user': u.email })}
      head={
        <>
          <SortableHead column="name" label="Name" sort={sort} onSort={onSort} className="w-full" />
          <SortableHead column="email" label="Email" sort={sort} onSort={onSort} />
          <TableHead>Plan</TableHead>
          <TableHead>Status</TableHead>
          <TableHead>Role</TableHead>
          <SortableHead column="created" label="Joined" sort={sort} onSort={onSort} />
          <TableHead className="text-right">
            <span className="sr-only">Actions</span>
          </TableHead>
        </>
      }
      cells={(u) => (
        <>
          <TableCell className="min-w-40 font-medium break-words">{u.fullName ?? '—'}</TableCell>
          <TableCell className="max-w-64 break-all text-muted-foreground">{u.email}</TableCell>
          <TableCell>
            <Badge variant="secondary">{planBadge(u.planType)}</Badge>
          </TableCell>
          <TableCell className="w-48">
            <div className="flex flex-wrap items-center gap-1">
              {u.deletion && <DeletionBadge deletion={u.deletion} style="short" />}
              <Status u={u} />
            </div>
            {u.deletion && (
              <div className="mt-1.5">
                <RestoreDeletionButton u={u} size="sm" />
              </div>
            )}
          </TableCell>
          <TableCell>
            <RoleSelect user={u} />
          </TableCell>
          <TableCell className="whitespace-nowrap text-muted-foreground">{day(u.createdAt)}</TableCell>
          <TableCell className="text-right">{view(u, 'ghost')}</TableCell>
        </>
      )}
      card={(u) => (
        <>
          <div className="flex items-start justify-between gap-2">
            <div className="min-w-0">
              <p className="font-medium break-words">{u.fullName ?? '—'}</p>
              <p className="text-sm break-all text-muted-foreground">{u.email}</p>
            </div>
            <Status u={u} />
          </div>
          {u.deletion && (
            <div className="mt-2">
              <DeletionBadge deletion={u.deletion} style="short" />
            </div>
          )}
          <div className="mt-3 flex flex-wrap items-center gap-2">
            <Badge variant="secondary">{planBadge(u.planType)}</Badge>
            <span className="text-xs text-muted-foreground">Joined {day(u.createdAt)}</span>
          </div>
          <div className="mt-3 flex flex-wrap items-center justify-between gap-2">
            <RoleSelect user={u} />
            <div className="flex items-center gap-2">
              {u.deletion && <RestoreDeletionButton u={u} size="sm" />}
              {view(u, 'outline')}
            </div>
          </div>
        </>
      )}
    />
  );
}
