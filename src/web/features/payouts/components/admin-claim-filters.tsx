// The claims table's search and filters: status and payment method.
import { Search } from 'lucide-react';
import type { ClaimFilters } from '../../../../domain/claims.ts';
import { CLAIM_STATUSES, CLAIM_STATUS_LABELS, PAYMENT_METHODS, PAYMENT_METHOD_LABELS } from '../../../../domain/earnings-dto.ts';
import { Input } from '../../../components/ui/input.tsx';
import { OptionSelect } from '../../../components/ui/option-select.tsx';

const statusOptions = [
  { value: 'all', label: 'All statuses' },
  ...CLAIM_STATUSES.map((s) => ({ value: s, label: CLAIM_STATUS_LABELS[s] })),
];
const methodOptions = [
  { value: 'all', label: 'All methods' },
  ...PAYMENT_METHODS.map((m) => ({ value: m, label: PAYMENT_METHOD_LABELS[m] })),
];

export function AdminClaimFilters({
  search,
  onSearch,
  filter,
  onFilter,
}: {
  search: string;
  onSearch: (q: string) => void;
  filter: ClaimFilters;
  onFilter: (change: Partial<ClaimFilters>) => void;
}) {
  return (
    <div className="grid grid-cols-2 gap-2 sm:gap-3 lg:grid-cols-[minmax(0,1fr)_11rem_14rem]">
      <div className="relative col-span-2 lg:col-span-1">
        <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
        <Input
          type="search"
          placeholder="Search artist name or email"
          aria-label="Search claims"
          className="pl-9"
          value={search}
          maxLength={200}
          onChange={(e) => onSearch(e.target.value)}
        />
      </div>
      <OptionSelect
        aria-label="Filter by status"
        value={filter.status}
        onChange={(v) => onFilter({ status: v as ClaimFilters['status'] })}
        options={statusOptions}
      />
      <OptionSelect
        aria-label="Filter by payment method"
        value={filter.method}
        onChange={(v) => onFilter({ method: v as ClaimFilters['method'] })}
        options={methodOptions}
      />
    </div>
  );
}
