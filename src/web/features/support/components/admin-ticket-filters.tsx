// The admin table's search and filters: status, priority (all four) and category.
import { Search } from 'lucide-react';
import {
  TICKET_CATEGORIES,
  TICKET_PRIORITIES,
  TICKET_PRIORITY_LABELS,
  TICKET_STATUSES,
  TICKET_STATUS_LABELS,
} from '../../../../domain/support-options.ts';
import { Input } from '../../../components/ui/input.tsx';
import { OptionSelect } from '../../../components/ui/option-select.tsx';
import type { AdminTicketFilters } from '../../../../domain/support.ts';

const statusOptions = [
  { value: 'all', label: 'All statuses' },
  ...TICKET_STATUSES.map((s) => ({ value: s, label: TICKET_STATUS_LABELS[s] })),
];
const priorityOptions = [
  { value: 'all', label: 'All priorities' },
  ...TICKET_PRIORITIES.map((p) => ({ value: p, label: TICKET_PRIORITY_LABELS[p] })),
];
const categoryOptions = [{ value: 'all', label: 'All categories' }, ...TICKET_CATEGORIES.map((c) => ({ value: c.value, label: c.label }))];

type Props = {
  search: string;
  onSearch: (q: string) => void;
  filter: AdminTicketFilters;
  onFilter: (change: Partial<AdminTicketFilters>) => void;
};

export function AdminTicketFilters({ search, onSearch, filter, onFilter }: Props) {
  return (
    <div className="grid grid-cols-2 gap-2 sm:gap-3 lg:grid-cols-[minmax(0,1fr)_11rem_11rem_13rem]">
      <div className="relative col-span-2 lg:col-span-1">
        <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
        <Input
          type="search"
          placeholder="Search subject, artist or reference"
          aria-label="Search tickets"
          className="pl-9"
          value={search}
          maxLength={200}
          onChange={(e) => onSearch(e.target.value)}
        />
      </div>
      <OptionSelect
        aria-label="Filter by status"
        value={filter.status}
        onChange={(v) => onFilter({ status: v as AdminTicketFilters['status'] })}
        options={statusOptions}
      />
      <OptionSelect
        aria-label="Filter by priority"
        value={filter.priority}
        onChange={(v) => onFilter({ priority: v as AdminTicketFilters['priority'] })}
        options={priorityOptions}
      />
      <div className="col-span-2 lg:col-span-1">
        <OptionSelect
          aria-label="Filter by category"
          value={filter.category}
          onChange={(v) => onFilter({ category: v as AdminTicketFilters['category'] })}
          options={categoryOptions}
        />
      </div>
    </div>
  );
}
