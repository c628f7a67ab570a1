// The audit log: every admin action with who, from where, what, on which record, the fields
// before and after, and when; searched and filtered on the server; read-only.
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { FileClock, Search } from 'lucide-react';
import { formatDate } from '../../../../domain/dates.ts';
import { AUDIT_ACTIONS, AUDIT_ENTITY_TYPES, auditActionLabel } from '../../../../domain/audit-dto.ts';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { OptionSelect } from '../../../components/ui/option-select.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../../components/ui/table.tsx';
import { useAdminExport } from '../../../components/layout/admin-export.tsx';
import { FilterBar, LoadError, Pager, TableLoading } from '../../../components/layout/admin-table-parts.tsx';
import { useCursorPages } from '../../../lib/use-cursor-pages.ts';
import { useDebounced } from '../../../lib/use-debounced.ts';
import { auditExportHref, auditListOptions, type AuditFilter } from '../api/audit-api.ts';
import { AuditChange } from '../components/audit-change.tsx';

const actionOptions = [
  { value: 'all', label: 'All actions' },
  ...Object.entries(AUDIT_ACTIONS).map(([value, label]) => ({ value, label })),
];
const typeOptions = [
  { value: 'all', label: 'All records' },
  ...AUDIT_ENTITY_TYPES.map((t) => ({ value: t, label: t[0]!.toUpperCase() + t.slice(1) })),
];
const when = (iso: string) => formatDate(iso, 'timestamp');

export function AdminAuditPage() {
  const [search, setSearch] = useState('');
  const [filter, setFilter] = useState<Omit<AuditFilter, 'q'>>({ action: 'all', entityType: 'all' });
  const q = useDebounced(search.trim());
  const effective = { ...filter, q };
  const pages = useCursorPages(JSON.stringify(effective));
  const list = useQuery(auditListOptions(effective, pages.cursor));
  useAdminExport(auditExportHref(effective));
  const filtered = q !== '' || filter.action !== 'all' || filter.entityType !== 'all';
  return (
    <div className="space-y-4">
      <PageHeader title="Audit Log" description="Every admin action, as it happened. Entries are never changed." />
      <FilterBar>
        <div className="relative col-span-2 lg:w-80">
          <Search
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
            aria-hidden="true"
          />
          <Input
            type="search"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            placeholder="Search by admin, action or record id"
            aria-label="Search the audit log"
            className="pl-9"
          />
        </div>
        <div className="lg:w-52">
          <OptionSelect
            aria-label="Action"
            value={filter.action}
            options={actionOptions}
            onChange={(v) => setFilter((f) => ({ ...f, action: v }))}
          />
        </div>
        <div className="lg:w-40">
          <OptionSelect
            aria-label="Record type"
            value={filter.entityType}
            options={typeOptions}
            onChange={(v) => setFilter((f) => ({ ...f, entityType: v }))}
          />
        </div>
      </FilterBar>
      {list.isPending ? (
        <TableLoading label="Loading the audit log" />
      ) : list.isError ? (
        <LoadError title="Error" message={list.error.message} onRetry={() => void list.refetch()} />
      ) : list.data.items.length === 0 ? (
        <EmptyState
          icon={FileClock}
          title={filtered ? 'No entries match' : 'No admin actions yet'}
          description={
            filtered ? 'Try another search or filter.' : 'Role changes, suspensions, reviews and settings changes are recorded here.'
          }
        />
      ) : (
        <div className="space-y-3">
          <div className="hidden rounded-xl border bg-card md:block">
            <Table scrollLabel="Audit log">
              <TableHeader>
                <TableRow>
                  <TableHead>When</TableHead>
                  <TableHead>Admin</TableHead>
                  <TableHead>Action</TableHead>
                  <TableHead>Record</TableHead>
                  <TableHead>Change</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {list.data.items.map((e) => (
                  <TableRow key={e.id} className="align-top">
                    <TableCell className="whitespace-nowrap text-muted-foreground">{when(e.createdAt)}</TableCell>
                    <TableCell>
                      <p className="max-w-52 truncate">{e.actorLabel}</p>
                      {e.actorIp && <p className="text-xs text-muted-foreground">{e.actorIp}</p>}
                    </TableCell>
                    <TableCell className="whitespace-nowrap">{auditActionLabel(e.action)}</TableCell>
                    <TableCell>
                      <p className="capitalize">{e.entityType}</p>
                      <p className="max-w-40 truncate font-mono text-xs text-muted-foreground" title={e.entityId}>
                        {e.entityId}
                      </p>
                    </TableCell>
                    <TableCell className="min-w-56">
                      <AuditChange before={e.before} after={e.after} />
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </div>
          <ul className="space-y-2 md:hidden" aria-label="Audit log">
            {list.data.items.map((e) => (
              <li key={e.id} className="space-y-1 rounded-xl border bg-card p-3 text-sm">
                <p className="font-medium">{auditActionLabel(e.action)}</p>
                <p className="text-xs text-muted-foreground">
                  {when(e.createdAt)} · {e.actorLabel}
                  {e.actorIp ? ` · ${e.actorIp}` : ''}
                </p>
                <p className="truncate font-mono text-xs text-muted-foreground">
                  {e.entityType} {e.entityId}
                </p>
                <AuditChange before={e.before} after={e.after} />
              </li>
            ))}
          </ul>
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
    </div>
  );
}
