// Where the release is sold: worldwide, only in chosen countries, or worldwide except some. The
// country checklist loads only once a mode needs it, so the form stays light.
import { lazy, Suspense } from 'react';
import { TERRITORY_MODES, withMode, type TerritoryChoice, type TerritoryMode } from '../../../../domain/territories.ts';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { cn } from '../../../lib/utils.ts';

const CountryChecklist = lazy(() => import('./country-checklist.tsx').then((m) => ({ default: m.CountryChecklist })));

const MODE_LABELS: Record<TerritoryMode, string> = {
  worldwide: 'Worldwide',
  only: 'Only in chosen countries',
  except: 'Worldwide except chosen countries',
};

type Props = { value: TerritoryChoice; onChange: (v: TerritoryChoice) => void; invalid?: boolean; describedBy?: string };

export function TerritoryPicker({ value, onChange, invalid, describedBy }: Props) {
  return (
    <div className="space-y-3" aria-describedby={describedBy}>
      <div role="radiogroup" aria-label="Territories" className="flex flex-wrap gap-2">
        {TERRITORY_MODES.map((mode) => (
          <button
            key={mode}
            type="button"
            role="radio"
            aria-checked={value.mode === mode}
            onClick={() => onChange(withMode(value, mode))}
            className={cn(
              'rounded-md border px-3 py-1.5 text-sm transition-colors',
              value.mode === mode ? 'border-primary bg-primary text-primary-foreground' : 'bg-background hover:bg-muted',
            )}
          >
            {MODE_LABELS[mode]}
          </button>
        ))}
      </div>
      {value.mode !== 'worldwide' && (
        <Suspense fallback={<Skeleton className="h-64 w-full" />}>
          <CountryChecklist value={value} onChange={onChange} invalid={invalid} />
        </Suspense>
      )}
    </div>
  );
}
