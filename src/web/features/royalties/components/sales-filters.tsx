// The analytics' filters beside the period: the tier or offer (Premium, Free, Family), the
// commercial model and the use type the stores reported; "All" leaves each out. The options are
// the ones the booked reports name (the page's filterOptions); a label with several artist profiles
// also chooses the artist. On the artist's page they are the
// plan feature "Analytics Dashboard": a plan without it sees why, and the way to upgrade.
import { Link } from '../../../lib/links.tsx';
import { Lock } from 'lucide-react';
import type { SalesFilter } from '../../../../domain/sales-filter.ts';
import type { SalesFilterOptionsDto } from '../../../../domain/earnings-dto.ts';
import { USE_TYPE_LABELS, type UseType } from '../../../../domain/use-types.ts';
import { OptionSelect } from '../../../components/ui/option-select.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { paths } from '../../../lib/paths.ts';
import { cn } from '../../../lib/utils.ts';

const ALL = 'all';

export function SalesFilters({
  value,
  options,
  onChange,
  locked,
}: {
  value: SalesFilter;
  options: SalesFilterOptionsDto | undefined;
  onChange: (f: SalesFilter) => void;
  /** The plan message when the artist's plan lacks the filters. */
  locked?: string | null;
}) {
  if (locked)
    return (
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2 rounded-lg border bg-muted/40 px-4 py-3 text-sm" data-locked="filters">
        <Lock className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
        <p className="min-w-56 flex-1 text-muted-foreground">
          <span className="font-medium text-foreground">Filters by tier, commercial model and use type.</span> {locked}
        </p>
        <Button variant="outline" size="sm" asChild>
          <Link to={paths.dashboardPricing}>See plans</Link>
        </Button>
      </div>
    );
  const pick = (all: string, values: string[], labels?: Record<string, string>) => [
    { value: ALL, label: all },
    ...values.map((v) => ({ value: v, label: labels?.[v] ?? v })),
  ];
  const set = (key: keyof SalesFilter) => (v: string) => onChange({ ...value, [key]: v === ALL ? undefined : v });
  // a label's artists (profiles); one artist's account has nothing to choose
  const artists = options?.artists ?? [];
  return (
    <div
      className={cn(
        'grid w-full grid-cols-1 gap-2 sm:w-auto sm:justify-end',
        artists.length > 1 ? 'sm:grid-cols-2 lg:grid-cols-[12rem_12rem_14rem_12rem]' : 'sm:grid-cols-[12rem_14rem_12rem]',
      )}
      role="group"
      aria-label="Filters"
    >
      {artists.length > 1 && (
        <OptionSelect
          aria-label="Artist"
          value={value.artist ?? ALL}
          onChange={set('artist')}
          options={[{ value: ALL, label: 'All artists' }, ...artists.map((a) => ({ value: a.id, label: a.name }))]}
        />
      )}
      <OptionSelect aria-label="Tier" value={value.tier ?? ALL} onChange={set('tier')} options={pick('All tiers', options?.tiers ?? [])} />
      <OptionSelect
        aria-label="Commercial model"
        value={value.commercialModel ?? ALL}
        onChange={set('commercialModel')}
        options={pick('All models', options?.commercialModels ?? [])}
      />
      <OptionSelect
        aria-label="Use type"
        value={value.useType ?? ALL}
        onChange={(v) => onChange({ ...value, useType: v === ALL ? undefined : (v as UseType) })}
        options={pick('All uses', options?.useTypes ?? [], USE_TYPE_LABELS)}
      />
    </div>
  );
}
