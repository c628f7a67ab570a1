// The audit log: every admin action with who, from where, what, on which record, the fields
// before and after, and when; searched and filtered on the server; read-only.
import { FileClock } from 'lucide-react';
import { AUDIT_ACTIONS, AUDIT_ENTITY_LABELS, AUDIT_ENTITY_TYPES } from '../../../../domain/audit-actions.ts';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { AdminListFrame } from '../../../components/admin/admin-list-frame.tsx';
import type { AdminFilter } from '../../../components/admin/admin-filters.tsx';
import { useAdminList } from '../../../components/admin/use-admin-list.ts';
import { auditExportHref, auditListOptions, type AuditFilter } from '../api/audit-api.ts';
import { AuditTable } from '../components/audit-table.tsx';

const initial: AuditFilter = { q: '', action: 'all', entityType: 'all' };
const filters: AdminFilter<AuditFilter>[] = [
  {
    key: 'action',
    label: 'Action',
    options: [{ value: 'all', label: 'All actions' }, ...Object.entries(AUDIT_ACTIONS).map(([value, label]) => ({ value, label }))],
    className: 'lg:w-52',
  },
  {
    key: 'entityType',
    label: 'Record type',
    options: [{ value: 'all', label: 'All records' }, ...AUDIT_ENTITY_TYPES.map((t) => ({ value: t, label: AUDIT_ENTITY_LABELS[t] }))],
    className: 'lg:w-40',
  },
];

export function AdminAuditPage() {
  const list = useAdminList(initial, auditListOptions, auditExportHref);
  return (
    <div className="space-y-4">
      <PageHeader title="Audit Log" description="Every admin action, as it happened. Entries are never changed." />
      <AdminListFrame
        list={list}
        search={{ placeholder: 'Search by admin, action or record id', label: 'Search the audit log' }}
        filters={filters}
        loadingLabel="Loading the audit log"
        empty={{
          icon: FileClock,
          title: 'No admin actions yet',
          description: 'Role changes, suspensions, reviews and settings changes are recorded here.',
        }}
        noMatch={{ title: 'No entries match', description: 'Try another search or filter.' }}
      >
        {(entries) => <AuditTable entries={entries} />}
      </AdminListFrame>
    </div>
  );
}
