// The user rows: a table on wide screens, cards on phones; each with its role dropdown and View.
import { Eye } from 'lucide-react';
import { formatDate } from '../../../../domain/dates.ts';
import { planBadge } from '../../../../domain/plans.ts';
import type { AdminUserDto } from '../../../../domain/users-admin-dto.ts';
import type { UserFilters } from '../../../../domain/users-admin.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../../components/ui/table.tsx';
import { SortableHead, type Sort } from '../../../components/layout/admin-table-parts.tsx';
import { RoleSelect } from './role-select.tsx';

type UserSort = UserFilters['sort'];
type Props = { users: AdminUserDto[]; sort: Sort<UserSort>; onSort: (s: Sort<UserSort>) => void; onView: (id: string) => void };

const day = (iso: string) => formatDate(iso, 'short');

function Status({ u }: { u: AdminUserDto }) {
  return u.suspendedAt ? <Badge variant="destructive">Suspended</Badge> : <Badge variant="outline">Active</Badge>;
}

export function UsersTable({ users, sort, onSort, onView }: Props) {
  return (
    <>
      <div className="hidden rounded-xl border bg-card md:block">
        <Table scrollLabel="Users">
          <TableHeader>
            <TableRow>
              <SortableHead column="name" label="Name" sort={sort} onSort={onSort} />
              <SortableHead column="email" label="Email" sort={sort} onSort={onSort} />
              <TableHead>Plan</TableHead>
              <TableHead>Status</TableHead>
              <TableHead>Role</TableHead>
              <SortableHead column="created" label="Joined" sort={sort} onSort={onSort} />
              <TableHead className="text-right">
                <span className="sr-only">Actions</span>
              </TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {users.map((u) => (
              <TableRow key={u.id} data-user={u.email}>
                <TableCell className="max-w-48 truncate font-medium">{u.fullName ?? '—'}</TableCell>
                <TableCell className="max-w-64 truncate text-muted-foreground">{u.email}</TableCell>
                <TableCell>
                  <Badge variant="secondary">{planBadge(u.planType)}</Badge>
                </TableCell>
                <TableCell>
                  <Status u={u} />
                </TableCell>
                <TableCell>
                  <RoleSelect user={u} />
                </TableCell>
                <TableCell className="whitespace-nowrap text-muted-foreground">{day(u.createdAt)}</TableCell>
                <TableCell className="text-right">
                  <Button variant="ghost" size="sm" onClick={() => onView(u.id)} aria-label={`View ${u.fullName ?? u.email}`}>
                    <Eye aria-hidden="true" /> View
                  </Button>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
      <ul className="space-y-2 md:hidden" aria-label="Users">
        {users.map((u) => (
          <li key={u.id} data-user={u.email} className="rounded-xl border bg-card p-3">
            <div className="flex items-start justify-between gap-2">
              <div className="min-w-0">
                <p className="truncate font-medium">{u.fullName ?? '—'}</p>
                <p className="truncate text-sm text-muted-foreground">{u.email}</p>
              </div>
              <Status u={u} />
            </div>
            <div className="mt-3 flex flex-wrap items-center gap-2">
              <Badge variant="secondary">{planBadge(u.planType)}</Badge>
              <span className="text-xs text-muted-foreground">Joined {day(u.createdAt)}</span>
            </div>
            <div className="mt-3 flex items-center justify-between gap-2">
              <RoleSelect user={u} />
              <Button variant="outline" size="sm" onClick={() => onView(u.id)} aria-label={`View ${u.fullName ?? u.email}`}>
                <Eye aria-hidden="true" /> View
              </Button>
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
